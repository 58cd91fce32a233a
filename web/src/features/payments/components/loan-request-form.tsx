import { Button, Form, InputNumber, Select, Typography } from 'antd';
import {
  LOAN_FREQUENCIES,
  PAY_TYPES,
  type LoanFrequency,
  type LoanRequestPayload,
  type PayType,
} from '@app/libs';
import { useTranslation } from 'react-i18next';
import { formatDollars } from '../../../shared/format/format-money';
import { isWholeUnits, loanTotal } from './loan-rules';

export interface LoanFormValues {
  amount?: number | null;
  payment_frequency?: LoanFrequency;
  pay_type?: PayType;
}

export const LOAN_DEFAULTS: LoanFormValues = { amount: 100 };

/** Buy Units: an amount paid once or four times; the total buys whole units only. */
export function LoanRequestForm({
  dollarsPerUnit,
  submitting,
  onEdit,
  onSubmit,
}: {
  dollarsPerUnit: number;
  submitting: boolean;
  onEdit: () => void;
  onSubmit: (payload: LoanRequestPayload) => void;
}) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<LoanFormValues>();
  const amount = Form.useWatch('amount', form);
  const frequency = Form.useWatch('payment_frequency', form);
  const total = typeof amount === 'number' && frequency ? loanTotal(amount, frequency) : null;
  const showTotal = total !== null && total > 0 && isWholeUnits(total, dollarsPerUnit);

  const finish = (values: LoanFormValues) => {
    if (typeof values.amount !== 'number' || !values.payment_frequency || !values.pay_type) return;
    onSubmit({
      amount: values.amount,
      total_amount: loanTotal(values.amount, values.payment_frequency),
      payment_frequency: values.payment_frequency,
      pay_type: values.pay_type,
    });
  };

  return (
    <Form<LoanFormValues>
      form={form}
      layout="vertical"
      initialValues={LOAN_DEFAULTS}
      onValuesChange={onEdit}
      onFinish={finish}
    >
      <Form.Item
        name="amount"
        label={t('payments.loan.amount')}
        dependencies={['payment_frequency']}
        rules={[
          { required: true, message: t('payments.loan.amountRequired') },
          {
            validator: (_rule, value: number | null | undefined) =>
              typeof value !== 'number' || value > 0
                ? Promise.resolve()
                : Promise.reject(new Error(t('payments.loan.amountPositive'))),
          },
          ({ getFieldValue }) => ({
            validator: (_rule, value: number | null | undefined) => {
              const chosen = getFieldValue('payment_frequency') as LoanFrequency | undefined;
              if (typeof value !== 'number' || value <= 0 || !chosen) return Promise.resolve();
              return isWholeUnits(loanTotal(value, chosen), dollarsPerUnit)
                ? Promise.resolve()
                : Promise.reject(new Error(t('payments.loan.wholeUnits', { amount: dollarsPerUnit })));
            },
          }),
        ]}
      >
        <InputNumber className="full-width" step={1} precision={0} prefix="$" />
      </Form.Item>
      <Form.Item
        name="payment_frequency"
        label={t('payments.loan.frequency')}
        rules={[{ required: true, message: t('payments.loan.frequencyRequired') }]}
      >
        <Select
          placeholder={t('payments.loan.frequencyPlaceholder')}
          options={LOAN_FREQUENCIES.map((value) => ({
            value,
            label: t(`payments.loan.frequencies.${value}`),
          }))}
        />
      </Form.Item>
      <Form.Item
        name="pay_type"
        label={t('payments.loan.payType')}
        rules={[{ required: true, message: t('payments.loan.payTypeRequired') }]}
      >
        <Select
          placeholder={t('payments.loan.payTypePlaceholder')}
          options={PAY_TYPES.map((value) => ({ value, label: t(`payTypes.${value}`) }))}
        />
      </Form.Item>
      {showTotal ? (
        <Typography.Paragraph strong className="loan-form__total" aria-live="polite">
          {t('payments.loan.total', {
            total: formatDollars(total, i18n.language),
            count: total / dollarsPerUnit,
          })}
        </Typography.Paragraph>
      ) : null}
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        {t('payments.loan.submit')}
      </Button>
    </Form>
  );
}
