import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReceiptView } from '@app/libs';
import { ReceiptIntake } from '../../receipt-intake';
import { toReceiptView } from '../../receipt-views';
import { StoreReceiptCommand } from './store-receipt.command';

@CommandHandler(StoreReceiptCommand)
export class StoreReceiptHandler implements ICommandHandler<StoreReceiptCommand> {
  constructor(private readonly intake: ReceiptIntake) {}

  async execute(cmd: StoreReceiptCommand): Promise<ReceiptView> {
    const row = await this.intake.store(
      cmd.memberId,
      { id: cmd.receiptId, units: cmd.units, payType: cmd.payType },
      cmd.images,
    );
    return toReceiptView(row);
  }
}
