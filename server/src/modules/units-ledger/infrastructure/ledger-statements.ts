import { APPEND_EVENTS_FROM } from '../../../platform';
import { LedgerEventType, TRANSFER_AGGREGATE } from '../domain/ledger.events';
import { factsSql } from './transfer-facts';

/** Columns of a transfer as read back: named, so a prepared plan's result type never changes. */
const TRANSFER_COLUMNS = `id, no, type, idempotency_key, debit_account_id, credit_account_id, member_id, units,
  unit_value_cents, narration, pay_type, kind, actor_id, pending_id, reverses_id, links, created_at`;
const RETURNING = `RETURNING ${TRANSFER_COLUMNS}`;
const INSERT_COLUMNS = `INSERT INTO ledger_transfers (type, idempotency_key, debit_account_id, credit_account_id,
  member_id, units, unit_value_cents, narration, pay_type, kind, actor_id, pending_id, reverses_id, links)`;

/** One transfer from parameters $1..$14; nothing when the idempotency key is taken. */
const INSERT_ONE = `${INSERT_COLUMNS}
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb)
  ON CONFLICT ON CONSTRAINT ledger_transfers_idempotency_key DO NOTHING ${RETURNING}`;

/** The two legs of every transfer in `t`: units and cents leave the debit account, enter the credit one. */
const LEGS = `legs AS (
    SELECT id AS transfer_id, debit_account_id AS account_id, -units::bigint AS units,
      -units * unit_value_cents AS cents FROM t
    UNION ALL
    SELECT id, credit_account_id, units, units * unit_value_cents FROM t)`;
const POSTINGS = `postings AS (
    INSERT INTO ledger_postings (transfer_id, account_id, units, cents)
    SELECT transfer_id, account_id, units, cents FROM legs)`;

/**
 * Applies (account_id, units, cents, pending) changes to the member balance rows. System accounts
 * have no row (see the migration), so their legs match nothing. The CHECK on the row refuses a
 * member balance below zero: the whole statement fails with 23514 and nothing is written.
 */
const balances = (changes: string) => `balances AS (
    UPDATE ledger_balances b
       SET units = b.units + d.units, cents = b.cents + d.cents, pending_units = b.pending_units + d.pending,
           updated_at = now()
      FROM (SELECT account_id, sum(units) AS units, sum(cents) AS cents, sum(pending) AS pending
              FROM (${changes}) AS c (account_id, units, cents, pending) GROUP BY account_id) d
     WHERE b.account_id = d.account_id)`;
const POSTED = `SELECT account_id, units, cents, 0 FROM legs`;

/**
 * The event of each row in `rows`, in transfer order: `type` is an SQL expression of its type,
 * `extra` adds to the facts (see factsSql).
 */
const eventsOf = (rows: string, type: string, extra = `'{}'::jsonb`) => `events AS (
    ${APPEND_EVENTS_FROM}
    SELECT ${type}, '${TRANSFER_AGGREGATE}', e.id::text, ${factsSql('e')} || ${extra}, e.actor_id
      FROM ${rows} e ORDER BY e.no)`;
/** The event of each row in `t`, all of one type. */
const events = (type: string, extra?: string) => eventsOf('t', `'${type}'`, extra);

/** A command's rows, from its statement's `t`. */
const ANSWER = `SELECT ${TRANSFER_COLUMNS} FROM t ORDER BY no`;

/** A row built from the pending transfer $1: nothing when it is not pending or already resolved. */
const resolve = (type: 'post' | 'void', units: string, actor: string) => `t AS (
    ${INSERT_COLUMNS}
    SELECT '${type}', '${type}:' || p.id, p.debit_account_id, p.credit_account_id, p.member_id, ${units},
      p.unit_value_cents, p.narration, p.pay_type, p.kind, ${actor}, p.id, NULL, p.links
      FROM p
    ON CONFLICT DO NOTHING ${RETURNING})`;
const PENDING = `p AS (SELECT ${TRANSFER_COLUMNS} FROM ledger_transfers WHERE id = $1 AND type = 'pending')`;

