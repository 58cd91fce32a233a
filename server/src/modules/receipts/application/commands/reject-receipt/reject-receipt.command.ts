import { Command } from '@nestjs/cqrs';
import type { AdminReceiptView } from '@app/libs';
import type { IdempotentOutcome } from '../../../../units-ledger';

/** Rejects a receipt: its pending transfer is voided, the reason kept for the member. */
export class RejectReceiptCommand extends Command<IdempotentOutcome<AdminReceiptView>> {
  constructor(
    readonly adminId: string,
    readonly idempotencyKey: string,
    readonly receiptId: string,
    readonly reason: string,
  ) {
    super();
  }
}
