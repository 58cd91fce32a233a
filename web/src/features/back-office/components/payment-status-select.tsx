import type { YesNo } from '@app/libs';
import { useTranslation } from 'react-i18next';
import { LazySelect } from '../../../shared/antd/lazy-select';
import { useToast } from '../../../shared/hooks/use-toast';
import { useUpdatePaymentStatusMutation } from '../api/back-office.api';

/** Pending (No) or Done (Yes); the user is reloaded after a change. */
export function PaymentStatusSelect({ userId, status }: { userId: string; status: YesNo }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [update, { isLoading }] = useUpdatePaymentStatusMutation();
  const onChange = async (next: YesNo) => {
    try {
      await update({ id: userId, status: next }).unwrap();
      toast.success(t('backOffice.view.paymentStatusUpdated'));
    } catch {
      toast.error(t('backOffice.view.somethingWentWrong'));
    }
  };
  return (
    <LazySelect<YesNo>
      aria-label={t('backOffice.view.paymentStatus')}
      className="back-office-status-select"
      value={status}
      loading={isLoading}
      disabled={isLoading}
      onChange={(next) => void onChange(next)}
      options={[
        { value: 'No', label: t('backOffice.view.pending') },
        { value: 'Yes', label: t('backOffice.view.done') },
      ]}
    />
  );
}
