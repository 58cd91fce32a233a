import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { ReceiptView } from '@app/libs';
import { IdempotentCalls, type IdempotentOutcome } from '../../../../units-ledger';
import { fingerprintOf } from '../../receipt-files';
import { ReceiptIntake, requestKeyOf } from '../../receipt-intake';
import { toReceiptView, viewOrNull } from '../../receipt-views';
import { StoreReceiptCommand } from './store-receipt.command';

@CommandHandler(StoreReceiptCommand)
export class StoreReceiptHandler implements ICommandHandler<StoreReceiptCommand> {
  constructor(
    private readonly intake: ReceiptIntake,
    private readonly idempotency: IdempotentCalls,
  ) {}

  execute(cmd: StoreReceiptCommand): Promise<IdempotentOutcome<ReceiptView>> {
    const input = { id: cmd.receiptId, units: cmd.units, payType: cmd.payType };
    const scope = { actorId: cmd.memberId, call: 'store-receipt', key: cmd.idempotencyKey };
    const requestKey = requestKeyOf(scope);
    return this.idempotency.run(
      scope,
      { ...input, files: fingerprintOf(cmd.images) },
      async () => toReceiptView(await this.intake.store(cmd.memberId, input, cmd.images, requestKey)),
      async () => viewOrNull(await this.intake.answeredRequest(cmd.memberId, requestKey)),
    );
  }
}
