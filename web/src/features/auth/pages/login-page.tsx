import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useServerFormErrors } from '../../../shared/forms/use-server-form-errors';
import { useToast } from '../../../shared/hooks/use-toast';
import { PATHS } from '../../../shared/routing/paths';
import { homePathFor } from '../../../shared/session/home-path';
import { AuthCard } from '../../../shared/ui/auth-card';
import { useLoginMutation, type LoginArgs } from '../api/auth.api';

export function LoginPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<LoginArgs>();
  const [login, { isLoading }] = useLoginMutation();
  const { report } = useServerFormErrors(form);
  const toast = useToast();
  const navigate = useNavigate();

  const onFinish = async (values: LoginArgs) => {
    try {
      const result = await login(values).unwrap();
      navigate(homePathFor(result.data.user.role), { replace: true });
    } catch (error) {
      toast.serverError(report(error));
    }
  };

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} disabled={isLoading}>
        <Form.Item
          name="email"
          label={t('fields.email')}
          rules={[
            { required: true, message: t('validation.emailRequired') },
            { type: 'email', message: t('validation.emailInvalid') },
          ]}
        >
          <Input prefix={<MailOutlined />} autoComplete="email" inputMode="email" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('fields.password')}
          rules={[{ required: true, message: t('validation.passwordRequired') }]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
        </Form.Item>
        <div className="form-row-end">
          <Link to={PATHS.forgotPassword}>{t('login.forgotPassword')}</Link>
        </div>
        <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>
          {t('login.submit')}
        </Button>
      </Form>
      <Typography.Paragraph className="auth-card__footer">
        {t('login.noAccount')} <Link to={PATHS.register}>{t('login.createOne')}</Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}
