import { Query } from '@nestjs/cqrs';
import type { TierLevelPage } from '@app/libs';
import type { TierQueryRange } from '../../../domain/tier-query';

/** The members at one tier of a member's downline, who joined in the range if one is given. */
export class FetchTierLevelQuery extends Query<TierLevelPage> {
  constructor(
    readonly memberId: string,
    readonly range: TierQueryRange,
  ) {
    super();
  }
}
