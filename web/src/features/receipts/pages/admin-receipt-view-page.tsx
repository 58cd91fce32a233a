import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { formatUnits } from '../../../shared/format/format-money';
import { useToast } from '../../../shared/hooks/use-toast';
import {
  useApproveReceiptMutation,
  useRejectReceiptMutation,
  useViewReceiptQuery,
} from '../api/receipts.api';
import type { ApproveUnitsValues } from '../components/approve-units-modal';
import { payTypeLabel } from '../components/pay-type-label';
import { PreviewLinks } from '../components/preview-links';
import { ReceiptDecisionLayout } from '../components/receipt-decision-layout';
import { ReceiptStatusTag } from '../components/receipt-status-tag';
import { useDecisionKeys } from '../components/use-decision';
import '../receipts.css';
import { lazyModal } from '../../../shared/ui/lazy-modal';

const ApproveUnitsModal = lazyModal(() =>
  import('../components/approve-units-modal').then((m) => m.ApproveUnitsModal),
);

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
    <ReceiptDecisionLayout
      title={t('receipts.admin.viewTitle')}
      loading={isLoading}
      failed={isError || !receipt}
      onRetry={() => void refetch()}
      user={receipt?.user ?? null}
      details={
        receipt
          ? [
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
            ]
          : []
      }
      requested={receipt?.paid === 'Requested'}
      rejecting={rejecting.isLoading}
      onReject={onReject}
      onApprove={() => setApproveOpen(true)}
    >
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
    </ReceiptDecisionLayout>
  );
}
