import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PoolPage } from '@app/libs';
import { paginate } from '../../../../back-office';
import { PoolRowsReads } from '../../../infrastructure/pool-rows.reads';
import { PoolViews } from '../../pool-views';
import { GetPoolPageQuery } from './get-pool-page.query';

const PATH = '/api/admin/pool/seasons';

@QueryHandler(GetPoolPageQuery)
export class GetPoolPageHandler implements IQueryHandler<GetPoolPageQuery> {
  constructor(
    private readonly views: PoolViews,
    private readonly rows: PoolRowsReads,
  ) {}

  async execute({ seasonNo, pool, page, perPage, search }: GetPoolPageQuery): Promise<PoolPage> {
    const season = await this.views.season(seasonNo);
    const table = await this.views.table(season);
    const figures = this.views.figures(table, season.payoutCents, pool);
    const only = await this.views.matching(search);
    const [found, total] = await Promise.all([
      this.rows.page(season.no, pool, perPage, (page - 1) * perPage, only),
      only ? this.rows.count(season.no, pool, only) : Promise.resolve(figures.members),
    ]);
    const people = await this.views.summaries(found.map((r) => r.memberId));
    const query = new URLSearchParams({ pool, ...(search ? { search } : {}) });
    return {
      season: {
        no: season.no,
        name: season.name,
        current: season.current,
        lockedAt: season.lockedAt,
        payoutCents: season.payoutCents,
      },
      pool,
      rows: paginate(
        found.map((r) => ({
          user: {
            id: r.memberId,
            fullName: people.get(r.memberId)?.fullName ?? '',
            email: people.get(r.memberId)?.email ?? '',
          },
          balance: r.balance,
          rewardPerUnitCents: figures.rewardPerUnitCents,
          shareCents: season.payoutCents === null ? null : (r.shareCents ?? 0),
        })),
        total,
        { page, perPage, path: `${PATH}/${season.no}?${query}` },
      ),
      totals: {
        balance: figures.balance,
        poolCents: figures.poolCents,
        distributedCents: figures.distributedCents,
        members: figures.members,
      },
      frozen: table.frozen,
      computedAt: new Date(table.computed_at).toISOString(),
    };
  }
}
