import { APPEND_EVENTS_FROM } from '../../../../platform';
import { memberChangesOf } from './member-changes';
import { TRANSFER_COLUMNS } from './transfer-columns';

/**
 * Transfers from one system account (the issuer) to members, many in one statement (the bulk of
 * the traffic; see GroupCommit). Each is posted now ('transfer': two postings and the member's
 * units and cents) or held ('pending': the member's pending units only). A key already used
 * inserts nothing (the caller answers the earlier transfer). A member balance would go below zero
 * only through the CHECK on ledger_balances, which fails the whole statement.
 *
 * $1 issuer account; $2..$12 one array per column, in input order.
 */
export const ISSUE_TRANSFERS = {
  name: 'ledger.issueTransfers',
  text: `
    WITH input AS (
      SELECT * FROM unnest($2::text[], $3::uuid[], $4::uuid[], $5::int[], $6::bigint[], $7::text[], $8::text[],
          $9::text[], $10::uuid[], $11::jsonb[], $12::text[]) WITH ORDINALITY
        AS i(idempotency_key, credit_account_id, member_id, units, unit_value_cents, narration, pay_type, kind,
          actor_id, links, type, n)),
    inserted AS (
      INSERT INTO ledger_transfers (type, idempotency_key, debit_account_id, credit_account_id, member_id, units,
        unit_value_cents, narration, pay_type, kind, actor_id, links)
      SELECT type, idempotency_key, $1, credit_account_id, member_id, units, unit_value_cents, narration,
        pay_type, kind, actor_id, links FROM input ORDER BY n
      ON CONFLICT ON CONSTRAINT ledger_transfers_idempotency_key DO NOTHING
      RETURNING ${TRANSFER_COLUMNS}),
    postings AS (
      INSERT INTO ledger_postings (transfer_id, account_id, units, cents)
      SELECT i.id, leg.account_id, leg.units, leg.units * i.unit_value_cents
        FROM inserted i,
             LATERAL (VALUES (i.debit_account_id, -i.units), (i.credit_account_id, i.units)) AS leg(account_id, units)
       WHERE i.type = 'transfer'),
    balances AS (
      UPDATE ledger_balances b
         SET units = b.units + d.units, cents = b.cents + d.cents, pending_units = b.pending_units + d.pending,
             updated_at = now()
        FROM (SELECT credit_account_id AS account_id,
                     sum(CASE WHEN type = 'transfer' THEN units ELSE 0 END) AS units,
                     sum(CASE WHEN type = 'transfer' THEN units * unit_value_cents ELSE 0 END) AS cents,
                     sum(CASE WHEN type = 'pending' THEN units ELSE 0 END) AS pending
                FROM inserted GROUP BY credit_account_id) d
       WHERE b.account_id = d.account_id),
    events AS (
      ${APPEND_EVENTS_FROM}
      SELECT CASE e.type WHEN 'pending' THEN 'ledger.TransferPending' ELSE 'ledger.UnitsTransferred' END,
             'Transfer', e.id::text,
             jsonb_build_object('transferId', e.id, 'no', e.no::text, 'memberId', e.member_id, 'units', e.units,
               'unitValueCents', e.unit_value_cents, 'kind', e.kind, 'narration', e.narration,
               'changes', CASE WHEN e.type = 'transfer' THEN ${memberChangesOf('e')} ELSE '[]'::jsonb END)
             || CASE WHEN e.type = 'transfer' AND e.links ? 'agreementTo'
                     THEN jsonb_build_object('agreementTo', e.links->'agreementTo') ELSE '{}'::jsonb END,
             e.actor_id
        FROM inserted e ORDER BY e.no)
    SELECT ${TRANSFER_COLUMNS} FROM inserted ORDER BY no`,
};
