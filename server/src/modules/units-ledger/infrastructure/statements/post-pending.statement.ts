import { APPEND_EVENTS_FROM } from '../../../../platform';
import { memberChangesOf } from './member-changes';
import { TRANSFER_COLUMNS } from './transfer-columns';

/**
 * Posts a pending transfer (its units may change on approval): the post row, which the unique
 * index on pending_id allows once per pending transfer (so nothing is written when it is not
 * pending or already posted or voided), its two postings, the member's units and cents in and the
 * pending units released, and the event.
 *
 * $1 pending transfer, $2 approved units (null: as pending), $3 actor.
 */
export const POST_PENDING = {
  name: 'ledger.postPending',
  text: `
    WITH p AS (SELECT ${TRANSFER_COLUMNS} FROM ledger_transfers WHERE id = $1 AND type = 'pending'),
    t AS (
      INSERT INTO ledger_transfers (type, idempotency_key, debit_account_id, credit_account_id, member_id, units,
        unit_value_cents, narration, pay_type, kind, actor_id, pending_id, links)
      SELECT 'post', 'post:' || p.id, p.debit_account_id, p.credit_account_id, p.member_id, coalesce($2::int, p.units),
        p.unit_value_cents, p.narration, p.pay_type, p.kind, $3::uuid, p.id, p.links
        FROM p
      ON CONFLICT DO NOTHING
      RETURNING ${TRANSFER_COLUMNS}),
    postings AS (
      INSERT INTO ledger_postings (transfer_id, account_id, units, cents)
      SELECT t.id, leg.account_id, leg.units, leg.units * t.unit_value_cents
        FROM t, LATERAL (VALUES (t.debit_account_id, -t.units), (t.credit_account_id, t.units)) AS leg(account_id, units)),
    balances AS (
      UPDATE ledger_balances b
         SET units = b.units + t.units, cents = b.cents + t.units * t.unit_value_cents,
             pending_units = b.pending_units - p.units, updated_at = now()
        FROM t JOIN p ON p.id = t.pending_id
       WHERE b.account_id = t.credit_account_id),
    events AS (
      ${APPEND_EVENTS_FROM}
      SELECT 'ledger.TransferPosted', 'Transfer', t.id::text,
             jsonb_build_object('transferId', t.id, 'no', t.no::text, 'memberId', t.member_id, 'units', t.units,
               'unitValueCents', t.unit_value_cents, 'kind', t.kind, 'narration', t.narration,
               'pendingId', t.pending_id, 'changes', ${memberChangesOf('t')}),
             t.actor_id
        FROM t)
    SELECT ${TRANSFER_COLUMNS} FROM t`,
};
