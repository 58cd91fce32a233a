import { APPEND_EVENTS_FROM } from '../../../../platform';
import { TRANSFER_COLUMNS } from './transfer-columns';

/**
 * Voids a pending transfer: the void row, which the unique index on pending_id allows once per
 * pending transfer (so nothing is written when it is not pending or already posted or voided), the
 * member's pending units released, and the event. No postings: no units move.
 *
 * $1 pending transfer, $2 actor.
 */
export const VOID_PENDING = {
  name: 'ledger.voidPending',
  text: `
    WITH p AS (SELECT ${TRANSFER_COLUMNS} FROM ledger_transfers WHERE id = $1 AND type = 'pending'),
    t AS (
      INSERT INTO ledger_transfers (type, idempotency_key, debit_account_id, credit_account_id, member_id, units,
        unit_value_cents, narration, pay_type, kind, actor_id, pending_id, links)
      SELECT 'void', 'void:' || p.id, p.debit_account_id, p.credit_account_id, p.member_id, p.units,
        p.unit_value_cents, p.narration, p.pay_type, p.kind, $2::uuid, p.id, p.links
        FROM p
      ON CONFLICT DO NOTHING
      RETURNING ${TRANSFER_COLUMNS}),
    balances AS (
      UPDATE ledger_balances b SET pending_units = b.pending_units - t.units, updated_at = now()
        FROM t
       WHERE b.account_id = t.credit_account_id),
    events AS (
      ${APPEND_EVENTS_FROM}
      SELECT 'ledger.TransferVoided', 'Transfer', t.id::text,
             jsonb_build_object('transferId', t.id, 'no', t.no::text, 'memberId', t.member_id, 'units', t.units,
               'unitValueCents', t.unit_value_cents, 'kind', t.kind, 'narration', t.narration,
               'pendingId', t.pending_id, 'changes', '[]'::jsonb),
             t.actor_id
        FROM t)
    SELECT ${TRANSFER_COLUMNS} FROM t`,
};
