import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useServerFormErrors } from '../../../shared/forms/use-server-form-errors';
import { useToast } from '../../../shared/hooks/use-toast';
import { ErrorList } from '../../../shared/ui/error-list';
import { PasswordFields } from '../../../shared/ui/password-fields';
import { useChangePasswordMutation, type ChangePasswordArgs } from '../api/account.api';

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const [form] = Form.useForm<ChangePasswordArgs>();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const { errors, report, clear } = useServerFormErrors(form);

  const onFinish = async (values: ChangePasswordArgs) => {
    clear();
    try {
      await changePassword(values).unwrap();
      toast.success(t('serverMessages.passwordChanged'));
      form.resetFields();
    } catch (error) {
      report(error);
    }
  };

  return (
    <div className="settings-form">
      <ErrorList messages={errors} />
      <Form form={form} layout="vertical" onFinish={onFinish} className="form-after-errors">
        <Form.Item
          name="old_password"
          label={t('fields.oldPassword')}
          rules={[{ required: true, message: t('validation.oldPasswordRequired') }]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <PasswordFields labelKey="fields.newPassword" />
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {t('settings.changePasswordSubmit')}
        </Button>
      </Form>
    </div>
  );
}
