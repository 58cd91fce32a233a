import { centsToDollars, shownPayType, type TransactionFacts, type TransactionView } from '@app/libs';
import type { UserSummary } from '../../identity';
import { historyState, isAdminText } from '../domain/history';
import { transferState } from '../domain/ledger-rules';
import type { TransactionListRow } from '../infrastructure/transactions.query';

const mmddyyyy = (d: Date) =>
  `${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}-${d.getUTCFullYear()}`;

/** What a transaction shows of its member. */
export type TransactionMember = Pick<UserSummary, 'id' | 'fullName' | 'email'>;

/**
 * A reversal (or loyalty deduction) shows its units as a debit (negative); everything else as a
 * credit to the member. Amounts are computed in integer cents and only then shown as dollars.
 */
export function toTransactionView(
  row: TransactionListRow,
  users: Map<string, TransactionMember & { deleted: boolean }>,
): TransactionView {
  const state = transferState(row.type, row.resolution, row.reversed);
  const units = row.resolution === 'post' && row.resolved_units ? row.resolved_units : row.units;
  const unitValueCents = Number(row.unit_value_cents);
  const member = row.member_id ? users.get(row.member_id) : undefined;
  const outgoing = row.type === 'reversal' || row.kind === 'loyalty-deduction';
  const signedUnits = outgoing ? -units : units;
  const amountCents = signedUnits * unitValueCents;
  const created = new Date(row.created_at);
  return {
    id: row.id,
    transaction_id: row.trx_no === null ? null : Number(row.trx_no),
    created_at: created.toISOString(),
    created_at_date: mmddyyyy(created),
    user:
      member && !member.deleted ? { id: member.id, fullName: member.fullName, email: member.email } : null,
    user_id: row.member_id,
    description: row.narration,
    units: signedUnits,
    unit_value_cents: unitValueCents,
    unit_value: centsToDollars(unitValueCents),
    amount_cents: amountCents,
    amount: centsToDollars(amountCents),
    status: state === 'pending' ? 0 : 1,
    state,
    debit: outgoing ? units : 0,
    credit: outgoing ? 0 : units,
    // Transfers are never rewritten: one written before ADR 0031 shows its canonical pay type.
    pay_type: shownPayType(row.pay_type),
    kind: row.kind,
    history_state: historyState(state, row.member_id, row.resolution === 'void' ? row.resolved_by : null),
    facts: factsOf(row),
  };
}

/**
 * What the reader's description is built from (ADR 0032). A reversal is described by the row it
 * reverses (a reversal copies its pay type and links); only an admin's own narration is passed on.
 */
function factsOf(row: TransactionListRow): TransactionFacts {
  const reversal = row.type === 'reversal';
  const kind = reversal ? (row.reversed_kind ?? row.kind) : row.kind;
  const narration = reversal ? row.reversed_narration : row.narration;
  const { card_brand: brand, card_last4: last4 } = row.links ?? {};
  return {
    kind,
    pay_type: shownPayType(row.pay_type),
    card: brand && last4 ? { brand, last4 } : null,
    narration: narration !== null && isAdminText(kind) ? narration : null,
    reverses_transaction_id: reversal && row.reversed_trx_no !== null ? Number(row.reversed_trx_no) : null,
  };
}
