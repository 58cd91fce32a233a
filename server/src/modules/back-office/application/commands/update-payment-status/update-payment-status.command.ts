import { Command } from '@nestjs/cqrs';
import type { YesNo } from '@app/libs';

/** An admin sets a member's paid flag (Pending = No, Done = Yes). */
export class UpdatePaymentStatusCommand extends Command<void> {
  constructor(
    readonly actorId: string,
    readonly memberId: string,
    readonly status: YesNo,
  ) {
    super();
  }
}
