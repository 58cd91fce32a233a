import { Query, QueryHandler, IQueryHandler } from '@nestjs/cqrs';
import type { EventLogStatus } from '@app/libs';
import { DataSource } from 'typeorm';
import { EventConsumers } from '../event-consumers';

/** Counting what a consumer has left stops here: enough to tell "far behind" on a large log. */
export const BEHIND_CAP = 100_000;

export class GetEventLogStatus extends Query<EventLogStatus> {}

interface ConsumerRow {
  name: string;
  kind: 'projection' | 'reaction';
  checkpoint: string;
  handled: string;
  attempts: number;
  retry_at: Date | null;
  last_error: string | null;
  progressed_at: Date | null;
}

@QueryHandler(GetEventLogStatus)
export class GetEventLogStatusHandler implements IQueryHandler<GetEventLogStatus> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly consumers: EventConsumers,
  ) {}

  async execute(): Promise<EventLogStatus> {
    // The sealer works in (tx_id, seq) order: everything after the last sealed event is unsealed.
    const [sealer] = await this.dataSource.query(
      `WITH last AS (
         SELECT s.seal_no, e.tx_id, e.seq FROM domain_event_seals s JOIN domain_events e ON e.seq = s.seq
          ORDER BY s.seal_no DESC LIMIT 1)
       SELECT coalesce((SELECT seal_no FROM last), 0)::text AS head,
              (SELECT coalesce(max(seq), 0) FROM domain_events)::text AS events,
              count(*)::int AS unsealed, min(e.occurred_at) AS oldest
         FROM domain_events e
        WHERE NOT EXISTS (SELECT 1 FROM last) OR (e.tx_id, e.seq) > (SELECT tx_id, seq FROM last)`,
    );
    const rows: ConsumerRow[] = await this.dataSource.query(
      `SELECT name, kind, checkpoint::text, handled::text, attempts, retry_at, last_error, progressed_at
         FROM event_consumers ORDER BY name`,
    );
    const consumers = await Promise.all(rows.map((row) => this.statusOf(row)));
    const [{ open }] = await this.dataSource.query(
      `SELECT count(*)::int AS open FROM event_dead_letters WHERE resolved_at IS NULL`,
    );
    return {
      sealer: {
        head_seal_no: Number(sealer.head),
        events: Number(sealer.events),
        unsealed: sealer.unsealed,
        oldest_unsealed_at: sealer.oldest ? new Date(sealer.oldest).toISOString() : null,
      },
      behind_cap: BEHIND_CAP,
      consumers,
      open_dead_letters: open,
    };
  }

  private async statusOf(row: ConsumerRow) {
    const consumer = this.consumers.byName(row.name);
    const types = consumer ? [...consumer.types] : [];
    const [{ behind }] = await this.dataSource.query(
      `SELECT count(*)::int AS behind FROM (
         SELECT 1 FROM domain_event_seals s JOIN domain_events e ON e.seq = s.seq
          WHERE s.seal_no > $1 AND e.type = ANY($2) LIMIT $3) AS pending`,
      [row.checkpoint, types, BEHIND_CAP],
    );
    return {
      name: row.name,
      kind: row.kind,
      event_types: types,
      checkpoint: Number(row.checkpoint),
      behind,
      handled: Number(row.handled),
      attempts: row.attempts,
      retry_at: row.retry_at ? new Date(row.retry_at).toISOString() : null,
      last_error: row.last_error,
      progressed_at: row.progressed_at ? new Date(row.progressed_at).toISOString() : null,
      known: Boolean(consumer),
    };
  }
}
