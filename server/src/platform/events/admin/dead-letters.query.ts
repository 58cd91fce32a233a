import { Query, QueryHandler, IQueryHandler } from '@nestjs/cqrs';
import type { DeadLetterView } from '@app/libs';
import { DataSource } from 'typeorm';

export interface DeadLetterPage {
  data: DeadLetterView[];
  next_cursor: string | null;
}

/** Dead letters, newest first; `open` hides the ones a retry resolved. */
export class ListDeadLetters extends Query<DeadLetterPage> {
  constructor(
    readonly open: boolean,
    readonly limit: number,
    readonly beforeId?: string,
  ) {
    super();
  }
}

export const DEAD_LETTER_COLUMNS = `d.id::text, d.consumer, d.seal_no::int AS seal_no, d.event_id, d.event_type,
  e.aggregate_id, d.error, d.attempts, d.failed_at, d.retried_at, d.resolved_at`;

@QueryHandler(ListDeadLetters)
export class ListDeadLettersHandler implements IQueryHandler<ListDeadLetters> {
  constructor(private readonly dataSource: DataSource) {}

  async execute({ open, limit, beforeId }: ListDeadLetters): Promise<DeadLetterPage> {
    const rows: DeadLetterView[] = await this.dataSource.query(
      `SELECT ${DEAD_LETTER_COLUMNS}
         FROM event_dead_letters d JOIN domain_events e ON e.id = d.event_id
        WHERE ($1::boolean IS FALSE OR d.resolved_at IS NULL) AND ($2::bigint IS NULL OR d.id < $2::bigint)
        ORDER BY d.id DESC LIMIT $3`,
      [open, beforeId ?? null, limit + 1],
    );
    const page = rows.slice(0, limit);
    return { data: page, next_cursor: rows.length > limit ? page[page.length - 1].id : null };
  }
}
