import { Button, Card, Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PAY_TYPES, type TransferUnitsPayload } from '@app/libs';
import { useServerFormErrors } from '../../../shared/forms/use-server-form-errors';
import { useSubmissionKeys } from '../../../shared/hooks/use-submission-keys';
import { PATHS } from '../../../shared/routing/paths';
import { ErrorList } from '../../../shared/ui/error-list';
import { ChoiceRadios, NATIVE_FIELD, NumberField, numberFromEvent } from '../../../shared/ui/native-fields';
import { useTransferUnitsMutation } from '../api/ledger.api';
import { UserPicker } from '../components/user-picker';
import { useLedgerToast } from '../components/use-ledger-toast';
import '../ledger.css';

type TransferForm = TransferUnitsPayload;

/** /admin/transactions/create: moves units to a member once, however often the button is pressed. */
export function TransferUnitsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useLedgerToast();
  const [form] = Form.useForm<TransferForm>();
  const { errors, report, clear } = useServerFormErrors(form);
  const [transfer, { isLoading }] = useTransferUnitsMutation();
  // One key per filled form: a double click or a retry of the same fill moves the units once.
  const submissions = useSubmissionKeys();

  const submit = async (values: TransferForm) => {
    clear();
    try {
      const result = await transfer({ body: values, idempotencyKey: submissions.keyFor() }).unwrap();
      submissions.renew();
      // A retried form (same idempotency key) moved nothing new: say so rather than 'transferred'.
      toast.success(
        t(
          result.data.duplicate
            ? 'ledger.serverMessages.alreadyTransferred'
            : 'ledger.serverMessages.transferred',
        ),
      );
      navigate(PATHS.adminTransactions);
    } catch (error) {
      report(error);
    }
  };

  return (
    <div className="page page-narrow ledger-page">
      <Typography.Title level={1} className="page__title">
        {t('ledger.transfer.title')}
      </Typography.Title>
      <Card>
        <ErrorList messages={errors} />
        <Form<TransferForm>
          form={form}
          layout="vertical"
          className={errors.length ? 'form-after-errors' : undefined}
          initialValues={{ send_email: 'No' }}
          onValuesChange={() => submissions.renew()}
          onFinish={(values) => void submit(values)}
        >
          <Form.Item
            name="pay_type"
            label={t('ledger.fields.payType')}
            rules={[{ required: true, message: t('ledger.serverMessages.selectPayType') }]}
          >
            <Select
              placeholder={t('ledger.placeholders.payType')}
              options={PAY_TYPES.map((value) => ({
                value,
                label: t(`payTypes.${value}`),
              }))}
            />
          </Form.Item>
          <Form.Item
            name="units"
            label={t('ledger.fields.units')}
            getValueFromEvent={numberFromEvent}
            rules={[
              { required: true, message: t('ledger.serverMessages.atLeastOneUnit') },
              { type: 'integer', min: 1, message: t('ledger.serverMessages.atLeastOneUnit') },
            ]}
          >
            <NumberField />
          </Form.Item>
          <Form.Item
            name="user"
            label={t('ledger.fields.recipient')}
            rules={[{ required: true, message: t('ledger.serverMessages.selectUser') }]}
          >
            <UserPicker />
          </Form.Item>
          <Form.Item
            name="narration"
            label={t('ledger.fields.narration')}
            rules={[
              { required: true, whitespace: true, message: t('ledger.serverMessages.narrationRequired') },
            ]}
          >
            <textarea rows={3} maxLength={500} className={NATIVE_FIELD} />
          </Form.Item>
          <Form.Item name="send_email" label={t('ledger.fields.sendEmail')}>
            <ChoiceRadios
              label={t('ledger.fields.sendEmail')}
              options={[
                { value: 'Yes', label: t('yesNo.Yes') },
                { value: 'No', label: t('yesNo.No') },
              ]}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            {t('ledger.transfer.submit')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
