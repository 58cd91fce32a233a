import type { YesNo } from '@app/libs';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export function PaymentBadge({ status }: { status: YesNo }) {
  const { t } = useTranslation();
  return status === 'Yes' ? (
    <Tag color="green">{t('backOffice.users.paid')}</Tag>
  ) : (
    <Tag color="red">{t('backOffice.users.unpaid')}</Tag>
  );
}
