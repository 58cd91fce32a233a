import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { PoolRowsReads } from '../../../infrastructure/pool-rows.reads';
import { centsText, csvLine } from '../../../interface/http/csv';
import { PoolViews } from '../../pool-views';
import { ExportPoolCsvQuery } from './export-pool-csv.query';

/** The spec's reward "shown to 2 decimals": cents per unit, as dollars. */
const rewardText = (centsPerUnit: number | null) =>
  centsPerUnit === null ? '' : (centsPerUnit / 100).toFixed(2);

@QueryHandler(ExportPoolCsvQuery)
export class ExportPoolCsvHandler implements IQueryHandler<ExportPoolCsvQuery> {
  constructor(
    private readonly views: PoolViews,
    private readonly rows: PoolRowsReads,
  ) {}

  async execute({ seasonNo, pool }: ExportPoolCsvQuery): Promise<string> {
    const season = await this.views.season(seasonNo);
    const figures = this.views.figures(await this.views.table(season), season.payoutCents, pool);
    const rows = await this.rows.all(season.no, pool);
    const people = await this.views.summaries(rows.map((r) => r.memberId));
    const reward = rewardText(figures.rewardPerUnitCents);
    let csv = csvLine(['user', 'email', 'balance', 'reward', 'total']);
    for (const r of rows) {
      const person = people.get(r.memberId);
      const share = season.payoutCents === null ? '' : centsText(r.shareCents ?? 0);
      csv += csvLine([person?.fullName ?? '', person?.email ?? '', r.balance, reward, share]);
    }
    const distributed = figures.distributedCents === null ? '' : centsText(figures.distributedCents);
    return csv + csvLine(['Total', '', figures.balance, reward, distributed]);
  }
}
