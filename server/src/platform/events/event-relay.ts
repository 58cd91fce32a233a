import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { StoredEvent } from './domain-event';
import { EventSealer } from './event-sealer';
import { Queues } from '../queue/queues';
import { QueueName } from '../queue/queue-names';

const CURSOR = 'domain-events-queue';
const POLL_MS = 500;

/**
 * Seals new events and forwards them, in chain order, to the domain-events queue. The cursor moves in
 * the same transaction that read the events; a crash re-sends from the cursor and the queue drops
 * the duplicates by job id, so no event is lost and none is handled twice.
 */
@Injectable()
export class EventRelay implements BeforeApplicationShutdown {
  private readonly logger = new Logger(EventRelay.name);
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = true;

  constructor(
    private readonly dataSource: DataSource,
    private readonly sealer: EventSealer,
    private readonly queues: Queues,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Called after a local commit, so that events move without waiting for the next poll. */
  nudge(): void {
    if (this.stopped) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** One pass: seal, then relay everything sealed. Exposed for tests and tools. */
  async drain(): Promise<number> {
    await this.sealer.sealPending();
    let total = 0;
    for (let moved = await this.relayBatch(); moved > 0; moved = await this.relayBatch()) total += moved;
    return total;
  }

  private schedule(delay: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.drain()
        .then(() => undefined)
        .catch((error) => this.logger.error(`Relay pass failed: ${String(error)}`))
        .finally(() => {
          this.running = undefined;
          if (!this.stopped) this.schedule(this.again ? 0 : POLL_MS);
          this.again = false;
        });
    }, delay);
  }

  private async relayBatch(batch = 500): Promise<number> {
    return this.dataSource.transaction(async (m) => {
      await m.query(`INSERT INTO event_relay_cursors (name) VALUES ($1) ON CONFLICT DO NOTHING`, [CURSOR]);
      const [cursor] = await m.query(
        `SELECT last_seal_no FROM event_relay_cursors WHERE name = $1 FOR UPDATE SKIP LOCKED`,
        [CURSOR],
      );
      if (!cursor) return 0;
      const rows: Array<StoredEvent & { sealNo: string }> = await m.query(
        `SELECT s.seal_no AS "sealNo", e.seq, e.id, e.type, e.aggregate_type AS "aggregateType",
                e.aggregate_id AS "aggregateId", e.payload, e.actor_id AS "actorId", e.occurred_at AS "occurredAt"
           FROM domain_event_seals s JOIN domain_events e ON e.seq = s.seq
          WHERE s.seal_no > $1 ORDER BY s.seal_no LIMIT $2`,
        [cursor.last_seal_no, batch],
      );
      if (rows.length === 0) return 0;
      await this.queues.queue(QueueName.domainEvents).addBulk(
        rows.map(({ sealNo: _sealNo, ...event }) => ({
          name: event.type,
          data: event,
          opts: { jobId: `event-${event.id}` },
        })),
      );
      await m.query(`UPDATE event_relay_cursors SET last_seal_no = $2, updated_at = now() WHERE name = $1`, [
        CURSOR,
        rows[rows.length - 1].sealNo,
      ]);
      return rows.length;
    });
  }
}
