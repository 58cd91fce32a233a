import { Command } from '@nestjs/cqrs';
import type { UserView } from '@app/libs';
import type { IdempotentOutcome } from '../../../../units-ledger';

/** Pay Later: a pending transfer of the units, paid offline by the chosen pay type. */
export class ChoosePayLaterCommand extends Command<IdempotentOutcome<UserView>> {
  constructor(
    readonly memberId: string,
    readonly idempotencyKey: string,
    readonly payType: string,
    /** The units asked for; undefined keeps the registration's intent. */
    readonly unit: unknown,
  ) {
    super();
  }
}
