import { Query } from '@nestjs/cqrs';
import type { TierInfo } from '@app/libs';

/** The deepest tier, the size and the units of a member's downline. */
export class GetUserTiersQuery extends Query<TierInfo> {
  constructor(readonly memberId: string) {
    super();
  }
}
