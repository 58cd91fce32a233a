import type { EntityManager } from 'typeorm';
import { preparedQuery } from '../../../platform';
import type { NewTransfer, TransferRow } from './transfer-row';

/** Columns of a transfer as read back: named, so a prepared plan's result type never changes. */
const TRANSFER_COLUMNS = `id, no, type, idempotency_key, debit_account_id, credit_account_id, member_id, units,
  unit_value_cents, narration, pay_type, kind, actor_id, pending_id, reverses_id, links, created_at`;

const INSERT_TRANSFER = `INSERT INTO ledger_transfers (type, idempotency_key, debit_account_id, credit_account_id,
    member_id, units, unit_value_cents, narration, pay_type, kind, actor_id, pending_id, reverses_id, links)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb)
  ON CONFLICT ON CONSTRAINT ledger_transfers_idempotency_key DO NOTHING`;

/** Every statement the writer runs, each prepared once per connection (see preparedQuery). */
const SQL = {
  insert: { name: 'ledger.insert', text: `${INSERT_TRANSFER} RETURNING ${TRANSFER_COLUMNS}` },
  insertPostedBatch: {
    name: 'ledger.insertPostedBatch',
    text: `WITH input AS (
         SELECT * FROM unnest($2::text[], $3::uuid[], $4::uuid[], $5::int[], $6::bigint[], $7::text[], $8::text[],
             $9::text[], $10::uuid[], $11::jsonb[]) WITH ORDINALITY
           AS i(idempotency_key, credit_account_id, member_id, units, unit_value_cents, narration, pay_type, kind,
             actor_id, links, n)),
       t AS (
         INSERT INTO ledger_transfers (type, idempotency_key, debit_account_id, credit_account_id, member_id, units,
           unit_value_cents, narration, pay_type, kind, actor_id, links)
         SELECT 'transfer', idempotency_key, $1, credit_account_id, member_id, units, unit_value_cents, narration,
           pay_type, kind, actor_id, links FROM input ORDER BY n
         ON CONFLICT ON CONSTRAINT ledger_transfers_idempotency_key DO NOTHING
         RETURNING ${TRANSFER_COLUMNS}),
       legs AS (
         SELECT id, debit_account_id AS account_id, -units::bigint AS units, -units * unit_value_cents AS cents FROM t
         UNION ALL
         SELECT id, credit_account_id, units, units * unit_value_cents FROM t),
       postings AS (
         INSERT INTO ledger_postings (transfer_id, account_id, units, cents) SELECT id, account_id, units, cents FROM legs),
       balances AS (
         UPDATE ledger_balances b SET units = b.units + d.units, cents = b.cents + d.cents, updated_at = now()
           FROM (SELECT account_id, sum(units) AS units, sum(cents) AS cents FROM legs GROUP BY account_id) d
          WHERE b.account_id = d.account_id)
       SELECT ${TRANSFER_COLUMNS} FROM t`,
  },
  byKeys: {
    name: 'ledger.byKeys',
    text: `SELECT ${TRANSFER_COLUMNS} FROM ledger_transfers WHERE idempotency_key = ANY($1::text[])`,
  },
  lockTransfer: {
    name: 'ledger.lockTransfer',
    text: `SELECT ${TRANSFER_COLUMNS} FROM ledger_transfers WHERE id = $1 FOR UPDATE`,
  },
  resolutionOf: {
    name: 'ledger.resolutionOf',
    text: `SELECT ${TRANSFER_COLUMNS} FROM ledger_transfers WHERE pending_id = $1`,
  },
  reversalOf: {
    name: 'ledger.reversalOf',
    text: `SELECT ${TRANSFER_COLUMNS} FROM ledger_transfers WHERE reverses_id = $1`,
  },
  lockBalances: {
    name: 'ledger.lockBalances',
    text: `SELECT account_id, units FROM ledger_balances WHERE account_id = ANY($1::uuid[])
            ORDER BY account_id FOR UPDATE`,
  },
  post: {
    name: 'ledger.post',
    text: `WITH legs AS (
         SELECT * FROM (VALUES ($2::uuid, -$4::bigint, -$5::bigint), ($3::uuid, $4::bigint, $5::bigint))
           AS x(account_id, units, cents)),
       postings AS (
         INSERT INTO ledger_postings (transfer_id, account_id, units, cents)
         SELECT $1::uuid, account_id, units, cents FROM legs)
       UPDATE ledger_balances b SET units = b.units + legs.units, cents = b.cents + legs.cents, updated_at = now()
         FROM legs WHERE b.account_id = legs.account_id`,
  },
  addPending: {
    name: 'ledger.addPending',
    text: `UPDATE ledger_balances SET pending_units = pending_units + $2, updated_at = now() WHERE account_id = $1`,
  },
};

/**
 * The only code that writes ledger tables. One insert of the transfer (idempotent by key), its two
 * postings, and the member balance rows updated under row locks taken in account-id order, so
 * concurrent writers never deadlock and never overdraw (the CHECK on balances is the last line).
 * System accounts have no balance row (see the migration), so they are never locked.
 */
