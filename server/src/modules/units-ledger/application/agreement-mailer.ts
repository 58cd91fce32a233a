import { Injectable } from '@nestjs/common';
import { AppConfig, Mailer, PdfWriter, renderEmail, translate, type TextParams } from '../../../platform';
import type { UserSummary } from '../../identity';
import { centsToDollars } from '../domain/ledger-rules';
import type { TransferRow } from '../infrastructure/transfer-row';

/** What an agreement states about its transfer. */
export type AgreementTransfer = Pick<
  TransferRow,
  'id' | 'no' | 'units' | 'unit_value_cents' | 'narration' | 'created_at'
>;

const usd = (dollars: number) =>
  `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The lending agreement for a transfer: a PDF in the member's language attached to an email in the
 * same language (ADR 0011, 0012), queued once per transfer.
 */
@Injectable()
export class AgreementMailer {
  constructor(
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
  ) {}

  agreementLines(transfer: AgreementTransfer, member: UserSummary): string[] {
    const t = (key: string, params?: TextParams) =>
      translate(member.language, `emails:agreementPdf.${key}`, params);
    const unitValue = centsToDollars(transfer.unit_value_cents);
    const date = new Date(transfer.created_at).toISOString().slice(0, 10);
    return [
      t('numberAndDate', { no: transfer.no, date }),
      '',
      t('parties'),
      t('lender', { name: member.fullName, email: member.email }),
      t('borrower'),
      '',
      t('loan'),
      t('units', { units: transfer.units }),
      t('unitValue', { value: usd(unitValue) }),
      t('amount', { amount: usd(unitValue * transfer.units) }),
      t('narration', { narration: transfer.narration }),
      '',
      t('terms'),
      t('termsText'),
    ];
  }

  async send(
    transfer: AgreementTransfer,
    member: UserSummary,
    to = member.email,
    dedupeKey?: string,
  ): Promise<void> {
    const { language } = member;
    const t = (key: string, params?: TextParams) => translate(language, `emails:agreement.${key}`, params);
    const pdf = await PdfWriter.document({
      title: translate(language, 'emails:agreementPdf.title'),
      paragraphs: this.agreementLines(transfer, member),
      language,
      createdAt: new Date(transfer.created_at),
    });
    const amount = usd(centsToDollars(transfer.unit_value_cents) * transfer.units);
    await this.mailer.enqueue(
      {
        to,
        subject: t('subject', { no: transfer.no }),
        ...renderEmail({
          language,
          title: t('title'),
          paragraphs: [
            t('greeting', { name: member.fullName }),
            t('body', { units: transfer.units, amount }),
          ],
          action: { label: t('action'), url: `${this.config.PUBLIC_URL.replace(/\/$/, '')}/home` },
        }),
        attachments: [
          {
            filename: translate(language, 'emails:agreementPdf.fileName', { no: transfer.no }),
            contentType: 'application/pdf',
            contentBase64: pdf.toString('base64'),
          },
        ],
      },
      dedupeKey ?? `agreement-${transfer.id}`,
    );
  }
}
