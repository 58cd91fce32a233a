import { APPEND_EVENTS_FROM } from '../../../../platform';
import { memberChangesOf } from './member-changes';
import { TRANSFER_COLUMNS } from './transfer-columns';

/**
 * Free units added from the loyalty issuer, or deducted back to it: the transfer (nothing when the
 * key was used), its two postings, the member's loyalty balance (the CHECK on ledger_balances
 * refuses going below zero: 23514) and the event with the signed delta.
 *
 * $1 key, $2 debit account, $3 credit account, $4 member, $5 units, $6 narration, $7 kind,
 * $8 actor, $9 signed delta.
 */
export const ADJUST_LOYALTY = {
  name: 'ledger.adjustLoyalty',
  text: `
    WITH t AS (
      INSERT INTO ledger_transfers (type, idempotency_key, debit_account_id, credit_account_id, member_id, units,
        unit_value_cents, narration, pay_type, kind, actor_id)
      VALUES ('transfer', $1, $2, $3, $4, $5, 0, $6, NULL, $7, $8)
      ON CONFLICT ON CONSTRAINT ledger_transfers_idempotency_key DO NOTHING
      RETURNING ${TRANSFER_COLUMNS}),
    postings AS (
      INSERT INTO ledger_postings (transfer_id, account_id, units, cents)
      SELECT t.id, leg.account_id, leg.units, 0
        FROM t, LATERAL (VALUES (t.debit_account_id, -t.units), (t.credit_account_id, t.units)) AS leg(account_id, units)),
    balances AS (
      UPDATE ledger_balances b
         SET units = b.units + CASE WHEN b.account_id = t.credit_account_id THEN t.units ELSE -t.units END,
             updated_at = now()
        FROM t
       WHERE b.account_id IN (t.debit_account_id, t.credit_account_id)),
    events AS (
      ${APPEND_EVENTS_FROM}
      SELECT 'ledger.LoyaltyUnitsAdjusted', 'Transfer', t.id::text,
             jsonb_build_object('transferId', t.id, 'no', t.no::text, 'memberId', t.member_id, 'units', t.units,
               'unitValueCents', t.unit_value_cents, 'kind', t.kind, 'narration', t.narration,
               'delta', $9::int, 'changes', ${memberChangesOf('t')}),
             t.actor_id
        FROM t)
    SELECT ${TRANSFER_COLUMNS} FROM t`,
};
