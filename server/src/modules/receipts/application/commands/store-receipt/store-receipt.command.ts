import { Command } from '@nestjs/cqrs';
import type { ReceiptView } from '@app/libs';
import type { UploadedImage } from '../../../../../platform';
import type { IdempotentOutcome } from '../../../../units-ledger';

/**
 * A receipt of /transactions; with `receiptId`, a rejected one again (Try Again). It opens a pending
 * transfer, once per Idempotency-Key.
 */
export class StoreReceiptCommand extends Command<IdempotentOutcome<ReceiptView>> {
  constructor(
    readonly memberId: string,
    readonly idempotencyKey: string,
    readonly receiptId: string | null,
    readonly units: number,
    readonly payType: string,
    readonly images: UploadedImage[],
  ) {
    super();
  }
}
