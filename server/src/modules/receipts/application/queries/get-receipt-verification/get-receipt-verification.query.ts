import { Query } from '@nestjs/cqrs';
import type { AwaitingUser } from '@app/libs';

/** The verification screen of one member (/admin/receipt/verification/view/:id). */
export class GetReceiptVerificationQuery extends Query<AwaitingUser> {
  constructor(readonly memberId: string) {
    super();
  }
}
