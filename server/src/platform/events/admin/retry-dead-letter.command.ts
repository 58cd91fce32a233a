import { Command, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import type { DeadLetterView } from '@app/libs';
import { DataSource } from 'typeorm';
import { AppError, conflict, notFound } from '../../errors/app-error';
import { ConsumerRunner, SealedEvent } from '../consumer-runner';
import { describeError } from '../describe-error';
import { EventConsumers } from '../event-consumers';
import { DEAD_LETTER_COLUMNS } from './dead-letters.query';

/** Hands a dead letter's event to its consumer once more, out of log order, on a staff member's word. */
export class RetryDeadLetter extends Command<DeadLetterView> {
  constructor(
    readonly id: string,
    readonly actorId: string,
  ) {
    super();
  }
}

@CommandHandler(RetryDeadLetter)
export class RetryDeadLetterHandler implements ICommandHandler<RetryDeadLetter> {
  constructor(
    private readonly dataSource: DataSource,
    private readonly consumers: EventConsumers,
    private readonly runner: ConsumerRunner,
  ) {}

  async execute({ id, actorId }: RetryDeadLetter): Promise<DeadLetterView> {
    const failure = await this.dataSource.transaction(async (m) => {
      const [letter] = await m.query(
        `SELECT d.consumer, d.seal_no::text AS "sealNo", d.resolved_at, e.seq::text AS seq, e.id, e.type,
                e.aggregate_type AS "aggregateType", e.aggregate_id AS "aggregateId", e.payload,
                e.actor_id AS "actorId", e.occurred_at AS "occurredAt"
           FROM event_dead_letters d JOIN domain_events e ON e.id = d.event_id
          WHERE d.id = $1 FOR UPDATE OF d`,
        [id],
      );
      if (!letter) throw notFound('Dead letter not found.', 'EVENTS.DEAD_LETTER_NOT_FOUND');
      if (letter.resolved_at)
        throw conflict('This event was already handled again.', 'EVENTS.DEAD_LETTER_RESOLVED');
      const consumer = this.consumers.byName(letter.consumer);
      if (!consumer) throw conflict('This consumer no longer exists.', 'EVENTS.CONSUMER_UNKNOWN');
      // The consumer's own batches wait meanwhile, so a projection never applies two events at once.
      await m.query(`SELECT 1 FROM event_consumers WHERE name = $1 FOR UPDATE`, [consumer.name]);
      const {
        consumer: _c,
        resolved_at: _r,
        ...event
      } = letter as SealedEvent & {
        consumer: string;
        resolved_at: Date | null;
      };
      const error = await this.runner.handleOne(consumer, event, m);
      await m.query(
        `UPDATE event_dead_letters SET retried_at = now(), retried_by = $2,
                resolved_at = CASE WHEN $3::text IS NULL THEN now() END,
                error = coalesce($3, error), attempts = attempts + 1
          WHERE id = $1`,
        [id, actorId, error ? describeError(error) : null],
      );
      return error;
    });
    const [view] = await this.dataSource.query(
      `SELECT ${DEAD_LETTER_COLUMNS} FROM event_dead_letters d JOIN domain_events e ON e.id = d.event_id WHERE d.id = $1`,
      [id],
    );
    if (failure) {
      const error = describeError(failure);
      throw new AppError(409, `The event failed again: ${error}`, 'EVENTS.RETRY_FAILED', { error });
    }
    return view;
  }
}
