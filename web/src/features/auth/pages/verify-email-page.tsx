import { MailOutlined } from '@ant-design/icons';
import { OTP_RESEND_SECONDS } from '@app/libs';
import { Button, Form, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { isCompleteOtp } from '../../../shared/forms/otp';
import { useResendCountdown } from '../../../shared/hooks/use-resend-countdown';
import { useToast } from '../../../shared/hooks/use-toast';
import { homePathFor } from '../../../shared/session/home-path';
import { useCurrentUser } from '../../../shared/session/use-session';
import { AuthCard } from '../../../shared/ui/auth-card';
import { OtpInput } from '../../../shared/ui/otp-input';
import { ResendLabel } from '../../../shared/ui/resend-label';
import { useSendAccountOtpMutation, useVerifyAccountEmailMutation } from '../api/auth.api';

export function VerifyEmailPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const toast = useToast();
  const navigate = useNavigate();
  const [otp, setOtp] = useState('');
  const [sent, setSent] = useState(false);
  const [sendOtp, sending] = useSendAccountOtpMutation();
  const [verify, verifying] = useVerifyAccountEmailMutation();
  const countdown = useResendCountdown();

  // The guard only lets a signed-in, unverified person here.
  if (!user) return null;

  const onSend = async () => {
    try {
      await sendOtp({ email: user.email }).unwrap();
      setSent(true);
      countdown.start(OTP_RESEND_SECONDS);
      toast.success(t('serverMessages.otpSent'));
    } catch (error) {
      const seconds = countdown.startFromRefusal(error);
      if (seconds) toast.error(t('emailVerification.waitBeforeResend', { seconds }));
      else toast.serverError(error);
    }
  };

  const onVerify = async () => {
    try {
      const result = await verify({ otp }).unwrap();
      toast.success(t('serverMessages.emailVerified'));
      navigate(homePathFor(result.data.user.role), { replace: true });
    } catch (error) {
      toast.serverError(error);
    }
  };

  return (
    <AuthCard title={t('verifyEmail.title')} subtitle={t('verifyEmail.subtitle')}>
      <Typography.Paragraph className="verify-email__address">
        <MailOutlined /> <strong>{user.email}</strong>
      </Typography.Paragraph>
      <Button
        block
        onClick={() => void onSend()}
        loading={sending.isLoading}
        disabled={countdown.secondsLeft > 0}
      >
        <ResendLabel
          label={sent ? t('emailVerification.sendAgain') : t('verifyEmail.sendCode')}
          secondsLeft={countdown.secondsLeft}
        />
      </Button>
      <Form layout="vertical" className="verify-email__form" onFinish={() => void onVerify()}>
        <Form.Item label={t('fields.otp')} extra={t('hints.otp')}>
          <Space.Compact block>
            <OtpInput value={otp} onChange={setOtp} aria-label={t('fields.otp')} />
            <Button
              type="primary"
              htmlType="submit"
              disabled={!isCompleteOtp(otp)}
              loading={verifying.isLoading}
            >
              {t('verifyEmail.submit')}
            </Button>
          </Space.Compact>
        </Form.Item>
      </Form>
    </AuthCard>
  );
}
