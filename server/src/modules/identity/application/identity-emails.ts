import { OTP_TTL_SECONDS, type LanguageCode } from '@app/libs';
import { MailMessage, renderEmail, translate, type TextParams } from '../../../platform';

/** The texts of one email of the `emails` translation file, in the recipient's language. */
const textsOf =
  (language: LanguageCode, email: string) =>
  (key: string, params?: TextParams): string =>
    translate(language, `emails:${email}.${key}`, params);

export function verificationCodeEmail(to: string, code: string, language: LanguageCode): MailMessage {
  const t = textsOf(language, 'verificationCode');
  return {
    to,
    subject: t('subject'),
    ...renderEmail({
      language,
      title: t('title'),
      paragraphs: [t('body', { minutes: OTP_TTL_SECONDS / 60 })],
      code,
      footer: t('footer'),
    }),
  };
}

/** The code that completes a sign-in while the account is under many failed attempts (ADR 0016). */
export function signInCodeEmail(to: string, code: string, language: LanguageCode): MailMessage {
  const t = textsOf(language, 'signInCode');
  return {
    to,
    subject: t('subject'),
    ...renderEmail({
      language,
      title: t('title'),
      paragraphs: [t('body'), t('expiry', { minutes: OTP_TTL_SECONDS / 60 })],
      code,
      footer: t('footer'),
    }),
  };
}

export function passwordResetEmail(
  to: string,
  name: string,
  url: string,
  language: LanguageCode,
): MailMessage {
  const t = textsOf(language, 'passwordReset');
  return {
    to,
    subject: t('subject'),
    ...renderEmail({
      language,
      title: t('title'),
      paragraphs: [t('greeting', { name }), t('body')],
      action: { label: t('action'), url },
      footer: t('footer'),
    }),
  };
}

export function welcomeEmail(to: string, name: string, link: string, language: LanguageCode): MailMessage {
  const t = textsOf(language, 'welcome');
  return {
    to,
    subject: t('subject'),
    ...renderEmail({
      language,
      title: t('title', { name }),
      paragraphs: [t('body'), link],
      footer: t('footer'),
    }),
  };
}
