import { Button, Card, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useServerFormErrors } from '../../../shared/forms/use-server-form-errors';
import { useToast } from '../../../shared/hooks/use-toast';
import { ErrorList } from '../../../shared/ui/error-list';
import { PasswordFields } from '../../../shared/ui/password-fields';
import { useUpdatePasswordMutation } from '../api/back-office.api';

interface PasswordValues {
  password: string;
  password_confirmation: string;
}

/** Sets another user's password; the server signs that user out everywhere. */
export function UpdatePasswordCard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [form] = Form.useForm<PasswordValues>();
  const { errors, report, clear } = useServerFormErrors(form);
  const [update, { isLoading }] = useUpdatePasswordMutation();

  const submit = async (values: PasswordValues) => {
    clear();
    try {
      await update({ id: userId, ...values }).unwrap();
      toast.success(t('backOffice.view.passwordUpdated'));
      form.resetFields();
    } catch (error) {
      report(error);
    }
  };

  return (
    <Card title={t('backOffice.view.updatePassword')}>
      <ErrorList messages={errors} />
      <Form<PasswordValues>
        form={form}
        layout="vertical"
        name="update-password"
        className={errors.length ? 'form-after-errors' : undefined}
        onFinish={(values) => void submit(values)}
      >
        <PasswordFields />
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {t('backOffice.view.updatePassword')}
        </Button>
      </Form>
    </Card>
  );
}
