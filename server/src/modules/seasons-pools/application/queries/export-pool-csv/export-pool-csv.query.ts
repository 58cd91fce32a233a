import { Query } from '@nestjs/cqrs';
import type { PoolName } from '@app/libs';

/** One pool of a season as CSV: user, email, balance, reward per unit, total, and a total row. */
export class ExportPoolCsvQuery extends Query<string> {
  constructor(
    readonly seasonNo: number,
    readonly pool: PoolName,
  ) {
    super();
  }
}
