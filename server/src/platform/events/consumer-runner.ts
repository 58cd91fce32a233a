import { Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { describeError } from './describe-error';
import type { StoredEvent } from './domain-event';
import { effectIdOf, EventConsumer, EventConsumers } from './event-consumers';
import { decideOnFailure } from './retry-policy';

/** How many seal numbers one batch looks at: bounded work per transaction, whatever the types. */
const WINDOW = 1000;

export interface SealedEvent extends StoredEvent {
  sealNo: string;
}

interface ConsumerRow {
  checkpoint: string;
  attempts: number;
  failing_seal_no: string | null;
}

/** A sealed event as consumers get it, from `domain_event_seals s JOIN domain_events e`. */
export const SEALED_EVENT_COLUMNS = `s.seal_no::text AS "sealNo", e.seq::text AS seq, e.id, e.type, e.aggregate_type AS "aggregateType",
  e.aggregate_id AS "aggregateId", e.payload, e.actor_id AS "actorId", e.occurred_at AS "occurredAt"`;

export interface BatchOutcome {
  handled: number;
  moved: boolean;
}
const IDLE: BatchOutcome = { handled: 0, moved: false };

/** A projection's event failed: its batch's transaction is unusable and is run again up to that event. */
class ProjectionFailed extends Error {
  constructor(
    readonly sealNo: string,
    readonly error: unknown,
  ) {
    super(`event at seal ${sealNo} failed`);
  }
}

/** A projection's `applyAll` failed: the batch is run again event by event, to find which one. */
class BatchApplyFailed extends Error {}

const withoutSealNo = ({ sealNo: _sealNo, ...event }: SealedEvent): StoredEvent => event;

/**
 * Moves one consumer along the sealed log, one batch per transaction. The consumer's row is locked
 * for the batch (FOR UPDATE SKIP LOCKED), so with any number of processes each consumer runs in one
 * place at a time, in seal order; a process that dies mid-batch loses its transaction, and the next
 * poll anywhere takes over from the last committed checkpoint.
 */
@Injectable()
export class ConsumerRunner {
  private readonly logger = new Logger(ConsumerRunner.name);
  private readonly registered = new Set<string>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly consumers: EventConsumers,
  ) {}

  /** Creates the checkpoint rows of consumers seen for the first time; every role calls it at boot. */
  async registerAll(): Promise<void> {
    for (const consumer of this.consumers.all()) await this.register(consumer);
  }

  private async register(consumer: EventConsumer): Promise<void> {
    const fromHead = consumer.kind === 'reaction' && consumer.startFrom === 'registration';
    await this.dataSource.query(
      `INSERT INTO event_consumers (name, kind, checkpoint)
       VALUES ($1, $2, CASE WHEN $3 THEN (SELECT coalesce(max(seal_no), 0) FROM domain_event_seals) ELSE 0 END)
       ON CONFLICT (name) DO NOTHING`,
      [consumer.name, consumer.kind, fromHead],
    );
    this.registered.add(consumer.name);
  }

  /**
   * One batch of `consumer`: how many events it handled, and whether its checkpoint moved (false when
   * it is caught up, held by another process, or waiting to retry). A projection's batch runs without
   * savepoints; when one of its events fails, the whole transaction is dropped and the batch is run
   * again up to that event, which is then recorded as failed.
   */
  async runBatch(consumer: EventConsumer): Promise<BatchOutcome> {
    // A consumer registered after boot (a plugin, a test) gets its row on its first turn.
    if (!this.registered.has(consumer.name)) await this.register(consumer);
    let failed: ProjectionFailed | undefined;
    let eventByEvent = false;
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.batch(consumer, failed, eventByEvent);
      } catch (error) {
        if (error instanceof BatchApplyFailed && !eventByEvent) {
          eventByEvent = true;
          continue;
        }
        if (!(error instanceof ProjectionFailed) || attempt >= 3) throw error;
        failed = error;
      }
    }
  }

  private batch(
    consumer: EventConsumer,
    failed: ProjectionFailed | undefined,
    eventByEvent: boolean,
  ): Promise<BatchOutcome> {
    return this.dataSource.transaction(async (m) => {
      // A process that hangs holding the row must not keep the consumer from the others for long.
      await m.query(`SET LOCAL idle_in_transaction_session_timeout = '30s'`);
      const [row]: ConsumerRow[] = await m.query(
        `SELECT checkpoint::text, attempts, failing_seal_no::text FROM event_consumers
          WHERE name = $1 AND (retry_at IS NULL OR retry_at <= now()) FOR UPDATE SKIP LOCKED`,
        [consumer.name],
      );
      if (!row) return IDLE;
      const [{ head }] = await m.query(
        `SELECT coalesce(max(seal_no), 0)::text AS head FROM domain_event_seals`,
      );
      const windowEnd = BigInt(row.checkpoint) + BigInt(WINDOW);
      const end = windowEnd < BigInt(head) ? windowEnd : BigInt(head);
      if (end <= BigInt(row.checkpoint)) return IDLE;
      const events: SealedEvent[] = await m.query(
        `SELECT ${SEALED_EVENT_COLUMNS} FROM domain_event_seals s JOIN domain_events e ON e.seq = s.seq
          WHERE s.seal_no > $1 AND s.seal_no <= $2 AND e.type = ANY($3) ORDER BY s.seal_no`,
        [row.checkpoint, end.toString(), consumer.types],
      );
      let handled = 0;
      if (consumer.kind === 'projection' && consumer.applyAll && !eventByEvent && events.length > 0) {
        try {
          await consumer.applyAll(events.map(withoutSealNo), m);
        } catch {
          throw new BatchApplyFailed();
        }
        return this.advance(m, consumer, end.toString(), events.length);
      }
      for (const event of events) {
        const error =
          failed?.sealNo === event.sealNo ? failed.error : await this.handleOne(consumer, event, m, false);
        if (error) {
          if (consumer.kind === 'projection' && failed?.sealNo !== event.sealNo)
            throw new ProjectionFailed(event.sealNo, error);
          await this.recordFailure(m, consumer, row, event, error, handled);
          return { handled, moved: handled > 0 };
        }
        handled++;
      }
      return this.advance(m, consumer, end.toString(), handled);
    });
  }

  private async advance(
    m: EntityManager,
    consumer: EventConsumer,
    checkpoint: string,
    handled: number,
  ): Promise<BatchOutcome> {
    await m.query(
      `UPDATE event_consumers SET checkpoint = $2, handled = handled + $3, attempts = 0, failing_seal_no = NULL,
              retry_at = NULL, last_error = NULL, progressed_at = now() WHERE name = $1`,
      [consumer.name, checkpoint, handled],
    );
    return { handled, moved: true };
  }

  /**
   * Hands one event to its consumer and answers the error it threw, if any. `isolated` runs a
   * projection inside a savepoint, so that a failure undoes only that event's work.
   */
  async handleOne(
    consumer: EventConsumer,
    event: SealedEvent,
    m: EntityManager,
    isolated = true,
  ): Promise<unknown> {
    if (consumer.kind === 'reaction') {
      try {
        await consumer.react(withoutSealNo(event), effectIdOf(consumer.name, event.id));
        return undefined;
      } catch (error) {
        return error ?? new Error('failed');
      }
    }
    if (!isolated) {
      try {
        await consumer.apply(withoutSealNo(event), m);
        return undefined;
      } catch (error) {
        return error ?? new Error('failed');
      }
    }
    await m.query('SAVEPOINT consumer_event');
    try {
      await consumer.apply(withoutSealNo(event), m);
      await m.query('RELEASE SAVEPOINT consumer_event');
      return undefined;
    } catch (error) {
      await m.query('ROLLBACK TO SAVEPOINT consumer_event');
      return error ?? new Error('failed');
    }
  }

  /** Keeps what the batch did before `event`, then retries `event` later or gives it to the dead letters. */
  private async recordFailure(
    m: EntityManager,
    consumer: EventConsumer,
    row: ConsumerRow,
    event: SealedEvent,
    error: unknown,
    handledBefore: number,
  ): Promise<void> {
    const message = describeError(error);
    const decision = decideOnFailure(event.sealNo, row.failing_seal_no, row.attempts);
    const before = (BigInt(event.sealNo) - 1n).toString();
    if (decision.kind === 'dead-letter') {
      this.logger.error(`${consumer.name} gave up on event ${event.seq} (${event.type}): ${message}`);
      await m.query(
        `INSERT INTO event_dead_letters (consumer, seal_no, event_id, event_type, error, attempts)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (consumer, event_id) DO UPDATE
           SET error = excluded.error, attempts = excluded.attempts, failed_at = now(), resolved_at = NULL`,
        [consumer.name, event.sealNo, event.id, event.type, message, decision.attempts],
      );
      await m.query(
        `UPDATE event_consumers SET checkpoint = $2, handled = handled + $3, attempts = 0, failing_seal_no = NULL,
                retry_at = NULL, last_error = $4, progressed_at = now() WHERE name = $1`,
        [consumer.name, event.sealNo, handledBefore, message],
      );
      return;
    }
    this.logger.warn(
      `${consumer.name} failed on event ${event.seq} (${event.type}), attempt ${decision.attempts}: ${message}`,
    );
    await m.query(
      `UPDATE event_consumers SET checkpoint = greatest(checkpoint, $2::bigint), handled = handled + $3,
              attempts = $4, failing_seal_no = $5, retry_at = now() + make_interval(secs => $6::float8 / 1000),
              last_error = $7, progressed_at = CASE WHEN $3 > 0 THEN now() ELSE progressed_at END
        WHERE name = $1`,
      [consumer.name, before, handledBefore, decision.attempts, event.sealNo, decision.delayMs, message],
    );
  }
}
