import { Query } from '@nestjs/cqrs';
import type { AwaitingUser } from '@app/libs';

/** Members whose activation receipt awaits verification. */
export class ListReceiptVerificationUsersQuery extends Query<AwaitingUser[]> {
  constructor() {
    super();
  }
}
