import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import type { Job } from 'bullmq';
import { AppConfig } from './config/app-config';
import type { StoredEvent } from './events/domain-event';
import { DomainEventsProcessor } from './events/domain-events.processor';
import { EventRelay } from './events/event-relay';
import { Queues } from './queue/queues';
import { QueueName } from './queue/queue-names';

/** Starts the background side (queue workers, event relay) in the roles that run it. */
@Injectable()
export class PlatformLifecycle implements OnApplicationBootstrap {
  private readonly logger = new Logger('Lifecycle');

  constructor(
    private readonly config: AppConfig,
    private readonly queues: Queues,
    private readonly relay: EventRelay,
    private readonly domainEvents: DomainEventsProcessor,
  ) {}

  onApplicationBootstrap(): void {
    this.queues.process(QueueName.domainEvents, (job: Job<StoredEvent>) => this.domainEvents.process(job), 4);
    if (!this.config.runsWorkers) return;
    this.queues.startWorkers();
    this.relay.start();
    this.logger.log(`Role ${this.config.APP_ROLE}: workers and event relay running`);
  }
}
