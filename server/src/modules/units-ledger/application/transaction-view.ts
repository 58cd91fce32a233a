import type { UserSummary } from '../../identity';
import { centsToDollars, transferState } from '../domain/ledger-rules';
import type { TransactionListRow } from '../infrastructure/transactions.query';

export interface TransactionView {
  id: string;
  transaction_id: number;
  created_at: string;
  created_at_date: string;
  user: { id: string; fullName: string; email: string } | null;
  user_id: string | null;
  description: string;
  units: number;
  unit_value: number;
  amount: number;
  status: 0 | 1;
  state: ReturnType<typeof transferState>;
  debit: number;
  credit: number;
  pay_type: string | null;
  kind: string;
}

const mmddyyyy = (d: Date) =>
  `${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}-${d.getUTCFullYear()}`;

/** A reversal shows its units as a debit (negative); everything else as a credit to the member. */
export function toTransactionView(row: TransactionListRow, users: Map<string, UserSummary>): TransactionView {
  const state = transferState(row.type, row.resolution, row.reversed);
  const units = row.resolution === 'post' && row.resolved_units ? row.resolved_units : row.units;
  const unitValue = centsToDollars(row.unit_value_cents);
  const member = row.member_id ? users.get(row.member_id) : undefined;
  const outgoing = row.type === 'reversal' || row.kind === 'loyalty-deduction';
  const created = new Date(row.created_at);
  return {
    id: row.id,
    transaction_id: Number(row.no),
    created_at: created.toISOString(),
    created_at_date: mmddyyyy(created),
    user:
      member && !member.deleted ? { id: member.id, fullName: member.fullName, email: member.email } : null,
    user_id: row.member_id,
    description: row.narration,
    units: outgoing ? -units : units,
    unit_value: unitValue,
    amount: (outgoing ? -1 : 1) * units * unitValue,
    status: state === 'pending' ? 0 : 1,
    state,
    debit: outgoing ? units : 0,
    credit: outgoing ? 0 : units,
    pay_type: row.pay_type,
    kind: row.kind,
  };
}
