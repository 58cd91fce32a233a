import type { LedgerAccountKind, UnitsAndCents, VerificationAccount, VerificationProblem } from '@app/libs';

/** People's words for the account kinds, the same as the audit page's. */
const ACCOUNT_WORDS: Record<LedgerAccountKind, string> = {
  member_paid: 'Paid units',
  member_loyalty: 'Free units',
  issuer: 'Issuer',
  loyalty_issuer: 'Free units issuer',
};

/** "Paid units of Jane Roe (jane@example.com)", "Issuer". */
export function accountInWords(account: VerificationAccount): string {
  const words = ACCOUNT_WORDS[account.kind] ?? account.kind;
  if (!account.member) return words;
  const { id, fullName, email } = account.member;
  // A member the directory no longer knows is still named, by id.
  const who = fullName ? `${fullName} (${email})` : email || `member ${id}`;
  return `${words} of ${who}`;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const dollars = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const amount = ({ units, cents }: UnitsAndCents) =>
  cents === 0 ? plural(units, 'unit') : `${plural(units, 'unit')} (${dollars(cents)})`;

/** Each rule the verifier checks, as a problem with its English sentence. */
export const Problem = {
  transferSum: (transferNo: string, sum: UnitsAndCents): VerificationProblem => ({
    check: 'transfer-sum',
    transferNo,
    sum,
    message: `Transfer #${transferNo}: its postings add up to ${amount(sum)} instead of zero.`,
  }),
  transferLegs: (transferNo: string, type: string, legs: number): VerificationProblem => {
    const expected = legsOf(type);
    return {
      check: 'transfer-legs',
      transferNo,
      type,
      legs,
      expected,
      message: `Transfer #${transferNo} (${type}) has ${plural(legs, 'posting')} instead of ${expected}.`,
    };
  },
  postingCount: (postings: number, movingTransfers: number): VerificationProblem => ({
    check: 'posting-count',
    postings,
    movingTransfers,
    message: `${plural(postings, 'posting')} for ${plural(movingTransfers, 'transfer')} that move units (two postings each).`,
  }),
  balance: (
    account: VerificationAccount,
    balance: UnitsAndCents,
    postings: UnitsAndCents,
  ): VerificationProblem => ({
    check: 'balance',
    account,
    balance,
    postings,
    message: `${accountInWords(account)}: the balance says ${amount(balance)}, its postings add up to ${amount(postings)}.`,
  }),
  pendingUnits: (
    account: VerificationAccount,
    pendingUnits: number,
    expected: number,
  ): VerificationProblem => ({
    check: 'pending-units',
    account,
    pendingUnits,
    expected,
    message: `${accountInWords(account)}: ${plural(pendingUnits, 'unit')} shown as pending, the pending transfers hold ${expected}.`,
  }),
  negativeBalance: (account: VerificationAccount, units: number): VerificationProblem => ({
    check: 'negative-balance',
    account,
    units,
    message: `${accountInWords(account)}: the balance is below zero (${units}).`,
  }),
  eventHash: (seq: string, type: string): VerificationProblem => ({
    check: 'event-hash',
    seq,
    type,
    message: `Event ${seq} (${type}) does not match the hash chain: it was changed after it was sealed.`,
  }),
  eventsSkipped: (count: number): VerificationProblem => ({
    check: 'events-skipped',
    count,
    message: `${plural(count, 'committed event')} older than the last seal ${count === 1 ? 'is' : 'are'} missing from the hash chain.`,
  }),
};

/** Postings a transfer row must have: pending and void rows move nothing, the others two legs. */
export const legsOf = (type: string): number => (type === 'pending' || type === 'void' ? 0 : 2);

/** Stored problems are capped; the count goes on. */
export const MAX_STORED_PROBLEMS = 50;

export function withProblems(
  kept: VerificationProblem[],
  count: number,
  found: VerificationProblem[],
): { problems: VerificationProblem[]; problemCount: number } {
  return {
    problems: [...kept, ...found].slice(0, MAX_STORED_PROBLEMS),
    problemCount: count + found.length,
  };
}
