import { Button, Form, Select } from 'antd';
import { OFFLINE_PAY_TYPES, canonicalOfflinePayType, type OfflinePayType } from '@app/libs';
import { useTranslation } from 'react-i18next';

export function PayLaterForm({
  initial,
  submitting,
  disabled,
  onSubmit,
}: {
  /** The member's pay type so far; an older spelling starts as its canonical value (ADR 0031). */
  initial: string | null;
  submitting: boolean;
  disabled?: boolean;
  onSubmit: (payType: OfflinePayType) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ pay_type?: OfflinePayType }>();
  const start = canonicalOfflinePayType(initial) ?? undefined;
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
