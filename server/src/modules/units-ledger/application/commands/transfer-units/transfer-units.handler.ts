import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MAX_UNIT_VALUE_CENTS, type TransferUnitsResult } from '@app/libs';
import { conflict, ValidationFailed } from '../../../../../platform';
import { ConfigurationReader } from '../../../../configuration';
import { UserDirectory } from '../../../../identity';
import { dollarsToCents, LedgerMessages } from '../../../domain/ledger-rules';
import { IdempotentCalls, type IdempotentOutcome } from '../../idempotency/idempotent-calls';
import { TrxNumbers } from '../../../infrastructure/trx-numbers.repository';
import { TransactionViews } from '../../transaction-views';
import { UnitsLedger } from '../../units-ledger.service';
import { TransferUnitsCommand } from './transfer-units.command';

const DEFAULT_UNIT_PRICE = '500';

@CommandHandler(TransferUnitsCommand)
export class TransferUnitsHandler implements ICommandHandler<TransferUnitsCommand> {
  constructor(
    private readonly ledger: UnitsLedger,
    private readonly directory: UserDirectory,
    private readonly settings: ConfigurationReader,
    private readonly views: TransactionViews,
    private readonly idempotency: IdempotentCalls,
    private readonly numbers: TrxNumbers,
  ) {}

  async execute(cmd: TransferUnitsCommand): Promise<IdempotentOutcome<TransferUnitsResult>> {
    const scope = { actorId: cmd.actorId, call: 'transfer-units', key: cmd.idempotencyKey };
    const outcome = await this.idempotency.run(scope, cmd.request, () => this.transfer(cmd));
    // A replay moved nothing: say so as the first answer would have for a duplicate.
    return outcome.replayed ? { ...outcome, result: { ...outcome.result, duplicate: true } } : outcome;
  }

  private async transfer({
    actorId,
    idempotencyKey,
    request,
  }: TransferUnitsCommand): Promise<TransferUnitsResult> {
    const [recipient] = [...(await this.directory.summaries([request.recipientId])).values()];
    if (!recipient || recipient.deleted)
      throw ValidationFailed.coded('user', 'LEDGER.MEMBER_NOT_FOUND', LedgerMessages.memberNotFound);
    if (recipient.staff)
      throw ValidationFailed.coded('user', 'LEDGER.RECIPIENT_IS_STAFF', LedgerMessages.recipientIsStaff);
    const unitValueCents = dollarsToCents(
      (await this.settings.value('per-unit-price')) ?? DEFAULT_UNIT_PRICE,
    );
    if (unitValueCents === null || unitValueCents > MAX_UNIT_VALUE_CENTS)
      throw conflict('The configured unit price is out of range.', 'LEDGER.UNIT_PRICE_OUT_OF_RANGE');
    const { transfer, duplicate } = await this.ledger.transfer({
      memberId: recipient.id,
      units: request.units,
      unitValueCents,
      narration: request.narration,
      payType: request.payType,
      kind: 'manual',
      actorId,
      // The ledger's own unique key backs the interface's: a lost stored answer still moves nothing twice.
      idempotencyKey: `manual:${actorId}:${idempotencyKey}`,
      // The agreement reaction mails it once the transfer is in the log (ADR 0010).
      links: request.sendEmail === 'Yes' ? { agreementTo: request.email || recipient.email } : undefined,
    });
    // The answer names the Trx#, which the log gives the transfer right after its commit (ADR 0013).
    await this.numbers.awaitNumber(transfer.id);
    return { ...(await this.views.byId(transfer.id)), duplicate };
  }
}
