import type { DataSource, EntityManager } from 'typeorm';
import { UnitOfWork, autocommitQuery } from '../../../platform';
import { ADJUST_LOYALTY } from './statements/adjust-loyalty.statement';
import { ISSUE_TRANSFERS } from './statements/issue-transfers.statement';
import { POST_PENDING } from './statements/post-pending.statement';
import { REVERSE } from './statements/reverse.statement';
import { TRANSFER_READS } from './statements/transfer-reads.statements';
import { VOID_PENDING } from './statements/void-pending.statement';
import type { NewTransfer, TransferRow } from './transfer-row';

/**
 * The only code that writes ledger tables. Every command is one complete statement (one file each
 * under statements/), its own transaction:
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
    const inserted = await this.uow.statement<TransferRow>(
      ISSUE_TRANSFERS,
      issueValues(debitAccountId, transfers),
    );
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
    const [row] = await this.uow.statement<TransferRow>(ADJUST_LOYALTY, [
      t.idempotencyKey,
      t.debitAccountId,
      t.creditAccountId,
      t.memberId,
      t.units,
      t.narration,
      t.kind,
      t.actorId,
      delta,
    ]);
    return row ?? null;
  }

  /** Posts a pending transfer; null when there is no unresolved pending transfer with that id. */
  async post(pendingId: string, actorId: string | null, units?: number): Promise<TransferRow | null> {
    const [row] = await this.uow.statement<TransferRow>(POST_PENDING, [pendingId, units ?? null, actorId]);
    return row ?? null;
  }

  /**
   * One issuer transfer inside the caller's transaction (see UnitsLedger.transferIn): the same
   * statement, committed or rolled back with the caller's other writes. Null when the key was used.
   */
  async issueWithin(
    manager: EntityManager,
    debitAccountId: string,
    t: NewTransfer,
  ): Promise<TransferRow | null> {
    const [row] = await manager.query<TransferRow[]>(ISSUE_TRANSFERS.text, issueValues(debitAccountId, [t]));
    return row ?? null;
  }

  /** A void inside the caller's transaction; null when the pending transfer is already settled. */
  async voidWithin(
    manager: EntityManager,
    pendingId: string,
    actorId: string | null,
  ): Promise<TransferRow | null> {
    const [row] = await manager.query<TransferRow[]>(VOID_PENDING.text, [pendingId, actorId]);
    return row ?? null;
  }

  /** Voids a pending transfer; null when there is no unresolved pending transfer with that id. */
  async void(pendingId: string, actorId: string | null): Promise<TransferRow | null> {
    const [row] = await this.uow.statement<TransferRow>(VOID_PENDING, [pendingId, actorId]);
    return row ?? null;
  }

  /**
   * Reverses a posted transfer, or the post of a pending one; null when there is nothing (or no
   * longer anything) to reverse. A reversal that would overdraw the member fails with 23514.
   */
  async reverse(transferId: string, actorId: string | null): Promise<TransferRow | null> {
    const [row] = await this.uow.statement<TransferRow>(REVERSE, [transferId, actorId]);
    return row ?? null;
  }

  async byKeys(idempotencyKeys: string[]): Promise<TransferRow[]> {
    return autocommitQuery<TransferRow>(this.dataSource, TRANSFER_READS.byKeys, [idempotencyKeys]);
  }

  async byId(id: string): Promise<TransferRow | null> {
    return this.one(TRANSFER_READS.byId, id);
  }

  /** The post or void of a pending transfer. */
  async resolutionOf(pendingId: string): Promise<TransferRow | null> {
    return this.one(TRANSFER_READS.resolutionOf, pendingId);
  }

  async reversalOf(id: string): Promise<TransferRow | null> {
    return this.one(TRANSFER_READS.reversalOf, id);
  }

  /** Units on a member account, as now committed. */
  async unitsOn(accountId: string): Promise<number> {
    const [row] = await autocommitQuery<{ units: string }>(this.dataSource, TRANSFER_READS.unitsOn, [
      accountId,
    ]);
    return Number(row?.units ?? 0);
  }

  private async one(statement: { name: string; text: string }, id: string): Promise<TransferRow | null> {
    const [row] = await autocommitQuery<TransferRow>(this.dataSource, statement, [id]);
    return row ?? null;
  }
}

/** ISSUE_TRANSFERS' parameters: the issuer account, then one array per column in input order. */
function issueValues(debitAccountId: string, transfers: NewTransfer[]): unknown[] {
  const column = <K extends keyof NewTransfer>(key: K) => transfers.map((t) => t[key] ?? null);
  return [
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
  ];
}
