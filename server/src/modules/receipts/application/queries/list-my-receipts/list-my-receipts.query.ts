import { Query } from '@nestjs/cqrs';
import type { ReceiptView } from '@app/libs';

/** The member's receipts (/transactions). */
export class ListMyReceiptsQuery extends Query<ReceiptView[]> {
  constructor(readonly memberId: string) {
    super();
  }
}
