import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReceiptView } from '@app/libs';
import { UserViews } from '../../../../identity';
import { IdempotentCalls, type IdempotentOutcome } from '../../../../units-ledger';
import { fingerprintOf } from '../../receipt-files';
import { ReceiptIntake } from '../../receipt-intake';
import { toReceiptView } from '../../receipt-views';
import { UploadActivationReceiptCommand } from './upload-activation-receipt.command';

@CommandHandler(UploadActivationReceiptCommand)
export class UploadActivationReceiptHandler implements ICommandHandler<UploadActivationReceiptCommand> {
  constructor(
    private readonly intake: ReceiptIntake,
    private readonly users: UserViews,
    private readonly idempotency: IdempotentCalls,
  ) {}

  execute({
    memberId,
    idempotencyKey,
    images,
  }: UploadActivationReceiptCommand): Promise<IdempotentOutcome<ReceiptView>> {
    return this.idempotency.run(
      { actorId: memberId, call: 'upload-receipt', key: idempotencyKey },
      { files: fingerprintOf(images) },
      async () => {
        const view = await this.users.byId(memberId);
        const row = await this.intake.uploadActivation(
          { id: memberId, units: view.details.unit_purchase_intent, payType: view.details.pay_type },
          images,
        );
        return toReceiptView(row);
      },
    );
  }
}
