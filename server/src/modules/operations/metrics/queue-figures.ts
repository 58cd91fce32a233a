import { Injectable } from '@nestjs/common';
import { Gauge } from 'prom-client';
import { QueueName, Queues } from '../../../platform';
import { AppMetrics } from './app-metrics';
import type { ScrapedSource } from './scraped-source';

/** Waiting, delayed and active make a queue's depth; failed jobs stay until staff retry them. */
export const COUNTED_STATES = ['waiting', 'delayed', 'active', 'failed'] as const;

/** Jobs per BullMQ queue and state, counted in Redis on each scrape. */
@Injectable()
export class QueueFigures implements ScrapedSource {
  readonly name = 'queues';
  private readonly jobs: Gauge<'queue' | 'state'>;

  constructor(
    private readonly queues: Queues,
    metrics: AppMetrics,
  ) {
    this.jobs = new Gauge({
      name: 'bullmq_queue_jobs',
      help: 'Jobs in each BullMQ queue by state: waiting, delayed, active (the depth) and failed.',
      labelNames: ['queue', 'state'],
      registers: [metrics.registry],
    });
  }

  async refresh(): Promise<void> {
    const names = Object.values(QueueName);
    const counts = await Promise.all(
      names.map((name) => this.queues.queue(name).getJobCounts(...COUNTED_STATES)),
    );
    this.jobs.reset();
    names.forEach((queue, i) => {
      for (const state of COUNTED_STATES) this.jobs.set({ queue, state }, counts[i][state] ?? 0);
    });
  }

  clear(): void {
    this.jobs.reset();
  }
}
