import { Command } from '@nestjs/cqrs';
import type { ReceiptView } from '@app/libs';
import type { UploadedImage } from '../../../../../platform';
import type { IdempotentOutcome } from '../../../../units-ledger';

/**
 * The activation (or pay-later) receipt from /home or /pay-now-pending-payment: it becomes Requested
 * and opens a pending transfer, once per Idempotency-Key.
 */
export class UploadActivationReceiptCommand extends Command<IdempotentOutcome<ReceiptView>> {
  constructor(
    readonly memberId: string,
    readonly idempotencyKey: string,
    readonly images: UploadedImage[],
  ) {
    super();
  }
}
