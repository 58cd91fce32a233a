import { MailOutlined } from '@ant-design/icons';
import { Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useServerFormErrors } from '../../../shared/forms/use-server-form-errors';
import { useToast } from '../../../shared/hooks/use-toast';
import { PATHS } from '../../../shared/routing/paths';
import { AuthCard } from '../../../shared/ui/auth-card';
import { useForgotPasswordMutation } from '../api/auth.api';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ email: string }>();
  const [sendResetEmail, { isLoading }] = useForgotPasswordMutation();
  const { report } = useServerFormErrors(form);
  const toast = useToast();
  const navigate = useNavigate();

  const onFinish = async (values: { email: string }) => {
    try {
      await sendResetEmail(values).unwrap();
      toast.success(t('serverMessages.resetEmailSent'));
      navigate(PATHS.login);
    } catch (error) {
      toast.serverError(report(error));
    }
  };

  return (
    <AuthCard title={t('forgotPassword.title')} subtitle={t('forgotPassword.subtitle')}>
      <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false}>
        <Form.Item
          name="email"
          label={t('fields.email')}
          rules={[
            { required: true, message: t('validation.emailRequired') },
            { type: 'email', message: t('validation.emailInvalid') },
          ]}
        >
          <Input prefix={<MailOutlined />} autoComplete="email" inputMode="email" disabled={isLoading} />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" disabled={isLoading}>
          {isLoading ? t('common.loading') : t('forgotPassword.submit')}
        </Button>
      </Form>
      <Typography.Paragraph className="auth-card__footer">
        <Link to={PATHS.login}>{t('forgotPassword.backToLogin')}</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
