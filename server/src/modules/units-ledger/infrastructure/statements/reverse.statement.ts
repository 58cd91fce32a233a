import { APPEND_EVENTS_FROM } from '../../../../platform';
import { memberChangesOf } from './member-changes';
import { TRANSFER_COLUMNS } from './transfer-columns';

/**
 * Reverses a posted transfer, or the post of a pending one: a reversal row that moves the same
 * units and cents back (the unique index on reverses_id allows one; nothing is written when there
 * is nothing, or no longer anything, to reverse), its two postings, both balances, and the event.
 * Taking the units back below zero fails the statement through the balance CHECK (23514).
 *
 * $1 the transaction as listed (a transfer, or a pending one whose post is reversed), $2 actor.
 * The narration names the Trx# people see of $1.
 */
export const REVERSE = {
  name: 'ledger.reverse',
  text: `
    WITH o AS (
      SELECT ${TRANSFER_COLUMNS} FROM ledger_transfers WHERE id = $1 AND type IN ('transfer', 'post')
      UNION ALL
      SELECT ${TRANSFER_COLUMNS} FROM ledger_transfers WHERE pending_id = $1 AND type = 'post'),
    listed AS (SELECT trx_no FROM ledger_trx_numbers WHERE transfer_id = $1),
    t AS (
      INSERT INTO ledger_transfers (type, idempotency_key, debit_account_id, credit_account_id, member_id, units,
        unit_value_cents, narration, pay_type, kind, actor_id, reverses_id, links)
      SELECT 'reversal', 'reversal:' || o.id, o.credit_account_id, o.debit_account_id, o.member_id, o.units,
        o.unit_value_cents,
        left('Reversal' || coalesce(' of #' || (SELECT trx_no FROM listed), '')
             || CASE WHEN o.narration = '' THEN '' ELSE ': ' || o.narration END, 500),
        o.pay_type, 'reversal', $2::uuid, o.id, o.links
        FROM o
      ON CONFLICT DO NOTHING
      RETURNING ${TRANSFER_COLUMNS}),
    postings AS (
      INSERT INTO ledger_postings (transfer_id, account_id, units, cents)
      SELECT t.id, leg.account_id, leg.units, leg.units * t.unit_value_cents
        FROM t, LATERAL (VALUES (t.debit_account_id, -t.units), (t.credit_account_id, t.units)) AS leg(account_id, units)),
    balances AS (
      UPDATE ledger_balances b
         SET units = b.units + leg.units, cents = b.cents + leg.units * t.unit_value_cents, updated_at = now()
        FROM t, LATERAL (VALUES (t.debit_account_id, -t.units), (t.credit_account_id, t.units)) AS leg(account_id, units)
       WHERE b.account_id = leg.account_id),
    events AS (
      ${APPEND_EVENTS_FROM}
      SELECT 'ledger.TransferReversed', 'Transfer', t.id::text,
             jsonb_build_object('transferId', t.id, 'no', t.no::text, 'memberId', t.member_id, 'units', t.units,
               'unitValueCents', t.unit_value_cents, 'kind', t.kind, 'narration', t.narration,
               'reversesId', t.reverses_id, 'changes', ${memberChangesOf('t')}),
             t.actor_id
        FROM t)
    SELECT ${TRANSFER_COLUMNS} FROM t`,
};
