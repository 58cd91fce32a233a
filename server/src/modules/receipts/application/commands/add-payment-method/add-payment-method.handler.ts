import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PaymentMethodView } from '@app/libs';
import { PaymentMethods } from '../../payments/payment-methods';
import { AddPaymentMethodCommand } from './add-payment-method.command';

@CommandHandler(AddPaymentMethodCommand)
export class AddPaymentMethodHandler implements ICommandHandler<AddPaymentMethodCommand> {
  constructor(private readonly methods: PaymentMethods) {}

  execute({ memberId, email, token }: AddPaymentMethodCommand): Promise<PaymentMethodView> {
    return this.methods.add(memberId, email, token);
  }
}
