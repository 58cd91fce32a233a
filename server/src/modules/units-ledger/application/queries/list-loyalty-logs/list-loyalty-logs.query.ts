import { Query } from '@nestjs/cqrs';
import type { LoyaltyLog } from '@app/libs';

/** A user's Free Unit Logs, newest first. */
export class ListLoyaltyLogsQuery extends Query<LoyaltyLog[]> {
  constructor(readonly memberId: string) {
    super();
  }
}
