import { Query } from '@nestjs/cqrs';
import type { PoolName, PoolPage } from '@app/libs';

/** A page of one pool of a season: its members by balance, with their shares of the payout. */
export class GetPoolPageQuery extends Query<PoolPage> {
  constructor(
    readonly seasonNo: number,
    readonly pool: PoolName,
    readonly page: number,
    readonly perPage: number,
    readonly search: string,
  ) {
    super();
  }
}
