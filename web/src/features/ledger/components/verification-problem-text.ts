import type { UnitsAndCents, VerificationAccount, VerificationProblem } from '@app/libs';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../../shared/format/format-date';
import { formatDollars } from '../../../shared/format/format-money';

const TRANSFER_TYPES = ['transfer', 'pending', 'post', 'void', 'reversal'] as const;
type TransferType = (typeof TRANSFER_TYPES)[number];
const isTransferType = (type: string): type is TransferType =>
  (TRANSFER_TYPES as readonly string[]).includes(type);

/** A transfer row's type in words ("Approval", not "post"). */
export function transferTypeText(t: TFunction, type: string): string {
  return isTransferType(type) ? t(`ledger.audit.transferTypes.${type}`) : type;
}

/** "Paid units of Jane Roe (jane@example.com)", "Issuer": never an account code. */
export function accountText(t: TFunction, account: VerificationAccount): string {
  const kind = t(`ledger.accounts.${account.kind}`);
  if (!account.member) return kind;
  const { fullName, email } = account.member;
  const member = fullName
    ? t('ledger.audit.memberWithEmail', { name: fullName, email })
    : email || t('ledger.deletedUser');
  return t('ledger.audit.accountOf', { account: kind, member });
}

const amountText = (t: TFunction, locale: string, { units, cents }: UnitsAndCents) => {
  const unitsText = t('ledger.audit.units', { count: units });
  return cents === 0
    ? unitsText
    : t('ledger.audit.unitsAndDollars', { units: unitsText, dollars: formatDollars(cents / 100, locale) });
};

/** One problem of a verification run in the reader's language, built from its fields. */
export function problemText(t: TFunction, problem: VerificationProblem, locale: string): string {
  const units = (count: number) => t('ledger.audit.units', { count });
  switch (problem.check) {
    case 'transfer-sum':
      return t('ledger.audit.problem.transfer-sum', {
        no: problem.transferNo,
        sum: amountText(t, locale, problem.sum),
      });
    case 'transfer-legs':
      return t('ledger.audit.problem.transfer-legs', {
        no: problem.transferNo,
        type: transferTypeText(t, problem.type),
        count: problem.legs,
        expected: problem.expected,
      });
    case 'posting-count':
      return t('ledger.audit.problem.posting-count', {
        postings: problem.postings,
        moving: problem.movingTransfers,
      });
    case 'balance':
      return t('ledger.audit.problem.balance', {
        account: accountText(t, problem.account),
        balance: amountText(t, locale, problem.balance),
        postings: amountText(t, locale, problem.postings),
      });
    case 'pending-units':
      return t('ledger.audit.problem.pending-units', {
        account: accountText(t, problem.account),
        pending: units(problem.pendingUnits),
        expected: units(problem.expected),
      });
    case 'negative-balance':
      return t('ledger.audit.problem.negative-balance', {
        account: accountText(t, problem.account),
        units: problem.units,
      });
    case 'event-hash':
      return t('ledger.audit.problem.event-hash', { seq: problem.seq, type: problem.type });
    case 'events-skipped':
      return t('ledger.audit.problem.events-skipped', { count: problem.count });
    case 'anchor-unsigned':
      return t('ledger.audit.problem.anchor-unsigned', { line: problem.line });
    case 'anchor-unknown-key':
      return t('ledger.audit.problem.anchor-unknown-key', { line: problem.line, keyId: problem.keyId });
    case 'anchor-missing':
      return t('ledger.audit.problem.anchor-missing', {
        seal: problem.sealNo,
        when: formatDateTime(problem.anchoredAt),
        head: problem.head,
      });
    case 'anchor-rewritten':
      return t('ledger.audit.problem.anchor-rewritten', {
        seal: problem.sealNo,
        when: formatDateTime(problem.anchoredAt),
      });
    default:
      return (problem as { message: string }).message;
  }
}
