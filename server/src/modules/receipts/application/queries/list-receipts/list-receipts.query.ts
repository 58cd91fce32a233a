import { Query } from '@nestjs/cqrs';
import type { AdminReceiptView } from '@app/libs';

/** Every receipt, for the back-office's list. */
export class ListReceiptsQuery extends Query<AdminReceiptView[]> {
  constructor() {
    super();
  }
}
