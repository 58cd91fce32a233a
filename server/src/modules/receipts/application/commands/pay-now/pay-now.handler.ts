import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UserView } from '@app/libs';
import type { IdempotentOutcome } from '../../../../units-ledger';
import { CardPayments } from '../../payments/card-payments';
import { PayNowCommand } from './pay-now.command';

@CommandHandler(PayNowCommand)
export class PayNowHandler implements ICommandHandler<PayNowCommand> {
  constructor(private readonly cards: CardPayments) {}

  execute(cmd: PayNowCommand): Promise<IdempotentOutcome<UserView>> {
    return this.cards.payNow({
      memberId: cmd.memberId,
      email: cmd.email,
      key: cmd.idempotencyKey,
      unit: cmd.unit,
      token: cmd.token,
      paymentMethodId: cmd.paymentMethodId,
      saveCard: cmd.saveCard,
    });
  }
}
