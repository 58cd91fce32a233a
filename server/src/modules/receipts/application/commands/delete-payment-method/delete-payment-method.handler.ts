import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PaymentMethodView } from '@app/libs';
import { PaymentMethods } from '../../payments/payment-methods';
import { DeletePaymentMethodCommand } from './delete-payment-method.command';

@CommandHandler(DeletePaymentMethodCommand)
export class DeletePaymentMethodHandler implements ICommandHandler<DeletePaymentMethodCommand> {
  constructor(private readonly methods: PaymentMethods) {}

  execute({ memberId, methodId }: DeletePaymentMethodCommand): Promise<PaymentMethodView[]> {
    return this.methods.delete(memberId, methodId);
  }
}
