import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { MyPoolShare, MyPools, MyPoolsSeason, PoolName } from '@app/libs';
import { PoolRowsReads } from '../../../infrastructure/pool-rows.reads';
import { SeasonReads, type SeasonRecord } from '../../../infrastructure/season-reads';
import { PoolViews } from '../../pool-views';
import { GetMyPoolsQuery } from './get-my-pools.query';

/** A percentage to two decimals (what a card shows). */
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 100 : 0);

@QueryHandler(GetMyPoolsQuery)
export class GetMyPoolsHandler implements IQueryHandler<GetMyPoolsQuery> {
  constructor(
    private readonly views: PoolViews,
    private readonly reads: SeasonReads,
    private readonly rows: PoolRowsReads,
  ) {}

  async execute({ memberId }: GetMyPoolsQuery): Promise<MyPools> {
    const seasons = await this.reads.seasons();
    const past = seasons.filter((s) => !s.current).reverse();
    const current = seasons.find((s) => s.current)!;
    return {
      current: await this.seasonOf(current, memberId),
      past: await Promise.all(past.map((s) => this.seasonOf(s, memberId))),
    };
  }

  private async seasonOf(season: SeasonRecord, memberId: string): Promise<MyPoolsSeason> {
    const table = await this.views.table(season);
    const mine = await this.rows.member(season.no, memberId);
    const share = (pool: PoolName): MyPoolShare => {
      const figures = this.views.figures(table, season.payoutCents, pool);
      const balance = (pool === 'lenders' ? mine?.lenders : mine?.builders) ?? 0;
      const cents = pool === 'lenders' ? mine?.lendersShare : mine?.buildersShare;
      return {
        balance,
        total: figures.balance,
        sharePercent: percent(balance, figures.balance),
        shareCents: season.payoutCents === null ? null : (cents ?? 0),
      };
    };
    return {
      season: { no: season.no, name: season.name },
      lenders: share('lenders'),
      builders: share('builders'),
      payoutCents: season.payoutCents,
      computedAt: new Date(table.computed_at).toISOString(),
    };
  }
}
