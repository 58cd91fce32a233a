import { Button, Form, Select } from 'antd';
import { CARD_PAY_TYPE, PAY_TYPES, type PayType } from '@app/libs';
import { useTranslation } from 'react-i18next';

/** The offline ways to pay: everything but the card, which is paid here and now. */
export const OFFLINE_PAY_TYPES = PAY_TYPES.filter((type) => type !== CARD_PAY_TYPE);

export function PayLaterForm({
  initial,
  submitting,
  disabled,
  onSubmit,
}: {
  initial: PayType | null;
  submitting: boolean;
  disabled?: boolean;
  onSubmit: (payType: PayType) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ pay_type?: PayType }>();
  const start = initial && initial !== CARD_PAY_TYPE ? initial : undefined;
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ pay_type: start }}
      onFinish={({ pay_type }) => pay_type && onSubmit(pay_type)}
    >
      <Form.Item
        name="pay_type"
        label={t('payments.payLater.payType')}
        rules={[{ required: true, message: t('payments.payLater.payTypeRequired') }]}
      >
        <Select
          placeholder={t('payments.payLater.payTypePlaceholder')}
          options={OFFLINE_PAY_TYPES.map((value) => ({ value, label: t(`payTypes.${value}`) }))}
        />
      </Form.Item>
      <Button htmlType="submit" block size="large" loading={submitting} disabled={disabled}>
        {t('payments.payLater.submit')}
      </Button>
    </Form>
  );
}
