import { Command } from '@nestjs/cqrs';
import type { UserView } from '@app/libs';
import type { IdempotentOutcome } from '../../../../units-ledger';

/** Buys units by card on /pay-now: one charge per (member, Idempotency-Key). */
export class PayNowCommand extends Command<IdempotentOutcome<UserView>> {
  constructor(
    readonly memberId: string,
    readonly email: string,
    readonly idempotencyKey: string,
    readonly unit: unknown,
    readonly token: string | undefined,
    readonly paymentMethodId: string | undefined,
    readonly saveCard: boolean,
  ) {
    super();
  }
}
