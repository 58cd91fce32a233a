import { Command } from '@nestjs/cqrs';
import type { PayType, TransferUnitsResult, YesNo } from '@app/libs';
import type { IdempotentOutcome } from '../../idempotency/idempotent-calls';

export interface TransferUnitsRequest {
  recipientId: string;
  units: number;
  narration: string;
  payType: PayType;
  sendEmail: YesNo;
  email?: string;
}

/** An admin moves units from the issuer to a member, at today's unit price. */
export class TransferUnitsCommand extends Command<IdempotentOutcome<TransferUnitsResult>> {
  constructor(
    readonly actorId: string,
    readonly idempotencyKey: string,
    readonly request: TransferUnitsRequest,
  ) {
    super();
  }
}
