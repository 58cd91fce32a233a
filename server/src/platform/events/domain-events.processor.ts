import { Injectable, Logger } from '@nestjs/common';
import type { Job } from 'bullmq';
import { DataSource } from 'typeorm';
import type { StoredEvent } from './domain-event';
import { EventConsumers } from './event-consumers';

/** Hands an event to every consumer once: the processed_events row commits with the consumer's work. */
@Injectable()
export class DomainEventsProcessor {
  private readonly logger = new Logger(DomainEventsProcessor.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly consumers: EventConsumers,
  ) {}

  async process(job: Job<StoredEvent>): Promise<void> {
    const event = job.data;
    for (const consumer of this.consumers.for(event.type)) {
      await this.dataSource.transaction(async (m) => {
        const inserted = await m.query(
          `INSERT INTO processed_events (consumer, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1`,
          [consumer.name, event.id],
        );
        if (inserted.length === 0) return;
        await consumer.handle(event, m);
        this.logger.debug(`${consumer.name} handled ${event.type} ${event.id}`);
      });
    }
  }
}
