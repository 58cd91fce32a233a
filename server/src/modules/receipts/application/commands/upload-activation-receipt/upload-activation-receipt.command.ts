import { Command } from '@nestjs/cqrs';
import type { ReceiptView } from '@app/libs';
import type { UploadedImage } from '../../../../../platform';

/** The activation (or pay-later) receipt from /home or /pay-now-pending-payment: it becomes Requested. */
export class UploadActivationReceiptCommand extends Command<ReceiptView> {
  constructor(
    readonly memberId: string,
    readonly images: UploadedImage[],
  ) {
    super();
  }
}
