import type { TransactionFacts, TransactionView } from '@app/libs';

const noFacts: TransactionFacts = {
  kind: 'manual',
  pay_type: null,
  card: null,
  narration: null,
  reverses_transaction_id: null,
};

export function row(
  no: number | null,
  over: Partial<TransactionView>,
  facts: Partial<TransactionFacts>,
): TransactionView {
  const units = over.units ?? 2;
  return {
    id: `t-${no ?? 'new'}`,
    transaction_id: no,
    created_at: '2026-11-27T10:00:00.000Z',
    created_at_date: '11-27-2026',
    user: { id: 'u1', fullName: 'Ada Lender', email: 'ada@example.com' },
    user_id: 'u1',
    description: '',
    units,
    unit_value_cents: 50_000,
    unit_value: 500,
    amount_cents: units * 50_000,
    amount: units * 500,
    status: 1,
    state: 'done',
    debit: units < 0 ? -units : 0,
    credit: units < 0 ? 0 : units,
    pay_type: facts.pay_type ?? null,
    kind: facts.kind ?? 'manual',
    history_state: 'done',
    facts: { ...noFacts, ...facts },
    ...over,
  };
}

/**
 * The history, newest first, each row with the sentence the server stored for it (`description`):
 * a reversal by an admin, the reversed manual transfer, a free-unit deduction, a card payment, a live pay
 * later, the pay later an admin rejected, and the one the card payment voided.
 */
export const history: TransactionView[] = [
  row(
    7,
    { units: -4, state: 'reversal', description: 'Reversal of #6: Bonus for May' },
    { kind: 'manual', pay_type: 'Wire', narration: 'Bonus for May', reverses_transaction_id: 6 },
  ),
  row(
    6,
    { units: 4, state: 'reversed', history_state: 'reversed', description: 'Bonus for May' },
    { kind: 'manual', pay_type: 'Wire', narration: 'Bonus for May' },
  ),
  row(5, { units: -2, description: '2 free units deducted by admin' }, { kind: 'loyalty-deduction' }),
  row(
    4,
    { units: 3, description: 'Card payment (Visa 4242)' },
    { kind: 'purchase', pay_type: 'Credit/Debit Card', card: { brand: 'Visa', last4: '4242' } },
  ),
  row(
    3,
    { status: 0, state: 'pending', history_state: 'pending', description: 'Pay later (Wire)' },
    { kind: 'pay-later', pay_type: 'Wire' },
  ),
  row(
    2,
    { state: 'voided', history_state: 'rejected', description: 'Pay later (Wire Transfer)' },
    { kind: 'pay-later', pay_type: 'Wire Transfer' },
  ),
  row(
    1,
    { state: 'voided', history_state: 'voided', description: 'Offline payment with receipt (Wire Transfer)' },
    { kind: 'receipt', pay_type: 'Wire Transfer' },
  ),
];
