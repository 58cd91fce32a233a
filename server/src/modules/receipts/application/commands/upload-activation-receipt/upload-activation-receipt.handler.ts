import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReceiptView } from '@app/libs';
import { UserViews } from '../../../../identity';
import { ReceiptIntake } from '../../receipt-intake';
import { toReceiptView } from '../../receipt-views';
import { UploadActivationReceiptCommand } from './upload-activation-receipt.command';

@CommandHandler(UploadActivationReceiptCommand)
export class UploadActivationReceiptHandler implements ICommandHandler<UploadActivationReceiptCommand> {
  constructor(
    private readonly intake: ReceiptIntake,
    private readonly users: UserViews,
  ) {}

  async execute({ memberId, images }: UploadActivationReceiptCommand): Promise<ReceiptView> {
    const view = await this.users.byId(memberId);
    const row = await this.intake.uploadActivation(
      { id: memberId, units: view.details.unit_purchase_intent, payType: view.details.pay_type },
      images,
    );
    return toReceiptView(row);
  }
}
