import { Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PaymentMethodsPanel } from '../components/payment-methods-panel';
import '../payments.css';

/** /payment-methods: the card-entry page; the same cards as the Settings tab. */
export function PaymentMethodsPage() {
  const { t } = useTranslation();
  return (
    <div className="page page-narrow">
      <Typography.Title level={1} className="page__title">
        {t('payments.methods.title')}
      </Typography.Title>
      <Card>
        <PaymentMethodsPanel />
      </Card>
    </div>
  );
}
