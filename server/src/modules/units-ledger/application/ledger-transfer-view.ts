import { centsToDollars, shownPayType, type LedgerTransfer } from '@app/libs';
import type { UserSummary } from '../../identity';
import type { AuditRow } from '../infrastructure/audit.queries';

/** An audit row with its member and its money in integer cents (and the dollars derived from them). */
export function toLedgerTransfer(row: AuditRow, users: Map<string, UserSummary>): LedgerTransfer {
  const unitValueCents = Number(row.unit_value_cents);
  const amountCents = row.units * unitValueCents;
  return {
    id: row.id,
    no: row.no === null ? null : String(row.no),
    type: row.type as LedgerTransfer['type'],
    kind: row.kind,
    member_id: row.member_id,
    member: row.member_id ? (users.get(row.member_id) ?? null) : null,
    units: row.units,
    unit_value_cents: unitValueCents,
    unit_value: centsToDollars(unitValueCents),
    amount_cents: amountCents,
    amount: centsToDollars(amountCents),
    narration: row.narration,
    // Transfers are never rewritten: one written before ADR 0031 shows its canonical pay type.
    pay_type: shownPayType(row.pay_type),
    actor_id: row.actor_id,
    pending_id: row.pending_id,
    reverses_id: row.reverses_id,
    created_at: new Date(row.created_at).toISOString(),
    debit_kind: row.debit_kind,
    credit_kind: row.credit_kind,
  };
}
