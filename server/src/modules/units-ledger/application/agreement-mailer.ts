import { Injectable } from '@nestjs/common';
import { AppConfig, Mailer, renderEmail, translate, type TextParams } from '../../../platform';
import {
  agreementLines,
  agreementPdf,
  amountLent,
  type AgreementMember,
  type AgreementTransfer,
} from './agreement-document';

export type { AgreementTransfer } from './agreement-document';

/**
 * The lending agreement of a purchase: a PDF in the member's language attached to an email in the
 * same language (ADR 0011, 0012, 0033), queued once per event by the key its reaction passes.
 */
@Injectable()
export class AgreementMailer {
  constructor(
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
  ) {}

  agreementLines(transfer: AgreementTransfer, member: AgreementMember): string[] {
    return agreementLines(transfer, member);
  }

  async send(
    transfer: AgreementTransfer,
    member: AgreementMember,
    to = member.email,
    dedupeKey?: string,
  ): Promise<void> {
    const { language } = member;
    const t = (key: string, params?: TextParams) => translate(language, `emails:agreement.${key}`, params);
    const { fileName, pdf } = await agreementPdf(transfer, member);
    await this.mailer.enqueue(
      {
        to,
        subject: t('subject', { no: transfer.no }),
        ...renderEmail({
          language,
          title: t('title'),
          paragraphs: [
            t('greeting', { name: member.fullName }),
            t('body', { units: transfer.units, amount: amountLent(transfer) }),
          ],
          action: { label: t('action'), url: `${this.config.PUBLIC_URL.replace(/\/$/, '')}/transactions` },
        }),
        attachments: [
          { filename: fileName, contentType: 'application/pdf', contentBase64: pdf.toString('base64') },
        ],
      },
      dedupeKey ?? `agreement-${transfer.id}`,
    );
  }
}
