import type { DataSource } from 'typeorm';
import { UnitOfWork, autocommitQuery } from '../../../platform';
import { SQL } from './ledger-statements';
import type { NewTransfer, TransferRow } from './transfer-row';

/**
 * The only code that writes ledger tables. Every command is one statement, its own transaction:
 * the transfer row (idempotent by key; at most one post/void per pending and one reversal per
 * transfer, by unique index), its postings, the member balance change and the event, together or
 * not at all. Rows that reference an original are built from it in the statement, so they never
 * act on a stale read. The balance CHECK refuses an overdraft; a balance row is the only row a
 * single command locks, so commands never deadlock each other.
 */
export class LedgerWriter {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * Many transfers from one system account, posted or pending, in one statement. Answers each
   * transfer's row in input order, with `duplicate` for a key already used (before, or earlier in
   * the batch).
   */
  async issuerBatch(
    debitAccountId: string,
    transfers: NewTransfer[],
  ): Promise<Array<{ row: TransferRow; duplicate: boolean }>> {
    const column = <K extends keyof NewTransfer>(key: K) => transfers.map((t) => t[key] ?? null);
    const inserted = await this.uow.statement<TransferRow>(SQL.issuerBatch, [
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
      column('type'),
    ]);
    const fresh = new Map(inserted.map((row) => [row.idempotency_key, row]));
    const missing = transfers.filter((t) => !fresh.has(t.idempotencyKey)).map((t) => t.idempotencyKey);
    const earlier = new Map(
      (missing.length ? await this.byKeys(missing) : []).map((r) => [r.idempotency_key, r]),
    );
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

  /** Free units in (delta > 0) or out; null when the key was already used. Overdraft: 23514. */
  async adjustLoyalty(t: NewTransfer, delta: number): Promise<TransferRow | null> {
    const [row] = await this.uow.statement<TransferRow>(SQL.adjustLoyalty, [...insertParams(t), delta]);
    return row ?? null;
  }

  /** Posts a pending transfer; null when there is no unresolved pending transfer with that id. */
  async post(pendingId: string, actorId: string | null, units?: number): Promise<TransferRow | null> {
    const [row] = await this.uow.statement<TransferRow>(SQL.post, [pendingId, units ?? null, actorId]);
    return row ?? null;
  }

  /** Voids a pending transfer; null when there is no unresolved pending transfer with that id. */
  async void(pendingId: string, actorId: string | null): Promise<TransferRow | null> {
    const [row] = await this.uow.statement<TransferRow>(SQL.void, [pendingId, actorId]);
    return row ?? null;
  }

  /**
   * Reverses a posted transfer, or the post of a pending one; null when there is nothing (or no
   * longer anything) to reverse. A reversal that would overdraw the member fails with 23514.
   */
  async reverse(transferId: string, actorId: string | null): Promise<TransferRow | null> {
    const [row] = await this.uow.statement<TransferRow>(SQL.reverse, [transferId, actorId]);
    return row ?? null;
  }

  async byKeys(idempotencyKeys: string[]): Promise<TransferRow[]> {
    return autocommitQuery<TransferRow>(this.dataSource, SQL.byKeys, [idempotencyKeys]);
  }

  async byId(id: string): Promise<TransferRow | null> {
    return this.one(SQL.byId, id);
  }

  /** The post or void of a pending transfer. */
  async resolutionOf(pendingId: string): Promise<TransferRow | null> {
    return this.one(SQL.resolutionOf, pendingId);
  }

  async reversalOf(id: string): Promise<TransferRow | null> {
    return this.one(SQL.reversalOf, id);
  }

  /** Units on a member account, as now committed. */
  async unitsOn(accountId: string): Promise<number> {
    const [row] = await autocommitQuery<{ units: string }>(this.dataSource, SQL.unitsOn, [accountId]);
    return Number(row?.units ?? 0);
  }

  private async one(statement: (typeof SQL)[keyof typeof SQL], id: string): Promise<TransferRow | null> {
    const [row] = await autocommitQuery<TransferRow>(this.dataSource, statement, [id]);
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