export class LedgerWriter {
  /** Inserts the transfer, or returns the existing one with the same idempotency key. */
  async insert(m: EntityManager, t: NewTransfer): Promise<{ row: TransferRow; duplicate: boolean }> {
    const [inserted] = await preparedQuery<TransferRow>(m, SQL.insert, insertParams(t));
    if (inserted) return { row: inserted, duplicate: false };
    return { row: await this.byKey(m, t.idempotencyKey), duplicate: true };
  }

  async byKey(m: EntityManager, idempotencyKey: string): Promise<TransferRow> {
    const [row] = await preparedQuery<TransferRow>(m, SQL.byKeys, [[idempotencyKey]]);
    return row;
  }

  /**
   * Many posted transfers from one system account in one statement, after locking the member balance
   * rows in account-id order (so concurrent batches queue instead of deadlocking). Answers each
   * transfer's row in input order, with `duplicate` for a key already used (before or earlier in
   * the batch).
   */
  async insertPostedBatch(
    m: EntityManager,
    debitAccountId: string,
    transfers: NewTransfer[],
  ): Promise<Array<{ row: TransferRow; duplicate: boolean }>> {
    await this.lockBalances(
      m,
      transfers.map((t) => t.creditAccountId),
    );
    const column = <K extends keyof NewTransfer>(key: K) => transfers.map((t) => t[key] ?? null);
    const inserted = await preparedQuery<TransferRow>(m, SQL.insertPostedBatch, [
      debitAccountId,
      column('idempotencyKey'),
      column('creditAccountId'),
      column('memberId'),
      column('units'),
      column('unitValueCents'),
      column('narration'),
      column('payType'),
      column('kind'),
      column('actorId'),
      transfers.map((t) => JSON.stringify(t.links ?? {})),
    ]);
    const fresh = new Map(inserted.map((row) => [row.idempotency_key, row]));
    const missing = transfers.filter((t) => !fresh.has(t.idempotencyKey)).map((t) => t.idempotencyKey);
    const earlier = missing.length
      ? new Map(
          (await preparedQuery<TransferRow>(m, SQL.byKeys, [missing])).map((row) => [
            row.idempotency_key,
            row,
          ]),
        )
      : new Map<string, TransferRow>();
    const claimed = new Set<string>();
    return transfers.map((t) => {
      const row = fresh.get(t.idempotencyKey);
      // The first of several same-key transfers in one batch is the one that moved units.
      if (row && !claimed.has(t.idempotencyKey)) {
        claimed.add(t.idempotencyKey);
        return { row, duplicate: false };
      }
      return { row: row ?? earlier.get(t.idempotencyKey)!, duplicate: true };
    });
  }

  /** Postings and balance changes of a row that moves units now. */
  async post(
    m: EntityManager,
    row: TransferRow,
    pendingRelease?: { accountId: string; units: number },
  ): Promise<void> {
    const cents = (BigInt(row.units) * BigInt(row.unit_value_cents)).toString();
    await this.lockBalances(m, [row.debit_account_id, row.credit_account_id]);
    await preparedQuery(m, SQL.post, [row.id, row.debit_account_id, row.credit_account_id, row.units, cents]);
    if (pendingRelease) await this.addPending(m, pendingRelease.accountId, -pendingRelease.units);
  }

  async addPending(m: EntityManager, accountId: string, units: number): Promise<void> {
    await preparedQuery(m, SQL.addPending, [accountId, units]);
  }

  async lockBalances(
    m: EntityManager,
    accountIds: string[],
  ): Promise<Array<{ account_id: string; units: string }>> {
    return preparedQuery(m, SQL.lockBalances, [[...new Set(accountIds)].sort()]);
  }

  async lockTransfer(m: EntityManager, id: string): Promise<TransferRow | null> {
    const [row] = await preparedQuery<TransferRow>(m, SQL.lockTransfer, [id]);
    return row ?? null;
  }

  async resolutionOf(m: EntityManager, pendingId: string): Promise<TransferRow | null> {
    const [row] = await preparedQuery<TransferRow>(m, SQL.resolutionOf, [pendingId]);
    return row ?? null;
  }

  async reversalOf(m: EntityManager, id: string): Promise<TransferRow | null> {
    const [row] = await preparedQuery<TransferRow>(m, SQL.reversalOf, [id]);
    return row ?? null;
  }
}

/** Parameters $1..$14 of an insert into ledger_transfers, in column order. */
function insertParams(t: NewTransfer): unknown[] {
  return [
    t.type,
    t.idempotencyKey,
    t.debitAccountId,
    t.creditAccountId,
    t.memberId,
    t.units,
    t.unitValueCents,
    t.narration,
    t.payType,
    t.kind,
    t.actorId,
    t.pendingId ?? null,
    t.reversesId ?? null,
    JSON.stringify(t.links ?? {}),
  ];
}
