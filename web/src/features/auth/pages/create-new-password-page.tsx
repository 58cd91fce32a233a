import { Button, Form } from 'antd';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useServerFormErrors } from '../../../shared/forms/use-server-form-errors';
import { useToast } from '../../../shared/hooks/use-toast';
import { PATHS } from '../../../shared/routing/paths';
import { AuthCard } from '../../../shared/ui/auth-card';
import { ErrorList } from '../../../shared/ui/error-list';
import { PageLoader } from '../../../shared/ui/page-loader';
import { PasswordFields } from '../../../shared/ui/password-fields';
import { useCreateNewPasswordMutation, useVerifyResetLinkQuery } from '../api/auth.api';

interface NewPasswordForm {
  password: string;
  password_confirmation: string;
}

export function CreateNewPasswordPage() {
  const { t } = useTranslation();
  const { id, token } = useParams();
  const navigate = useNavigate();
  const toast = useToast();
  const [form] = Form.useForm<NewPasswordForm>();
  const { errors, report, clear } = useServerFormErrors(form);
  const link = useVerifyResetLinkQuery(id && token ? { id, token } : skipToken);
  const [createNewPassword, { isLoading }] = useCreateNewPasswordMutation();
  const linkInvalid = !id || !token || link.isError || (link.isSuccess && !link.data.valid);

  useEffect(() => {
    if (!linkInvalid) return;
    toast.error(t('toasts.resetLinkInvalid'));
    navigate(PATHS.login, { replace: true });
  }, [linkInvalid, navigate, t, toast]);

  if (linkInvalid || !link.isSuccess) return <PageLoader label={t('resetPassword.checkingLink')} />;

  const onFinish = async (values: NewPasswordForm) => {
    clear();
    try {
      await createNewPassword({
        id: id as string,
        token: token as string,
        ...values,
      }).unwrap();
      toast.success(t('serverMessages.passwordReset'));
      navigate(PATHS.login, { replace: true });
    } catch (error) {
      report(error);
    }
  };

  return (
    <AuthCard title={t('resetPassword.title')} subtitle={t('resetPassword.subtitle')}>
      <ErrorList messages={errors} />
      <Form
        form={form}
        layout="vertical"
        onFinish={onFinish}
        requiredMark={false}
        className="form-after-errors"
      >
        <PasswordFields labelKey="fields.newPassword" />
        <Button type="primary" htmlType="submit" block size="large" loading={isLoading}>
          {t('resetPassword.submit')}
        </Button>
      </Form>
    </AuthCard>
  );
}
