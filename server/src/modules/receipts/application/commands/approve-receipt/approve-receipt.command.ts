import { Command } from '@nestjs/cqrs';
import type { AdminReceiptView } from '@app/libs';
import type { IdempotentOutcome } from '../../../../units-ledger';

/** Approves a receipt: its pending transfer is posted with the admin's units, the member is paid. */
export class ApproveReceiptCommand extends Command<IdempotentOutcome<AdminReceiptView>> {
  constructor(
    readonly adminId: string,
    readonly idempotencyKey: string,
    readonly receiptId: string,
    readonly units: number,
    readonly narration: string,
  ) {
    super();
  }
}
