import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { DomainEvent } from './domain-event';

/** Appends events inside the caller's transaction: the state change and its events commit together. */
@Injectable()
export class EventStore {
  async append(manager: EntityManager, events: readonly DomainEvent<object>[]): Promise<void> {
    if (events.length === 0) return;
    const values: unknown[] = [];
    const rows = events.map((event, i) => {
      values.push(
        event.type,
        event.aggregateType,
        event.aggregateId,
        JSON.stringify(event.payload),
        event.actorId,
      );
      const p = i * 5;
      return `($${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}::jsonb, $${p + 5}::uuid)`;
    });
    await manager.query(
      `INSERT INTO domain_events (type, aggregate_type, aggregate_id, payload, actor_id) VALUES ${rows.join(', ')}`,
      values,
    );
  }
}
