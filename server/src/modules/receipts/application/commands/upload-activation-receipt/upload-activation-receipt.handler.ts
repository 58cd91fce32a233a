import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReceiptView } from '@app/libs';
import { UserViews } from '../../../../identity';
import { IdempotentCalls, type IdempotentOutcome } from '../../../../units-ledger';
import { fingerprintOf } from '../../receipt-files';
import { ReceiptIntake, requestKeyOf } from '../../receipt-intake';
import { toReceiptView, viewOrNull } from '../../receipt-views';
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
    const scope = { actorId: memberId, call: 'upload-receipt', key: idempotencyKey };
    const requestKey = requestKeyOf(scope);
    return this.idempotency.run(
      scope,
      { files: fingerprintOf(images) },
      async () => {
        const view = await this.users.byId(memberId);
        const row = await this.intake.uploadActivation(
          { id: memberId, units: view.details.unit_purchase_intent, payType: view.details.pay_type },
          images,
          requestKey,
        );
        return toReceiptView(row);
      },
      async () => viewOrNull(await this.intake.answeredRequest(memberId, requestKey)),
    );
  }
}
