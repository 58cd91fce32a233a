import { Command } from '@nestjs/cqrs';
import type { ReceiptView } from '@app/libs';
import type { UploadedImage } from '../../../../../platform';

/** A receipt of /transactions; with `receiptId`, a rejected one again (Try Again). */
export class StoreReceiptCommand extends Command<ReceiptView> {
  constructor(
    readonly memberId: string,
    readonly receiptId: string | null,
    readonly units: number,
    readonly payType: string,
    readonly images: UploadedImage[],
  ) {
    super();
  }
}
