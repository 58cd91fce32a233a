import { CheckCircleFilled } from '@ant-design/icons';
import { Button, Form, Input, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isCompleteOtp } from '../../../shared/forms/otp';
import { ResendLabel } from '../../../shared/ui/resend-label';
import { OtpInput } from '../../../shared/ui/otp-input';
import type { useEmailVerification } from './use-email-verification';

type Verification = ReturnType<typeof useEmailVerification>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function EmailVerificationField({ verification }: { verification: Verification }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const email = Form.useWatch<string | undefined>('email', form) ?? '';
  const [otp, setOtp] = useState('');
  const { stage } = verification;
  const verified = stage === 'verified';
  const submitCode = () => {
    if (isCompleteOtp(otp) && !verification.verifying) void verification.verify(email.trim(), otp);
  };

  return (
    <>
      <Form.Item label={t('fields.email')} required extra={verified ? undefined : t('hints.verifyEmail')}>
        <Space.Compact block>
          <Form.Item
            name="email"
            noStyle
            rules={[
              { required: true, message: t('validation.emailRequired') },
              { type: 'email', message: t('validation.emailInvalid') },
            ]}
          >
            <Input
              autoComplete="email"
              inputMode="email"
              readOnly={verified}
              className={verified ? 'email-verified-input' : undefined}
              aria-label={t('fields.email')}
              onChange={() => {
                if (stage === 'sent') verification.restart();
              }}
              suffix={
                verified ? (
                  <Tag color="success" icon={<CheckCircleFilled />} className="verified-tag">
                    {t('emailVerification.verified')}
                  </Tag>
                ) : undefined
              }
            />
          </Form.Item>
          {verified ? null : (
            <Button
              type="primary"
              loading={verification.sending}
              disabled={!EMAIL_PATTERN.test(email.trim()) || verification.resendIn > 0}
              onClick={() => void verification.send(email.trim())}
            >
              <ResendLabel
                label={stage === 'sent' ? t('emailVerification.sendAgain') : t('emailVerification.verify')}
                secondsLeft={verification.resendIn}
              />
            </Button>
          )}
        </Space.Compact>
      </Form.Item>
      {stage === 'sent' ? (
        <Form.Item label={t('fields.otp')} extra={t('hints.otpSentTo', { email })}>
          <Space.Compact block>
            <OtpInput
              value={otp}
              onChange={setOtp}
              aria-label={t('fields.otp')}
              // Enter here means "this is the code", not "register": the form around is the registration.
              onPressEnter={(event) => {
                event.preventDefault();
                submitCode();
              }}
            />
            <Button
              type="primary"
              disabled={!isCompleteOtp(otp)}
              loading={verification.verifying}
              onClick={submitCode}
            >
              {t('emailVerification.submitCode')}
            </Button>
          </Space.Compact>
        </Form.Item>
      ) : null}
    </>
  );
}
