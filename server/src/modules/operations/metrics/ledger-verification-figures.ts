import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Gauge } from 'prom-client';
import { VERIFICATION_STATUSES } from '@app/libs';
import { LastVerification } from '../../units-ledger';
import { AppMetrics } from './app-metrics';
import type { ScrapedSource } from './scraped-source';

/** The latest ledger verification run, as the Ledger Audit page reads it (the same query). */
@Injectable()
export class LedgerVerificationFigures implements ScrapedSource {
  readonly name = 'ledger_verification';
  private readonly status: Gauge<'status'>;
  private readonly finishedAt: Gauge;

  constructor(
    private readonly queries: QueryBus,
    metrics: AppMetrics,
  ) {
    const registers = [metrics.registry];
    this.status = new Gauge({
      name: 'ledger_verification_status',
      help: 'The latest verification run: 1 for its status (queued, running, passed, failed, errored), 0 for the others; all 0 before the first run.',
      labelNames: ['status'],
      registers,
    });
    this.finishedAt = new Gauge({
      name: 'ledger_verification_finished_timestamp_seconds',
      help: 'When the latest verification run finished (absent while it is queued or running).',
      registers,
    });
  }

  async refresh(): Promise<void> {
    const run = await this.queries.execute(new LastVerification());
    this.clear();
    for (const status of VERIFICATION_STATUSES) this.status.set({ status }, run?.status === status ? 1 : 0);
    if (run?.finishedAt) this.finishedAt.set(Date.parse(run.finishedAt) / 1000);
  }

  clear(): void {
    this.status.reset();
    // reset() would put a gauge without labels back to 0, a time; remove() leaves no sample.
    this.finishedAt.remove();
  }
}
