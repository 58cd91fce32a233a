import type { EntityManager } from 'typeorm';
import type { NewTransfer, TransferRow } from './transfer-row';

/** Effect of one row on balances: which accounts move, by how much, and what pending amounts change. */
export interface BalanceEffect {
  postings: boolean;
  pendingDelta?: { accountId: string; units: number };
}

/**
 * The only code that writes ledger tables. One insert of the transfer (idempotent by key), its two
 * postings, and the member balance rows updated under row locks taken in account-id order, so
 * concurrent writers never deadlock and never overdraw (the CHECK on balances is the last line).
 * System accounts have no balance row (see the migration), so they are never locked.
 */
export class LedgerWriter {
  /** Inserts the transfer, or returns the existing one with the same idempotency key. */
  async insert(m: EntityManager, t: NewTransfer): Promise<{ row: TransferRow; duplicate: boolean }> {
    const [inserted] = await m.query(
      `INSERT INTO ledger_transfers (type, idempotency_key, debit_account_id, credit_account_id, member_id, units,
         unit_value_cents, narration, pay_type, kind, actor_id, pending_id, reverses_id, links)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb)
       ON CONFLICT ON CONSTRAINT ledger_transfers_idempotency_key DO NOTHING
       RETURNING *`,
      insertParams(t),
    );
    if (inserted) return { row: inserted, duplicate: false };
    return { row: await this.byKey(m, t.idempotencyKey), duplicate: true };
  }

  async byKey(m: EntityManager, idempotencyKey: string): Promise<TransferRow> {
    const [row] = await m.query(`SELECT * FROM ledger_transfers WHERE idempotency_key = $1`, [
      idempotencyKey,
    ]);
    return row;
  }

  /**
   * Insert, postings and balance change in one statement, for transfers with a system account on one
   * side (only one balance row moves, so no lock ordering is needed). Returns null for a duplicate key.
   */
  async insertPosted(m: EntityManager, t: NewTransfer): Promise<TransferRow | null> {
    const cents = (BigInt(t.units) * BigInt(t.unitValueCents)).toString();
    const [row] = await m.query(
      `WITH t AS (
         INSERT INTO ledger_transfers (type, idempotency_key, debit_account_id, credit_account_id, member_id, units,
           unit_value_cents, narration, pay_type, kind, actor_id, pending_id, reverses_id, links)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14::jsonb)
         ON CONFLICT ON CONSTRAINT ledger_transfers_idempotency_key DO NOTHING
         RETURNING *),
       legs AS (
         SELECT t.id AS transfer_id, x.account_id, x.units, x.cents FROM t
          CROSS JOIN (VALUES ($3::uuid, -$6::bigint, -$15::bigint), ($4::uuid, $6::bigint, $15::bigint))
            AS x(account_id, units, cents)),
       postings AS (
         INSERT INTO ledger_postings (transfer_id, account_id, units, cents)
         SELECT transfer_id, account_id, units, cents FROM legs),
       balances AS (
         UPDATE ledger_balances b SET units = b.units + legs.units, cents = b.cents + legs.cents, updated_at = now()
           FROM legs WHERE b.account_id = legs.account_id)
       SELECT * FROM t`,
      [...insertParams(t), cents],
    );
    return row ?? null;
  }

  /** Postings and balance changes of a row that moves units now. */
  async post(
    m: EntityManager,
    row: TransferRow,
    pendingRelease?: { accountId: string; units: number },
  ): Promise<void> {
    const cents = BigInt(row.units) * BigInt(row.unit_value_cents);
    const accounts = [row.debit_account_id, row.credit_account_id];
    await this.lockBalances(m, accounts);
    await m.query(
      `INSERT INTO ledger_postings (transfer_id, account_id, units, cents) VALUES ($1, $2, $3, $4), ($1, $5, $6, $7)`,
      [
        row.id,
        row.debit_account_id,
        -row.units,
        (-cents).toString(),
        row.credit_account_id,
        row.units,
        cents.toString(),
      ],
    );
    await m.query(
      `UPDATE ledger_balances b SET units = b.units + d.units, cents = b.cents + d.cents, updated_at = now()
         FROM (VALUES ($1::uuid, $2::bigint, $3::bigint), ($4::uuid, $5::bigint, $6::bigint)) AS d(account_id, units, cents)
        WHERE b.account_id = d.account_id`,
      [
        row.debit_account_id,
        -row.units,
        (-cents).toString(),
        row.credit_account_id,
        row.units,
        cents.toString(),
      ],
    );
    if (pendingRelease) await this.addPending(m, pendingRelease.accountId, -pendingRelease.units);
  }

  async addPending(m: EntityManager, accountId: string, units: number): Promise<void> {
    await m.query(
      `UPDATE ledger_balances SET pending_units = pending_units + $2, updated_at = now() WHERE account_id = $1`,
      [accountId, units],
    );
  }

  async lockBalances(
    m: EntityManager,
    accountIds: string[],
  ): Promise<Array<{ account_id: string; units: string }>> {
    return m.query(
      `SELECT account_id, units FROM ledger_balances WHERE account_id = ANY($1::uuid[]) ORDER BY account_id FOR UPDATE`,
      [[...new Set(accountIds)].sort()],
    );
  }

  async lockTransfer(m: EntityManager, id: string): Promise<TransferRow | null> {
    const [row] = await m.query(`SELECT * FROM ledger_transfers WHERE id = $1 FOR UPDATE`, [id]);
    return row ?? null;
  }

  async resolutionOf(m: EntityManager, pendingId: string): Promise<TransferRow | null> {
    const [row] = await m.query(`SELECT * FROM ledger_transfers WHERE pending_id = $1`, [pendingId]);
    return row ?? null;
  }

  async reversalOf(m: EntityManager, id: string): Promise<TransferRow | null> {
    const [row] = await m.query(`SELECT * FROM ledger_transfers WHERE reverses_id = $1`, [id]);
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
