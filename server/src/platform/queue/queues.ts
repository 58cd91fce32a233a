import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Job, JobsOptions, Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { AppConfig } from '../config/app-config';
import { QueueName } from './queue-names';
import { REDIS } from './redis.provider';

const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: { age: 7 * 24 * 3600, count: 10_000 },
  // Failed jobs stay, so that staff can see and retry them.
  removeOnFail: false,
};

/**
 * How a dead worker's jobs come back (ADR 0051). A worker renews its job's lock every 5 s; once a
 * kill -9 stops that, the lock lapses within 10 s and the next stalled check (every 5 s, by any live
 * worker) puts the job back: a sign-in code waits seconds for a restarted worker, not BullMQ's
 * default of up to a minute. Every processor is safe to run again (jobs keyed by effect, an outbox
 * file per job, idempotent season locks and verification runs), so a job may lose its worker five
 * times before it fails and stays for staff to retry; BullMQ's default of one would fail a job at
 * its second crash and lose that mail.
 */
const WORKER_LOCKS = { lockDuration: 10_000, stalledInterval: 5_000, maxStalledCount: 5 } as const;

/** A processor that declares `signal` is told when the worker shuts down, and may stop at a safe point. */
type Processor = (job: Job, token?: string, signal?: AbortSignal) => Promise<unknown>;

/** Producers for every queue, and workers that start only in a role that runs workers. */
@Injectable()
export class Queues implements BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger(Queues.name);
  private readonly queues = new Map<QueueName, Queue>();
  private readonly processors = new Map<QueueName, { processor: Processor; concurrency: number }>();
  private readonly workers: Worker[] = [];
  private readonly workerConnections: Redis[] = [];

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: AppConfig,
  ) {}

  queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        connection: this.redis,
        prefix: this.config.REDIS_PREFIX,
        defaultJobOptions: DEFAULT_JOB_OPTIONS,
      });
      // Without a listener BullMQ prints every reconnection attempt of a Redis that is down to the
      // console, stack and all; ioredis reconnects by itself, so one log line each is enough.
      queue.on('error', (error) => this.logger.error(`${name} queue: ${error.message}`));
      this.queues.set(name, queue);
    }
    return queue;
  }

  process(name: QueueName, processor: Processor, concurrency = 4): void {
    this.processors.set(name, { processor, concurrency });
  }

  startWorkers(): void {
    for (const [name, { processor, concurrency }] of this.processors) {
      const connection = this.redis.duplicate();
      this.workerConnections.push(connection);
      const worker = new Worker(name, processor, {
        connection,
        prefix: this.config.REDIS_PREFIX,
        concurrency,
        ...WORKER_LOCKS,
      });
      worker.on('failed', (job, error) =>
        this.logger.warn(`${name} job ${job?.id} failed (attempt ${job?.attemptsMade}): ${error.message}`),
      );
      worker.on('error', (error) => this.logger.error(`${name} worker: ${error.message}`));
      worker.on('stalled', (jobId) =>
        this.logger.warn(`${name} job ${jobId} lost its worker; running it again`),
      );
      this.workers.push(worker);
    }
    if (this.workers.length) this.logger.log(`Workers started: ${[...this.processors.keys()].join(', ')}`);
  }

  /** Workers were started and every one's main loop still runs (none crashed out of it, none closed). */
  get workersRunning(): boolean {
    return this.workers.length > 0 && this.workers.every((worker) => worker.isRunning());
  }

  /**
   * Waits for jobs in flight before the database goes away: graceful shutdown. Long jobs (a ledger
   * verification) get an abort signal first, so they stop at their next checkpoint instead of holding
   * the shutdown up.
   */
  async beforeApplicationShutdown(): Promise<void> {
    for (const worker of this.workers) worker.cancelAllJobs('shutdown');
    await Promise.all(this.workers.map((w) => w.close()));
    this.workerConnections.forEach((c) => c.disconnect());
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close()));
    this.redis.disconnect();
  }
}
