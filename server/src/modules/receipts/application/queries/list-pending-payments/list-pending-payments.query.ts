import { Query } from '@nestjs/cqrs';
import type { AwaitingUser } from '@app/libs';

/** Members who chose Pay Later and have not been decided on. */
export class ListPendingPaymentsQuery extends Query<AwaitingUser[]> {
  constructor() {
    super();
  }
}
