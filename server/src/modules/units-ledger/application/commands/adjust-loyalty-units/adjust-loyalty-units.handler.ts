import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { LoyaltyResult } from '@app/libs';
import { ValidationFailed } from '../../../../../platform';
import { UserDirectory } from '../../../../identity';
import { LedgerMessages } from '../../../domain/ledger-rules';
import { IdempotentCalls, type IdempotentOutcome } from '../../idempotency/idempotent-calls';
import { UnitsLedger } from '../../units-ledger.service';
import { AdjustLoyaltyUnitsCommand } from './adjust-loyalty-units.command';

@CommandHandler(AdjustLoyaltyUnitsCommand)
export class AdjustLoyaltyUnitsHandler implements ICommandHandler<AdjustLoyaltyUnitsCommand> {
  constructor(
    private readonly ledger: UnitsLedger,
    private readonly directory: UserDirectory,
    private readonly idempotency: IdempotentCalls,
  ) {}

  execute(cmd: AdjustLoyaltyUnitsCommand): Promise<IdempotentOutcome<LoyaltyResult>> {
    const scope = { actorId: cmd.actorId, call: 'adjust-loyalty-units', key: cmd.idempotencyKey };
    return this.idempotency.run(scope, { id: cmd.memberId, units: cmd.units }, () => this.adjust(cmd));
  }

  private async adjust({
    actorId,
    idempotencyKey,
    memberId,
    units,
  }: AdjustLoyaltyUnitsCommand): Promise<LoyaltyResult> {
    if (!(await this.directory.isActiveMember(memberId))) {
      const user = (await this.directory.summaries([memberId])).get(memberId);
      if (user?.staff && !user.deleted)
        throw ValidationFailed.coded('id', 'LEDGER.RECIPIENT_IS_STAFF', LedgerMessages.recipientIsStaff);
      throw ValidationFailed.coded('id', 'LEDGER.MEMBER_NOT_FOUND', LedgerMessages.memberNotFound);
    }
    const verb = units > 0 ? 'added' : 'deducted';
    await this.ledger.adjustLoyalty({
      memberId,
      units,
      narration: `${Math.abs(units)} free units ${verb} by admin`,
      actorId,
      // Backs the interface's key in the ledger itself (unique transfer key).
      idempotencyKey: `loyalty:${actorId}:${idempotencyKey}`,
    });
    const b = await this.ledger.balance(memberId);
    return {
      paid_units: b.paidUnits,
      loyalty_units: b.loyaltyUnits,
      balance_units: b.paidUnits + b.loyaltyUnits,
    };
  }
}
