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
  useApproveReceiptMutation,
  useRejectReceiptMutation,
  useViewReceiptQuery,
} from '../api/receipts.api';
import { ApproveUnitsModal, type ApproveUnitsValues } from '../components/approve-units-modal';
import { payTypeLabel } from '../components/pay-type-label';
import { PreviewLinks } from '../components/preview-links';
import { ReceiptStatusTag } from '../components/receipt-status-tag';
import { RejectForm } from '../components/reject-form';
import { useDecisionKeys } from '../components/use-decision';
import { UserDetailsCard } from '../components/user-details-card';
import '../receipts.css';

/** /admin/receipt/view/:id: a receipt from /transactions; while Requested it can be approved or rejected. */
export function AdminReceiptViewPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const { data: receipt, isLoading, isError, refetch } = useViewReceiptQuery(id);
  const [approve, approving] = useApproveReceiptMutation();
  const [reject, rejecting] = useRejectReceiptMutation();
  const [approveOpen, setApproveOpen] = useState(false);
  const keys = useDecisionKeys(id);

  const onApprove = async ({ unit, narration }: ApproveUnitsValues) => {
    await approve({ body: { id, unit, narration }, idempotencyKey: keys.approveKey() }).unwrap();
    keys.approved();
    toast.success(t('receipts.admin.receiptApproved'));
    setApproveOpen(false);
  };
  const onReject = async (reject_reason: string) => {
    try {
      await reject({ body: { id, reject_reason }, idempotencyKey: keys.rejectKey() }).unwrap();
      keys.rejected();
      toast.success(t('receipts.admin.receiptRejected'));
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
          {t('receipts.admin.viewTitle')}
        </Typography.Title>
        <LinkButton to={PATHS.adminReceipts} icon={<ArrowLeftOutlined />}>
          {t('receipts.admin.backToList')}
        </LinkButton>
      </div>
      {isLoading ? (
        <Card>
          <Skeleton active />
        </Card>
      ) : isError || !receipt ? (
        <LoadFailedAlert onRetry={() => void refetch()} />
      ) : (
        <Row gutter={[24, 24]}>
          <Col xs={24} lg={12}>
            <UserDetailsCard user={receipt.user} />
          </Col>
          <Col xs={24} lg={12}>
            <Card title={t('receipts.admin.receiptDetails')}>
              <Descriptions
                column={1}
                size="small"
                items={[
                  {
                    key: 'units',
                    label: t('receipts.columns.units'),
                    children: formatUnits(receipt.unit_purchase_intent, i18n.language),
                  },
                  {
                    key: 'payType',
                    label: t('receipts.columns.payType'),
                    children: payTypeLabel(t, receipt.pay_type),
                  },
                  {
                    key: 'status',
                    label: t('receipts.admin.approvalStatus'),
                    children: <ReceiptStatusTag status={receipt.paid} />,
                  },
                  ...(receipt.reject_reason
                    ? [
                        {
                          key: 'reason',
                          label: t('receipts.columns.reason'),
                          children: receipt.reject_reason,
                        },
                      ]
                    : []),
                  {
                    key: 'files',
                    label: t('receipts.columns.files'),
                    children: <PreviewLinks files={receipt.receipt} />,
                  },
                ]}
              />
              {receipt.paid === 'Requested' ? (
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
        okText={t('receipts.admin.transferSubmit')}
        recipient={receipt?.user ? `${receipt.user.fullName} (${receipt.user.email})` : '-'}
        initialUnits={receipt?.unit_purchase_intent ?? 1}
        unitsMessage={t('receipts.admin.minOneUnit')}
        submitting={approving.isLoading}
        onEdit={keys.approved}
        onSubmit={onApprove}
        onClose={() => setApproveOpen(false)}
      />
    </div>
  );
}
