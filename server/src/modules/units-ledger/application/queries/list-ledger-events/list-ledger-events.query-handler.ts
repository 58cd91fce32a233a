import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AuditEvent, CursorPage } from '@app/libs';
import { DataSource } from 'typeorm';
import { UserDirectory } from '../../../../identity';
import { auditEvents } from '../../../infrastructure/audit.queries';
import { ListLedgerEventsQuery } from './list-ledger-events.query';

const PAGE_SIZE = 50;

@QueryHandler(ListLedgerEventsQuery)
export class ListLedgerEventsHandler implements IQueryHandler<ListLedgerEventsQuery> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly directory: UserDirectory,
  ) {}

  async execute({ type, cursor }: ListLedgerEventsQuery): Promise<CursorPage<AuditEvent>> {
    const rows = await auditEvents(this.dataSource, { type, beforeSeq: cursor, limit: PAGE_SIZE + 1 });
    const page = rows.slice(0, PAGE_SIZE);
    const actors = await this.directory.summaries(page.map((r) => r.actor_id!).filter(Boolean));
    return {
      data: page.map((r) => ({
        seq: String(r.seq),
        type: r.type,
        aggregate_type: r.aggregate_type,
        aggregate_id: r.aggregate_id,
        payload: r.payload,
        actor_id: r.actor_id,
        actor: r.actor_id ? (actors.get(r.actor_id) ?? null) : null,
        occurred_at: new Date(r.occurred_at).toISOString(),
        sealed: r.sealed,
      })),
      next_cursor: rows.length > PAGE_SIZE ? String(page[page.length - 1].seq) : null,
    };
  }
}
