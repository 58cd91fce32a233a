import { Button, Form, Select } from 'antd';
import { PAY_LATER_PAY_TYPES, type PayLaterPayType, type PayType } from '@app/libs';
import { useTranslation } from 'react-i18next';

const isPayLaterType = (value: PayType | null): value is PayLaterPayType =>
  (PAY_LATER_PAY_TYPES as readonly string[]).includes(value ?? '');

export function PayLaterForm({
  initial,
  submitting,
  disabled,
  onSubmit,
}: {
  initial: PayType | null;
  submitting: boolean;
  disabled?: boolean;
  onSubmit: (payType: PayLaterPayType) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ pay_type?: PayLaterPayType }>();
  const start = isPayLaterType(initial) ? initial : undefined;
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
          options={PAY_LATER_PAY_TYPES.map((value) => ({ value, label: t(`payTypes.${value}`) }))}
        />
      </Form.Item>
      <Button htmlType="submit" block size="large" loading={submitting} disabled={disabled}>
        {t('payments.payLater.submit')}
      </Button>
    </Form>
  );
}
