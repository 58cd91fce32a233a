import { Query } from '@nestjs/cqrs';
import type { CursorPage, LedgerTransfer } from '@app/libs';
import type { AuditFilter } from '../../../infrastructure/audit.queries';

/** Every ledger row (posts, voids and reversals too), filtered for staff, newest first. */
export class ListAuditTransfersQuery extends Query<CursorPage<LedgerTransfer>> {
  constructor(readonly filter: AuditFilter) {
    super();
  }
}
