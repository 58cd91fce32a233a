import { ArrowLeftOutlined } from '@ant-design/icons';
import { Card, Col, Descriptions, Row, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { formatUnits } from '../../../shared/format/format-money';
import { useToast } from '../../../shared/hooks/use-toast';
import { PATHS } from '../../../shared/routing/paths';
import { LinkButton } from '../../../shared/ui/link-button';
import { LoadFailedAlert } from '../../../shared/ui/load-failed-alert';
import {
  useApproveTransferMutation,
  useRejectUserMutation,
  useVerificationUserQuery,
} from '../api/receipts.api';
import { ApproveUnitsModal, type ApproveUnitsValues } from '../components/approve-units-modal';
import { PreviewLinks } from '../components/preview-links';
import { ReceiptStatusTag } from '../components/receipt-status-tag';
import { RejectForm } from '../components/reject-form';
import { useDecisionKeys } from '../components/use-decision';
import { UserDetailsCard } from '../components/user-details-card';
import '../receipts.css';

/** /admin/receipt/verification/view/:id: a member's account receipt; approving transfers the units. */
export function AdminReceiptVerificationPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const { data: user, isLoading, isError, refetch } = useVerificationUserQuery(id);
  const [approve, approving] = useApproveTransferMutation();
  const [reject, rejecting] = useRejectUserMutation();
  const [approveOpen, setApproveOpen] = useState(false);
  const keys = useDecisionKeys(id);

  const onApprove = async ({ unit, narration }: ApproveUnitsValues) => {
    const pending_payment = user?.details.pay_later ? true : undefined;
    await approve({
      body: { user: id, unit, narration, pending_payment },
      idempotencyKey: keys.approveKey(),
    }).unwrap();
    keys.approved();
    toast.success(t('receipts.admin.approved'));
    setApproveOpen(false);
  };
  const onReject = async (reject_reason: string) => {
    try {
      await reject({
        body: {
          user_id: id,
          action: 'reject',
          reject_reason,
          pending_payment: user?.details.pay_later ? true : undefined,
        },
        idempotencyKey: keys.rejectKey(),
      }).unwrap();
      keys.rejected();
      toast.success(t('receipts.admin.rejected'));
      return true;
    } catch (error) {
      toast.serverError(error);
      return false;
    }
  };

  return (
    <div className="page receipts-page">
      <div className="receipt-head">
        <Typography.Title level={1} className="page__title">
          {t('receipts.admin.verificationTitle')}
        </Typography.Title>
        <LinkButton to={PATHS.adminReceipts} icon={<ArrowLeftOutlined />}>
          {t('receipts.admin.backToList')}
        </LinkButton>
      </div>
      {isLoading ? (
        <Card>
          <Skeleton active />
        </Card>
      ) : isError || !user ? (
        <LoadFailedAlert onRetry={() => void refetch()} />
      ) : (
        <Row gutter={[24, 24]}>
          <Col xs={24} lg={12}>
            <UserDetailsCard user={user.user} />
          </Col>
          <Col xs={24} lg={12}>
            <Card title={t('receipts.admin.receiptDetails')}>
              <Descriptions
                column={1}
                size="small"
                items={[
                  {
                    key: 'payNow',
                    label: t('receipts.admin.payNow'),
                    children: t(`yesNo.${user.details.pay_now}`),
                  },
                  {
                    key: 'units',
                    label: t('receipts.columns.units'),
                    children: formatUnits(user.details.unit_purchase_intent, i18n.language),
                  },
                  {
                    key: 'status',
                    label: t('receipts.admin.approvalStatus'),
                    children: <ReceiptStatusTag status={user.details.paid} awaiting />,
                  },
                  ...(user.details.reject_reason
                    ? [
                        {
                          key: 'reason',
                          label: t('receipts.columns.reason'),
                          children: user.details.reject_reason,
                        },
                      ]
                    : []),
                  {
                    key: 'files',
                    label: t('receipts.columns.files'),
                    children: <PreviewLinks files={user.details.receipt} />,
                  },
                ]}
              />
              {user.details.paid === 'Requested' ? (
                <RejectForm
                  rejecting={rejecting.isLoading}
                  onReject={onReject}
                  onApprove={() => setApproveOpen(true)}
                />
              ) : null}
            </Card>
          </Col>
        </Row>
      )}
      <ApproveUnitsModal
        open={approveOpen}
        title={t('receipts.admin.transferTitle')}
        okText={t('receipts.admin.approveAndTransfer')}
        recipient={user ? `${user.fullName} (${user.email})` : '-'}
        initialUnits={user?.details.unit_purchase_intent ?? 1}
        unitsMessage={t('receipts.admin.minOneUnit')}
        submitting={approving.isLoading}
        onEdit={keys.approved}
        onSubmit={onApprove}
        onClose={() => setApproveOpen(false)}
      />
    </div>
  );
}
