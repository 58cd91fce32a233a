import { CreditCardOutlined } from '@ant-design/icons';
import { Button, Card, List, Popconfirm, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../shared/hooks/use-toast';
import { LoadFailedAlert } from '../../../shared/ui/load-failed-alert';
import {
  useAddPaymentMethodMutation,
  useDeletePaymentMethodMutation,
  useMakePreferredMutation,
  useGatewayQuery,
  usePaymentMethodsQuery,
} from '../api/payments.api';
import type { PaymentMethodView } from '@app/libs';
import { CardForm } from './card-form';

/** The member's saved cards: add one, make one preferred, delete a card that is not preferred. */
export function PaymentMethodsPanel() {
  const { t } = useTranslation();
  const toast = useToast();
  const methods = usePaymentMethodsQuery();
  const gateway = useGatewayQuery();
  const [add, adding] = useAddPaymentMethodMutation();
  const [formKey, setFormKey] = useState(0);

  const addCard = async (token: string) => {
    try {
      await add({ token }).unwrap();
      toast.success(t('payments.methods.added'));
      setFormKey((key) => key + 1);
    } catch (error) {
      toast.serverError(error);
    }
  };

  return (
    <div className="stack payment-methods">
      <section aria-labelledby="saved-cards">
        <Typography.Title level={2} id="saved-cards" className="pay-now__heading">
          {t('payments.methods.saved')}
        </Typography.Title>
        {methods.isLoading ? (
          <Skeleton active />
        ) : methods.isError ? (
          <LoadFailedAlert onRetry={() => void methods.refetch()} />
        ) : (
          <List
            className="payment-methods__list"
            bordered
            dataSource={methods.data ?? []}
            locale={{ emptyText: t('payments.methods.empty') }}
            renderItem={(method) => <MethodRow method={method} />}
          />
        )}
      </section>
      <Card title={<h2 className="card-heading">{t('payments.methods.addTitle')}</h2>} size="small">
        {gateway.data ? (
          <CardForm
            key={formKey}
            config={gateway.data}
            submitLabel={t('payments.methods.add')}
            submitting={adding.isLoading}
            onCard={addCard}
          />
        ) : gateway.isError ? (
          <LoadFailedAlert onRetry={() => void gateway.refetch()} />
        ) : (
          <Skeleton active />
        )}
      </Card>
    </div>
  );
}

function MethodRow({ method }: { method: PaymentMethodView }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [makePreferred, preferring] = useMakePreferredMutation();
  const [remove, removing] = useDeletePaymentMethodMutation();
  const preferred = method.preferred === 1;
  const label = t('payments.methods.cardLabel', {
    brand: method.card_type,
    last4: method.card_number.slice(-4),
  });

  const prefer = async () => {
    try {
      await makePreferred(method.id).unwrap();
      toast.success(t('payments.methods.preferredSaved'));
    } catch (error) {
      toast.serverError(error);
    }
  };
  const drop = async () => {
    try {
      await remove(method.id).unwrap();
      toast.success(t('payments.methods.deleted'));
    } catch (error) {
      toast.serverError(error);
    }
  };

  return (
    <List.Item
      actions={
        preferred
          ? []
          : [
              <Button key="prefer" size="small" loading={preferring.isLoading} onClick={() => void prefer()}>
                {t('payments.methods.makePreferred')}
              </Button>,
              <Popconfirm
                key="delete"
                title={t('payments.methods.confirmDelete')}
                okText={t('yesNo.Yes')}
                cancelText={t('yesNo.No')}
                onConfirm={() => drop()}
              >
                <Button size="small" danger loading={removing.isLoading}>
                  {t('payments.methods.delete')}
                </Button>
              </Popconfirm>,
            ]
      }
    >
      <Space wrap>
        <CreditCardOutlined aria-hidden />
        <Typography.Text strong>{label}</Typography.Text>
        <Typography.Text type="secondary">
          {t('payments.methods.expires', { expiry: method.expiry })}
        </Typography.Text>
        {preferred ? <Tag color="blue">{t('payments.methods.preferred')}</Tag> : null}
      </Space>
    </List.Item>
  );
}
