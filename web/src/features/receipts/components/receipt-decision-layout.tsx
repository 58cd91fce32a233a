import { ArrowLeftOutlined } from '@ant-design/icons';
import type { ReceiptUser } from '@app/libs';
import { Card, Col, Descriptions, type DescriptionsProps, Row, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../shared/routing/paths';
import { LinkButton } from '../../../shared/ui/link-button';
import { LoadFailedAlert } from '../../../shared/ui/load-failed-alert';
import { RejectForm } from './reject-form';
import { UserDetailsCard } from './user-details-card';

/**
 * An admin's page deciding one payment (a receipt, or a member's account receipt): the member on the
 * left, the payment's details on the right with approve and reject while it is Requested.
 */
export function ReceiptDecisionLayout({
  title,
  loading,
  failed,
  onRetry,
  user,
  details,
  requested,
  rejecting,
  onReject,
  onApprove,
  children,
}: {
  title: string;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  user: ReceiptUser | null;
  details: DescriptionsProps['items'];
  requested: boolean;
  rejecting: boolean;
  onReject: (reason: string) => Promise<boolean>;
  onApprove: () => void;
  /** The approval modal. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="page receipts-page">
      <div className="receipt-head">
        <Typography.Title level={1} className="page__title">
          {title}
        </Typography.Title>
        <LinkButton to={PATHS.adminReceipts} icon={<ArrowLeftOutlined />}>
          {t('receipts.admin.backToList')}
        </LinkButton>
      </div>
      {loading ? (
        <Card>
          <Skeleton active />
        </Card>
      ) : failed ? (
        <LoadFailedAlert onRetry={onRetry} />
      ) : (
        <Row gutter={[24, 24]}>
          <Col xs={24} lg={12}>
            <UserDetailsCard user={user} />
          </Col>
          <Col xs={24} lg={12}>
            <Card title={t('receipts.admin.receiptDetails')}>
              <Descriptions column={1} size="small" items={details} />
              {requested ? (
                <RejectForm rejecting={rejecting} onReject={onReject} onApprove={onApprove} />
              ) : null}
            </Card>
          </Col>
        </Row>
      )}
      {children}
    </div>
  );
}
