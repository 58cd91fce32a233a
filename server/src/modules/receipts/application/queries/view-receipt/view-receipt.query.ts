import { Query } from '@nestjs/cqrs';
import type { AdminReceiptView } from '@app/libs';

/** One receipt for the back-office; 404 RECEIPT.NOT_FOUND when there is none. */
export class ViewReceiptQuery extends Query<AdminReceiptView> {
  constructor(readonly receiptId: string) {
    super();
  }
}
