import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { formatUnits } from '../../../shared/format/format-money';
import { useToast } from '../../../shared/hooks/use-toast';
import {
  useApproveTransferMutation,
  useRejectUserMutation,
  useVerificationUserQuery,
} from '../api/receipts.api';
import type { ApproveUnitsValues } from '../components/approve-units-modal';
import { PreviewLinks } from '../components/preview-links';
import { ReceiptDecisionLayout } from '../components/receipt-decision-layout';
import { ReceiptStatusTag } from '../components/receipt-status-tag';
import { useDecisionKeys } from '../components/use-decision';
import '../receipts.css';
import { lazyModal } from '../../../shared/ui/lazy-modal';

const ApproveUnitsModal = lazyModal(() =>
  import('../components/approve-units-modal').then((m) => m.ApproveUnitsModal),
);

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
    <ReceiptDecisionLayout
      title={t('receipts.admin.verificationTitle')}
      loading={isLoading}
      failed={isError || !user}
      onRetry={() => void refetch()}
      user={user?.user ?? null}
      details={
        user
          ? [
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
            ]
          : []
      }
      requested={user?.details.paid === 'Requested'}
      rejecting={rejecting.isLoading}
      onReject={onReject}
      onApprove={() => setApproveOpen(true)}
    >
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
    </ReceiptDecisionLayout>
  );
}