/** Every statement the ledger runs, each named so PostgreSQL plans it once per connection (see autocommitQuery). */
export const SQL = {
  /**
   * $1 debit account; $2..$12 arrays of the transfers' columns. Each is posted now ('transfer':
   * postings and balance) or held ('pending': the member's pending units only).
   */
  issuerBatch: {
    name: 'ledger.issuerBatch',
    text: `WITH input AS (
        SELECT * FROM unnest($2::text[], $3::uuid[], $4::uuid[], $5::int[], $6::bigint[], $7::text[], $8::text[],
            $9::text[], $10::uuid[], $11::jsonb[], $12::text[]) WITH ORDINALITY
          AS i(idempotency_key, credit_account_id, member_id, units, unit_value_cents, narration, pay_type, kind,
            actor_id, links, type, n)),
      inserted AS (
        INSERT INTO ledger_transfers (type, idempotency_key, debit_account_id, credit_account_id, member_id, units,
          unit_value_cents, narration, pay_type, kind, actor_id, links)
        SELECT type, idempotency_key, $1, credit_account_id, member_id, units, unit_value_cents, narration,
          pay_type, kind, actor_id, links FROM input ORDER BY n
        ON CONFLICT ON CONSTRAINT ledger_transfers_idempotency_key DO NOTHING ${RETURNING}),
      t AS (SELECT * FROM inserted WHERE type = 'transfer'),
      ${LEGS}, ${POSTINGS},
      ${balances(`${POSTED} UNION ALL SELECT credit_account_id, 0, 0, units FROM inserted WHERE type = 'pending'`)},
      ${eventsOf(
        'inserted',
        `CASE e.type WHEN 'pending' THEN '${LedgerEventType.pending}' ELSE '${LedgerEventType.transferred}' END`,
      )}
      SELECT ${TRANSFER_COLUMNS} FROM inserted ORDER BY no`,
  },
  /** $1..$14 the loyalty transfer, $15 the signed delta for the event. */
  adjustLoyalty: {
    name: 'ledger.adjustLoyalty',
    text: `WITH t AS (${INSERT_ONE}),
      ${LEGS}, ${POSTINGS}, ${balances(POSTED)},
      ${events(LedgerEventType.loyaltyAdjusted, `jsonb_build_object('delta', $15::int)`)}
      ${ANSWER}`,
  },
  /** $1 pending id, $2 approved units (null: as pending), $3 actor. Releases the pending units. */
  post: {
    name: 'ledger.post',
    text: `WITH ${PENDING}, ${resolve('post', 'coalesce($2::int, p.units)', '$3::uuid')},
      ${LEGS}, ${POSTINGS},
      ${balances(`${POSTED} UNION ALL SELECT p.credit_account_id, 0, 0, -p.units FROM p JOIN t ON t.pending_id = p.id`)},
      ${events(LedgerEventType.posted, `jsonb_build_object('pendingId', e.pending_id)`)}
      ${ANSWER}`,
  },
  /** $1 pending id, $2 actor. Releases the pending units; no postings. */
  void: {
    name: 'ledger.void',
    text: `WITH ${PENDING}, ${resolve('void', 'p.units', '$2::uuid')},
      ${balances(`SELECT credit_account_id, 0, 0, -units FROM t`)},
      ${events(LedgerEventType.voided, `jsonb_build_object('pendingId', e.pending_id)`)}
      ${ANSWER}`,
  },
  /**
   * $1 a posted transfer, or a pending one whose post is reversed; $2 actor. The reversal moves
   * the same units and cents back; the reversed_once index lets only one through.
   */
  reverse: {
    name: 'ledger.reverse',
    text: `WITH o AS (
        SELECT ${TRANSFER_COLUMNS} FROM ledger_transfers WHERE id = $1 AND type IN ('transfer', 'post')
        UNION ALL
        SELECT ${TRANSFER_COLUMNS} FROM ledger_transfers WHERE pending_id = $1 AND type = 'post'),
      t AS (
        ${INSERT_COLUMNS}
        SELECT 'reversal', 'reversal:' || o.id, o.credit_account_id, o.debit_account_id, o.member_id, o.units,
          o.unit_value_cents,
          left('Reversal of #' || o.no || CASE WHEN o.narration = '' THEN '' ELSE ': ' || o.narration END, 500),
          o.pay_type, 'reversal', $2::uuid, NULL, o.id, o.links
          FROM o
        ON CONFLICT DO NOTHING ${RETURNING}),
      ${LEGS}, ${POSTINGS}, ${balances(POSTED)},
      ${events(LedgerEventType.reversed, `jsonb_build_object('reversesId', e.reverses_id)`)}
      ${ANSWER}`,
  },
  byKeys: {
    name: 'ledger.byKeys',
    text: `SELECT ${TRANSFER_COLUMNS} FROM ledger_transfers WHERE idempotency_key = ANY($1::text[])`,
  },
  byId: { name: 'ledger.byId', text: `SELECT ${TRANSFER_COLUMNS} FROM ledger_transfers WHERE id = $1` },
  resolutionOf: {
    name: 'ledger.resolutionOf',
    text: `SELECT ${TRANSFER_COLUMNS} FROM ledger_transfers WHERE pending_id = $1`,
  },
  reversalOf: {
    name: 'ledger.reversalOf',
    text: `SELECT ${TRANSFER_COLUMNS} FROM ledger_transfers WHERE reverses_id = $1`,
  },
  unitsOn: { name: 'ledger.unitsOn', text: `SELECT units FROM ledger_balances WHERE account_id = $1` },
};
