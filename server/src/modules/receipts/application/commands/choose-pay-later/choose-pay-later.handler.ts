import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { UserView } from '@app/libs';
import { UserViews } from '../../../../identity';
import { IdempotentCalls, type IdempotentOutcome } from '../../../../units-ledger';
import { purchaseUnits } from '../../../domain/payment-rules';
import { refusing } from '../../errors';
import { ReceiptIntake, requestKeyOf } from '../../receipt-intake';
import { Prices } from '../../unit-price';
import { ChoosePayLaterCommand } from './choose-pay-later.command';

@CommandHandler(ChoosePayLaterCommand)
export class ChoosePayLaterHandler implements ICommandHandler<ChoosePayLaterCommand> {
  constructor(
    private readonly intake: ReceiptIntake,
    private readonly idempotency: IdempotentCalls,
    private readonly prices: Prices,
    private readonly users: UserViews,
  ) {}

  async execute(cmd: ChoosePayLaterCommand): Promise<IdempotentOutcome<UserView>> {
    const pricing = await this.prices.current();
    const view = await this.users.byId(cmd.memberId);
    const units = refusing(() =>
      purchaseUnits(cmd.unit ?? view.details.unit_purchase_intent, pricing.minUnits, pricing.unitPriceCents),
    );
    const scope = { actorId: cmd.memberId, call: 'pay-later', key: cmd.idempotencyKey };
    const requestKey = requestKeyOf(scope);
    return this.idempotency.run(
      scope,
      { pay_type: cmd.payType, unit: units },
      async () => {
        await this.intake.payLater(cmd.memberId, cmd.payType, units, requestKey);
        return this.users.byId(cmd.memberId);
      },
      async () =>
        (await this.intake.answeredRequest(cmd.memberId, requestKey)) ? this.users.byId(cmd.memberId) : null,
    );
  }
}
