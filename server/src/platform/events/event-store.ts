import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { preparedQuery } from '../database/prepared-query';
import type { DomainEvent } from './domain-event';

/** One prepared statement for any number of events, inserted in the order they were recorded. */
const APPEND = {
  name: 'domain_events.append',
  text: `INSERT INTO domain_events (type, aggregate_type, aggregate_id, payload, actor_id)
    SELECT type, aggregate_type, aggregate_id, payload, actor_id
      FROM unnest($1::text[], $2::text[], $3::text[], $4::jsonb[], $5::uuid[]) WITH ORDINALITY
        AS e(type, aggregate_type, aggregate_id, payload, actor_id, n)
     ORDER BY n`,
};

/**
 * The head of an INSERT that appends events from a query yielding (type, aggregate_type,
 * aggregate_id, payload, actor_id): for a command that is one statement, which writes its events
 * itself (see UnitOfWork.statement). Rows are appended in the query's order.
 */
export const APPEND_EVENTS_FROM =
  'INSERT INTO domain_events (type, aggregate_type, aggregate_id, payload, actor_id)';

/** Appends events inside the caller's transaction: the state change and its events commit together. */
@Injectable()
export class EventStore {
  async append(manager: EntityManager, events: readonly DomainEvent<object>[]): Promise<void> {
    if (events.length === 0) return;
    await preparedQuery(manager, APPEND, [
      events.map((e) => e.type),
      events.map((e) => e.aggregateType),
      events.map((e) => e.aggregateId),
      events.map((e) => JSON.stringify(e.payload)),
      events.map((e) => e.actorId),
    ]);
  }
}
