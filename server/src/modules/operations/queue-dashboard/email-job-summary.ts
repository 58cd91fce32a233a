import type { MailMessage } from '../../../platform';

/**
 * What the dashboard shows of an email job: whom it goes to and about what. Never its text: sign-in
 * and verification codes and password reset links travel in it, and an Admin reading a
 * SuperAdmin's reset link could take that account over (ADR 0046).
 */
export function emailJobSummary(data: Partial<MailMessage> | null | undefined) {
  return {
    to: data?.to ?? null,
    subject: data?.subject ?? null,
    attachments: (data?.attachments ?? []).map((attachment) => attachment.filename),
  };
}
