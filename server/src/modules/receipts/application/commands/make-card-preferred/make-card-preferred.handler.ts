import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PaymentMethodView } from '@app/libs';
import { PaymentMethods } from '../../payments/payment-methods';
import { MakeCardPreferredCommand } from './make-card-preferred.command';

@CommandHandler(MakeCardPreferredCommand)
export class MakeCardPreferredHandler implements ICommandHandler<MakeCardPreferredCommand> {
  constructor(private readonly methods: PaymentMethods) {}

  execute({ memberId, methodId }: MakeCardPreferredCommand): Promise<PaymentMethodView[]> {
    return this.methods.makePreferred(memberId, methodId);
  }
}
