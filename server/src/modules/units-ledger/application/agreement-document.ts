import { PdfWriter, translate, type TextParams } from '../../../platform';
import type { UserSummary } from '../../identity';
import {
  agreementDate,
  agreementNote,
  agreementPaymentKey,
  payTypeKey,
  type AgreementPaymentFacts,
} from '../domain/agreement-rules';
import { centsToDollars } from '../domain/ledger-rules';

/** What an agreement states about its purchase; how it was paid is told by its facts (kind, pay type, card). */
export interface AgreementTransfer extends AgreementPaymentFacts {
  id: string;
  /** The Trx# the agreement is numbered with. */
  no: string;
  units: number;
  unit_value_cents: string;
  /** When the units were posted. */
  created_at: Date;
}

/** The member the agreement is made with: it is written in their language. */
export type AgreementMember = Pick<UserSummary, 'fullName' | 'email' | 'language'>;

export const usd = (dollars: number) =>
  `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const amountLent = (transfer: AgreementTransfer) =>
  usd(centsToDollars(Number(transfer.unit_value_cents) * transfer.units));

type AgreementText = (key: string, params?: TextParams) => string;

/** How the purchase was paid, in the member's language; a pay type outside the known ones as stored. */
function paymentLine(t: AgreementText, transfer: AgreementTransfer): string {
  const key = payTypeKey(transfer.pay_type ?? '');
  const payType = key ? t(`payTypes.${key}`) : (transfer.pay_type ?? '');
  return t(`payment.${agreementPaymentKey(transfer)}`, { payType, ...transfer.card });
}

/** The agreement's paragraphs, in the member's language ('' separates sections). */
export function agreementLines(transfer: AgreementTransfer, member: AgreementMember): string[] {
  const t: AgreementText = (key, params) => translate(member.language, `emails:agreementPdf.${key}`, params);
  const note = agreementNote(transfer);
  const date = agreementDate(new Date(transfer.created_at), member.language);
  return [
    t('numberAndDate', { no: transfer.no, date }),
    '',
    t('parties'),
    t('lender', { name: member.fullName, email: member.email }),
    t('borrower'),
    '',
    t('loan'),
    t('units', { units: transfer.units }),
    t('unitValue', { value: usd(centsToDollars(transfer.unit_value_cents)) }),
    t('amount', { amount: amountLent(transfer) }),
    paymentLine(t, transfer),
    ...(note === null ? [] : [t('note', { narration: note })]),
    '',
    t('terms'),
    t('termsText'),
  ];
}

/**
 * The lending agreement as a PDF (ADR 0012), the same document whether mailed or downloaded: built
 * from the ledger's facts each time, never stored.
 */
export async function agreementPdf(
  transfer: AgreementTransfer,
  member: AgreementMember,
): Promise<{ fileName: string; pdf: Buffer }> {
  const { language } = member;
  const pdf = await PdfWriter.document({
    title: translate(language, 'emails:agreementPdf.title'),
    paragraphs: agreementLines(transfer, member),
    language,
    createdAt: new Date(transfer.created_at),
  });
  return { fileName: translate(language, 'emails:agreementPdf.fileName', { no: transfer.no }), pdf };
}
