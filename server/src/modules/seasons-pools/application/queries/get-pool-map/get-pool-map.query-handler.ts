import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PoolRowsReads } from '../../../infrastructure/pool-rows.reads';
import { SeasonReads } from '../../../infrastructure/season-reads';
import { PoolViews } from '../../pool-views';
import { GetPoolMapQuery } from './get-pool-map.query';

@QueryHandler(GetPoolMapQuery)
export class GetPoolMapHandler implements IQueryHandler<GetPoolMapQuery> {
  constructor(
    private readonly views: PoolViews,
    private readonly reads: SeasonReads,
    private readonly rows: PoolRowsReads,
  ) {}

  async execute({ kind, seasonNo }: GetPoolMapQuery): Promise<Record<string, number>> {
    const season = await this.views.season(seasonNo);
    if (kind === 'users')
      return this.views.nameMap(
        (await this.reads.seasonUnits(season.no)).map((r) => ({ memberId: r.memberId, value: r.units })),
      );
    await this.views.table(season);
    const rows = await this.rows.all(season.no, kind);
    return this.views.nameMap(rows.map((r) => ({ memberId: r.memberId, value: r.balance })));
  }
}
