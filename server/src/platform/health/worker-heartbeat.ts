import { BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { hostname } from 'node:os';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { Queues } from '../queue/queues';
import { REDIS } from '../queue/redis.provider';
import {
  HEARTBEAT_INTERVAL_MS,
  HEARTBEAT_TTL_SECONDS,
  heartbeatKey,
  workerInstanceOf,
  type HeartbeatValue,
} from './heartbeat-key';

/**
 * A worker has no HTTP port to probe: while its queue workers run and the database answers, it keeps
 * a key with a short TTL in Redis, which `node server/dist/cli/health.js --role worker` reads (compose's
 * health check, `npm run cluster`). A worker stuck, cut off from the database or gone lets it expire.
 */
@Injectable()
export class WorkerHeartbeat implements BeforeApplicationShutdown {
  private readonly logger = new Logger(WorkerHeartbeat.name);
  private readonly host = hostname();
  private readonly key: string;
  private timer?: NodeJS.Timeout;
  private beating: Promise<void> = Promise.resolve();
  private failing = false;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly dataSource: DataSource,
    private readonly queues: Queues,
    private readonly config: AppConfig,
  ) {
    this.key = heartbeatKey(config.REDIS_PREFIX, workerInstanceOf(this.host, process.pid));
  }

  start(): void {
    const beat = () => (this.beating = this.beat());
    beat();
    this.timer = setInterval(beat, HEARTBEAT_INTERVAL_MS);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    if (!this.timer) return;
    clearInterval(this.timer);
    this.timer = undefined;
    // A beat in flight would set the key again after the delete.
    await this.beating;
    // Gone at once rather than after its TTL: a stopped worker is not reported healthy.
    await this.redis.del(this.key).catch(() => undefined);
  }

  private async beat(): Promise<void> {
    try {
      if (!this.queues.workersRunning) throw new Error('the queue workers are not running');
      await this.dataSource.query('SELECT 1');
      const value: HeartbeatValue = {
        host: this.host,
        pid: process.pid,
        role: this.config.APP_ROLE,
        at: new Date().toISOString(),
      };
      await this.redis.set(this.key, JSON.stringify(value), 'EX', HEARTBEAT_TTL_SECONDS);
      if (this.failing) this.logger.log('Heartbeat restored');
      this.failing = false;
    } catch (error) {
      // Once per outage: the missing key is what the health check reports.
      if (!this.failing) this.logger.warn(`No heartbeat: ${error instanceof Error ? error.message : error}`);
      this.failing = true;
    }
  }
}
