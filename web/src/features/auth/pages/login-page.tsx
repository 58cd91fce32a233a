import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useServerFormErrors } from '../../../shared/forms/use-server-form-errors';
import { useToast } from '../../../shared/hooks/use-toast';
import { PATHS } from '../../../shared/routing/paths';
import { homePathFor } from '../../../shared/session/home-path';
import { isCompleteOtp } from '../../../shared/forms/otp';
import { AuthCard } from '../../../shared/ui/auth-card';
import { OtpInput } from '../../../shared/ui/otp-input';
import { useLoginMutation, type LoginArgs } from '../api/auth.api';

export function LoginPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<LoginArgs>();
  const [login, { isLoading }] = useLoginMutation();
  const { report } = useServerFormErrors(form);
  const toast = useToast();
  const navigate = useNavigate();
  // Set once the server asks for the emailed code (an account under many failed sign-ins, ADR 0016).
  const [codeRequired, setCodeRequired] = useState(false);

  const signIn = async ({ email, password, code }: LoginArgs) => {
    try {
      const result = await login(
        codeRequired && code ? { email, password, code } : { email, password },
      ).unwrap();
      navigate(homePathFor(result.data.user.role), { replace: true });
    } catch (error) {
      const failure = report(error);
      if (failure.code === 'AUTH.LOGIN_CODE_REQUIRED') setCodeRequired(true);
      toast.serverError(failure);
    }
  };

  /** Without a code the server mails a new one (when the password is right). */
  const sendNewCode = async () => {
    const credentials = await form.validateFields(['email', 'password']).catch(() => null);
    if (!credentials) return; // the fields show what is missing
    form.setFieldValue('code', '');
    await signIn({ email: credentials.email, password: credentials.password });
  };

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      <Form form={form} layout="vertical" onFinish={signIn} requiredMark={false} disabled={isLoading}>
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
        {codeRequired && (
          <>
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              title={t('login.codeTitle')}
              description={t('login.codeHint')}
            />
            <Form.Item
              name="code"
              label={t('login.code')}
              rules={[
                {
                  validator: (_rule, value: string | undefined) =>
                    isCompleteOtp(value ?? '')
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('login.codeRequired'))),
                },
              ]}
            >
              <OtpInput aria-label={t('login.code')} autoFocus />
            </Form.Item>
          </>
        )}
        <div className="form-row-end">
          {codeRequired && (
            <Button
              type="link"
              style={{ height: 'auto', padding: 0, marginInlineEnd: 16 }}
              onClick={() => void sendNewCode()}
            >
              {t('login.sendNewCode')}
            </Button>
          )}
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
