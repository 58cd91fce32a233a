import { SaveOutlined } from '@ant-design/icons';
import { Button, Form, Input, Typography } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { asAppError } from '../../../shared/api/app-error';
import { formatCents } from '../../../shared/format/format-money';
import { useToast } from '../../../shared/hooks/use-toast';
import { useSavePayoutMutation } from '../api/seasons.api';
import type { SeasonView } from '../api/seasons.types';
import { centsToDollarsInput, payoutProblem } from './payout-amount';
import { seasonLabel } from './season-label';
import { useCodedErrorText } from './use-coded-error';

interface Values {
  amount: string;
}

/** The season's payout in dollars: half to each pool. Saving it again recomputes the shares. */
export function PayoutForm({ season }: { season: SeasonView }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const codedText = useCodedErrorText();
  const [form] = Form.useForm<Values>();
  const [save, { isLoading }] = useSavePayoutMutation();
  const id = useId();
  const statusId = `${id}-status`;

  const submit = async ({ amount }: Values) => {
    try {
      toast.success((await save({ season: season.no, amount: amount.trim() }).unwrap()).message);
    } catch (caught) {
      const error = asAppError(caught);
      const text = codedText(error);
      if (error.fields.amount || error.code === 'POOL.AMOUNT_INVALID') {
        form.setFields([{ name: 'amount', errors: [error.fields.amount ?? text] }]);
      } else {
        toast.error(text);
      }
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      className="pools-payout"
      initialValues={{ amount: centsToDollarsInput(season.payoutCents) }}
      onFinish={(values) => void submit(values)}
    >
      <Form.Item
        name="amount"
        htmlFor={id}
        label={t('seasons.payout.label', { season: seasonLabel(t, season) })}
        validateTrigger="onSubmit"
        rules={[
          {
            validator: async (_rule, value: string | undefined) => {
              const problem = payoutProblem(value ?? '');
              if (problem) throw new Error(t(`seasons.payout.${problem}`));
            },
          },
        ]}
      >
        <Input
          id={id}
          inputMode="decimal"
          prefix="$"
          autoComplete="off"
          placeholder={t('seasons.payout.placeholder')}
          aria-describedby={statusId}
        />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        icon={<SaveOutlined />}
        loading={isLoading}
        className="pools-payout__save"
      >
        {t('seasons.payout.save')}
      </Button>
      <Typography.Text type="secondary" id={statusId} className="pools-payout__status">
        {season.payoutCents === null
          ? t('seasons.payout.none')
          : t('seasons.payout.current', { amount: formatCents(season.payoutCents, i18n.language) })}
      </Typography.Text>
    </Form>
  );
}
