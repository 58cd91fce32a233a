import { CreditCardOutlined } from '@ant-design/icons';
import { Card, Skeleton, Typography } from 'antd';
import type { UserView } from '@app/libs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../shared/routing/paths';
import { useCurrentUser } from '../../../shared/session/use-session';
import { LinkButton } from '../../../shared/ui/link-button';
import { LoadFailedAlert } from '../../../shared/ui/load-failed-alert';
import { usePendingPaymentQuery } from '../api/receipts.api';
import { ActivationDetails } from './activation-details';
import '../receipts.css';
import { lazyModal } from '../../../shared/ui/lazy-modal';

const UploadReceiptModal = lazyModal(() =>
  import('./upload-receipt-modal').then((m) => m.UploadReceiptModal),
);

/** A member whose activation is still to be paid offline: chosen at registration, or Pay Later. */
export const hasUnpaidActivation = (user: UserView): boolean =>
  user.payment_status !== 'Yes' &&
  user.details.paid !== 'Yes' &&
  (user.details.pay_now === 'No' || user.details.pay_later);

/**
 * On /home (ADR 0029): what the member owes for their activation, how to pay it, its receipt's state,
 * and, for a member who chose to pay offline at registration, the way to pay by card instead.
 */
export function HomeActivationCard() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const shown = user !== null && hasUnpaidActivation(user);
  const { data, isLoading, isError, refetch } = usePendingPaymentQuery(undefined, { skip: !shown });
  const [open, setOpen] = useState(false);
  if (!user || !shown) return null;

  let body;
  if (isLoading) body = <Skeleton active />;
  else if (isError || !data) body = <LoadFailedAlert onRetry={() => void refetch()} />;
  else body = <ActivationDetails data={data} onUpload={() => setOpen(true)} />;

  return (
    <Card
      title={<h2 className="card-heading">{t('receipts.activation.title')}</h2>}
      className="activation-card"
    >
      {body}
      {user.details.pay_later ? null : (
        <div className="activation-card__card">
          <Typography.Paragraph type="secondary">
            {t('receipts.activation.payByCardHint')}
          </Typography.Paragraph>
          <LinkButton to={PATHS.payNow} icon={<CreditCardOutlined />}>
            {t('receipts.activation.payByCard')}
          </LinkButton>
        </div>
      )}
      <UploadReceiptModal
        open={open}
        rejectReason={data?.paid === 'Rejected' ? data.reject_reason : null}
        onClose={() => setOpen(false)}
      />
    </Card>
  );
}
