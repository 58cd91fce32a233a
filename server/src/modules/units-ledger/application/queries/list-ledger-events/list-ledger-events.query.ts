import { Query } from '@nestjs/cqrs';
import type { AuditEvent, CursorPage } from '@app/libs';

/** The event log, newest first, optionally only the types starting with `type`. */
export class ListLedgerEventsQuery extends Query<CursorPage<AuditEvent>> {
  constructor(
    readonly type?: string,
    readonly cursor?: string,
  ) {
    super();
  }
}
