import { Injectable } from '@nestjs/common';
import type { PoolName } from '@app/libs';
import { UserDirectory } from '../../identity';
import { payoutHalves } from '../domain/pool-split';
import { SeasonReads, type SeasonRecord } from '../infrastructure/season-reads';
import { PoolErrors } from './pool-errors';
import { PoolTables, type PoolTableRow } from './pool-tables';

export interface PoolFigures {
  balance: number;
  members: number;
  /** This pool's half of the payout; null without a payout. */
  poolCents: number | null;
  /** What the shares add up to: the half, or 0 when the pool's balance is 0; null without a payout. */
  distributedCents: number | null;
  /** Cents per unit of balance (fractional); null without a payout or balance. */
  rewardPerUnitCents: number | null;
}

/** Names looked up per statement for the name maps (a million members: a hundred statements). */
const NAMES_PER_READ = 10_000;

/** What the pools' queries share: the season asked for, its table, a pool's figures, names. */
@Injectable()
export class PoolViews {
  constructor(
    private readonly reads: SeasonReads,
    private readonly tables: PoolTables,
    private readonly directory: UserDirectory,
  ) {}

  /** Season `no`, or the current season when none is named; 404 SEASON.NOT_FOUND. */
  async season(no?: number): Promise<SeasonRecord> {
    const season = no === undefined ? await this.reads.current() : await this.reads.season(no);
    if (!season) throw PoolErrors.seasonNotFound();
    return season;
  }

  table(season: SeasonRecord): Promise<PoolTableRow> {
    return this.tables.ensure(season.no, season.payoutCents);
  }

  figures(table: PoolTableRow, payoutCents: number | null, pool: PoolName): PoolFigures {
    const balance = pool === 'lenders' ? table.lenders_balance : table.builders_balance;
    const members = pool === 'lenders' ? table.lenders_members : table.builders_members;
    const poolCents = payoutCents === null ? null : payoutHalves(payoutCents)[pool];
    return {
      balance,
      members,
      poolCents,
      distributedCents: poolCents === null ? null : balance > 0 ? poolCents : 0,
      rewardPerUnitCents: poolCents === null || balance <= 0 ? null : poolCents / balance,
    };
  }

  /**
   * `{ "Full Name": value }` for the members given, in their order; a name two members share gets
   * " (email)" on each, so that no entry hides another.
   */
  async nameMap(entries: Array<{ memberId: string; value: number }>): Promise<Record<string, number>> {
    const people = await this.summaries(entries.map((e) => e.memberId));
    const named = entries.filter((e) => people.has(e.memberId));
    const uses = new Map<string, number>();
    for (const e of named) {
      const name = people.get(e.memberId)!.fullName;
      uses.set(name, (uses.get(name) ?? 0) + 1);
    }
    const map: Record<string, number> = {};
    for (const e of named) {
      const { fullName, email } = people.get(e.memberId)!;
      map[uses.get(fullName)! > 1 ? `${fullName} (${email})` : fullName] = e.value;
    }
    return map;
  }

  /** The members a search matches (up to 100, as the other member searches), or undefined for none. */
  async matching(search: string): Promise<string[] | undefined> {
    const term = search.trim();
    if (!term) return undefined;
    return (await this.directory.search(term, 100, { membersOnly: true })).map((u) => u.id);
  }

  /** Names and emails, read in chunks (an export names every member of a pool). */
  async summaries(ids: string[]): Promise<Map<string, { fullName: string; email: string }>> {
    const people = new Map<string, { fullName: string; email: string }>();
    for (let i = 0; i < ids.length; i += NAMES_PER_READ)
      for (const [id, u] of await this.directory.summaries(ids.slice(i, i + NAMES_PER_READ)))
        people.set(id, u);
    return people;
  }
}
