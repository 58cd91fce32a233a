import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from './config/app-config';
import { ConsumerRunner } from './events/consumer-runner';
import { EventRelay } from './events/event-relay';
import { WorkerHeartbeat } from './health/worker-heartbeat';
import { Queues } from './queue/queues';

/** Starts the background side (queue workers, event relay) in the roles that run it. */
@Injectable()
export class PlatformLifecycle implements OnApplicationBootstrap {
  private readonly logger = new Logger('Lifecycle');

  constructor(
    private readonly config: AppConfig,
    private readonly queues: Queues,
    private readonly relay: EventRelay,
    private readonly runner: ConsumerRunner,
    private readonly heartbeat: WorkerHeartbeat,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // Every role, before it serves: a consumer that starts from "now" must count from before the
    // first event this build writes, even when the API role comes up before any worker.
    await this.runner.registerAll();
    if (!this.config.runsWorkers) return;
    this.queues.startWorkers();
    this.relay.start();
    this.heartbeat.start();
    this.logger.log(`Role ${this.config.APP_ROLE}: workers and event relay running`);
  }
}
