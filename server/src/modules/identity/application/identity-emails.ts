import { OTP_TTL_SECONDS } from '@app/libs';
import { MailMessage, renderEmail } from '../../../platform';

export function verificationCodeEmail(to: string, code: string): MailMessage {
  return {
    to,
    subject: 'Your verification code',
    ...renderEmail({
      title: 'Verify your email',
      paragraphs: [
        `Use this code to verify your email address. It expires in ${OTP_TTL_SECONDS / 60} minutes.`,
      ],
      code,
      footer: 'If you did not ask for this code, you can ignore this email.',
    }),
  };
}

export function passwordResetEmail(to: string, name: string, url: string): MailMessage {
  return {
    to,
    subject: 'Reset your password',
    ...renderEmail({
      title: 'Reset your password',
      paragraphs: [
        `Hello ${name},`,
        'We received a request to reset your password. The link is valid for 60 minutes.',
      ],
      action: { label: 'Reset Password', url },
      footer:
        'If you did not ask for a new password, you can ignore this email; your password stays the same.',
    }),
  };
}

export function welcomeEmail(to: string, name: string, link: string): MailMessage {
  return {
    to,
    subject: 'Welcome to the lending partner network',
    ...renderEmail({
      title: `Welcome, ${name}`,
      paragraphs: [
        'Your account is ready. Share your referral link to invite others into your network:',
        link,
      ],
      footer: 'You can cancel within 72 hours of joining for a full refund.',
    }),
  };
}
