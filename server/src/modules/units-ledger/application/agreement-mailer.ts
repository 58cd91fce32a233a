import { Injectable } from '@nestjs/common';
import { AppConfig, Mailer, renderEmail, translate, type TextParams } from '../../../platform';
import type { UserSummary } from '../../identity';
import { centsToDollars } from '../domain/ledger-rules';
import { textPdf } from '../infrastructure/simple-pdf';
import type { TransferRow } from '../infrastructure/transfer-row';

const usd = (dollars: number) =>
  `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The lending agreement for a transfer, as a PDF attached to an email sent through the queue. */
@Injectable()
export class AgreementMailer {
  constructor(
    private readonly mailer: Mailer,
    private readonly config: AppConfig,
  ) {}

  agreementLines(transfer: TransferRow, member: UserSummary): string[] {
    const unitValue = centsToDollars(transfer.unit_value_cents);
    const date = new Date(transfer.created_at).toISOString().slice(0, 10);
    return [
      `Agreement number: ${transfer.no}        Date: ${date}`,
      '',
      'Parties',
      `Lender: ${member.fullName} <${member.email}>`,
      'Borrower: the production company of the show, through the Lending Partner Network',
      '',
      'Loan',
      `Units: ${transfer.units}`,
      `Value per unit: ${usd(unitValue)}`,
      `Amount lent: ${usd(unitValue * transfer.units)}`,
      `Narration: ${transfer.narration}`,
      '',
      'Terms',
      'The lender lends the amount above to the production in whole units. The lender may cancel within',
      '72 hours of joining for a full refund; refunds are issued within 72 hours of the request. All',
      'transactions are fulfilled within 72 hours.',
    ];
  }

  async send(transfer: TransferRow, member: UserSummary, to = member.email): Promise<void> {
    const pdf = textPdf('Lending Agreement', this.agreementLines(transfer, member));
    // The email's words come from the translation files, in the member's language (ADR 0011).
    const { language } = member;
    const t = (key: string, params?: TextParams) => translate(language, `emails:agreement.${key}`, params);
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
            filename: `lending-agreement-${transfer.no}.pdf`,
            contentType: 'application/pdf',
            contentBase64: pdf.toString('base64'),
          },
        ],
      },
      `agreement-${transfer.id}`,
    );
  }
}
