import { Query } from '@nestjs/cqrs';
import type { MyPools } from '@app/libs';

/** The signed-in member's balances and shares in both pools, this season and each locked one. */
export class GetMyPoolsQuery extends Query<MyPools> {
  constructor(readonly memberId: string) {
    super();
  }
}
