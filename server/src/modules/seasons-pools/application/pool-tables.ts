import { Injectable, Logger } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { poolBalances, type MemberPoolBalances } from '../domain/pool-balances';
import { payoutHalves, splitPool } from '../domain/pool-split';
import { PoolTablesSql as Sql } from '../infrastructure/pool-tables.statements';
import { SeasonUnitsSql } from '../infrastructure/season-units.statements';

/** Rows per INSERT/UPDATE: a million members in fifty statements, each well inside the timeout. */
const CHUNK = 20_000;
/** The current season's pool table is computed again when older than this. */
export const CURRENT_POOLS_MAX_AGE_MS = 60_000;

export interface PoolTableRow {
  season_no: number;
  frozen: boolean;
  computed_at: Date;
  lenders_balance: number;
  builders_balance: number;
  lenders_members: number;
  builders_members: number;
  shares_payout_cents: number | null;
}

const chunks = <T>(rows: T[]) =>
  Array.from({ length: Math.ceil(rows.length / CHUNK) }, (_, i) => rows.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * The pool table of a season (ADR 0036): every member's Lenders and Builders balances, computed by
 * one function from the projection's tree copy and the season's units, with the shares of the
 * season's payout. The projection freezes a locked season's table in its own transaction; the
 * current season's is a cache computed again at most once a minute. Both take the season's advisory
 * lock, so that concurrent requests compute once and a freeze never interleaves with a cache write.
 */
@Injectable()
export class PoolTables {
  private readonly logger = new Logger(PoolTables.name);
  /** Seasons this process is computing again in the background. */
  private readonly refreshing = new Set<number>();

  constructor(private readonly dataSource: DataSource) {}

  /** Computes and writes season `seasonNo`'s table (its shares too, when it has a payout). */
  async compute(m: EntityManager, seasonNo: number, frozen: boolean, computedAt: Date): Promise<void> {
    await m.query(Sql.lock, [seasonNo]);
    const tree: Array<{ id: string; parent: string | null; units: number }> = await m.query(
      Sql.treeWithUnits,
      [seasonNo],
    );
    const balances = poolBalances({
      memberIds: tree.map((r) => r.id),
      parentIds: tree.map((r) => r.parent),
      units: tree.map((r) => r.units),
    });
    await m.query(Sql.dropRows, [seasonNo]);
    await m.query(Sql.dropTable, [seasonNo]);
    for (const part of chunks(balances))
      await m.query(Sql.insertRows, [
        seasonNo,
        part.map((b) => b.memberId),
        part.map((b) => b.lenders),
        part.map((b) => b.builders),
      ]);
    const sum = (pick: (b: MemberPoolBalances) => number) => balances.reduce((s, b) => s + pick(b), 0);
    const count = (pick: (b: MemberPoolBalances) => number) => balances.filter((b) => pick(b) > 0).length;
    await m.query(Sql.insertTable, [
      seasonNo,
      frozen,
      computedAt,
      sum((b) => b.lenders),
      sum((b) => b.builders),
      count((b) => b.lenders),
      count((b) => b.builders),
    ]);
    const [season] = await m.query(Sql.payout, [seasonNo]);
    await this.writeShares(m, seasonNo, season?.payout_cents ?? null, balances);
  }

  /** Each member's share of each pool for `payoutCents` (none without a payout). */
  async writeShares(
    m: EntityManager,
    seasonNo: number,
    payoutCents: number | null,
    known?: MemberPoolBalances[],
  ): Promise<void> {
    await m.query(Sql.lock, [seasonNo]);
    if (payoutCents === null) {
      await m.query(Sql.clearShares, [seasonNo]);
    } else {
      const rows: MemberPoolBalances[] =
        known ??
        (await m.query(Sql.balances, [seasonNo])).map(
          (r: { id: string; lenders: number; builders: number }) => ({
            memberId: r.id,
            lenders: r.lenders,
            builders: r.builders,
          }),
        );
      const halves = payoutHalves(payoutCents);
      const lenders = splitPool(
        halves.lenders,
        rows.map((r) => ({ memberId: r.memberId, balance: r.lenders })),
      );
      const builders = splitPool(
        halves.builders,
        rows.map((r) => ({ memberId: r.memberId, balance: r.builders })),
      );
      for (const part of chunks(rows))
        await m.query(Sql.setShares, [
          seasonNo,
          part.map((r) => r.memberId),
          part.map((r) => lenders.get(r.memberId) ?? 0),
          part.map((r) => builders.get(r.memberId) ?? 0),
        ]);
    }
    await m.query(Sql.sharesFor, [seasonNo, payoutCents]);
  }

  /**
   * Season `seasonNo`'s table, up to date: a frozen one with the shares of the season's payout; the
   * current season's no older than a minute. Concurrent callers wait on the season's lock and then
   * find the table the first one wrote.
   */
  async ensure(seasonNo: number, payoutCents: number | null): Promise<PoolTableRow> {
    const found = await this.table(this.dataSource.manager, seasonNo);
    if (found && this.upToDate(found, payoutCents)) return found;
    // Only old: served as it is while one process computes it again, so that no reader (a member's
    // home) waits on a computation over the whole tree.
    if (found && !found.frozen && found.shares_payout_cents === payoutCents) {
      this.refreshInBackground(seasonNo);
      return found;
    }
    return this.dataSource.transaction(async (m) => {
      await m.query(Sql.lock, [seasonNo]);
      const now = await this.table(m, seasonNo);
      if (now && this.upToDate(now, payoutCents)) return now;
      if (now?.frozen) {
        await this.writeShares(m, seasonNo, payoutCents);
      } else {
        const [position] = await m.query(SeasonUnitsSql.position);
        // A season the projection has already frozen is never written as a cache.
        if (position && position.season_no > seasonNo && now) return now;
        await this.compute(m, seasonNo, false, new Date());
      }
      return (await this.table(m, seasonNo))!;
    });
  }

  /**
   * Computes the current season's table again unless another process is at it (a try-lock: nobody
   * queues behind it) or the projection froze the season meanwhile.
   */
  private refreshInBackground(seasonNo: number): void {
    if (this.refreshing.has(seasonNo)) return;
    this.refreshing.add(seasonNo);
    this.dataSource
      .transaction(async (m) => {
        const [{ locked }] = await m.query(Sql.tryLock, [seasonNo]);
        if (!locked) return;
        const now = await this.table(m, seasonNo);
        if (!now || now.frozen || this.upToDate(now, now.shares_payout_cents)) return;
        const [position] = await m.query(SeasonUnitsSql.position);
        if (position && position.season_no > seasonNo) return;
        await this.compute(m, seasonNo, false, new Date());
      })
      .catch((error: unknown) =>
        this.logger.warn(`Season ${seasonNo}'s pools not refreshed: ${String(error)}`),
      )
      .finally(() => this.refreshing.delete(seasonNo));
  }

  async table(m: EntityManager, seasonNo: number): Promise<PoolTableRow | null> {
    const [row] = await m.query(Sql.table, [seasonNo]);
    return row ?? null;
  }

  private upToDate(table: PoolTableRow, payoutCents: number | null): boolean {
    if (table.shares_payout_cents !== payoutCents) return false;
    return table.frozen || Date.now() - new Date(table.computed_at).getTime() < CURRENT_POOLS_MAX_AGE_MS;
  }
}
