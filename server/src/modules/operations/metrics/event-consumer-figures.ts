import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Gauge } from 'prom-client';
import { BEHIND_CAP, GetEventLogStatus } from '../../../platform';
import { AppMetrics } from './app-metrics';
import type { ScrapedSource } from './scraped-source';

/**
 * The event log's background side, as the Event Consumers page reads it (the same query): how far
 * each consumer is behind, what the sealer has yet to seal, and the failed events nobody retried.
 */
@Injectable()
export class EventConsumerFigures implements ScrapedSource {
  readonly name = 'event_consumers';
  private readonly lag: Gauge<'consumer'>;
  private readonly unsealed: Gauge;
  private readonly deadLetters: Gauge;

  constructor(
    private readonly queries: QueryBus,
    metrics: AppMetrics,
  ) {
    const registers = [metrics.registry];
    this.lag = new Gauge({
      name: 'event_consumer_lag_events',
      help: `Sealed events of its types a consumer has not handled yet (counted up to ${BEHIND_CAP}).`,
      labelNames: ['consumer'],
      registers,
    });
    this.unsealed = new Gauge({
      name: 'event_log_unsealed_events',
      help: 'Events written but not sealed into the hash chain yet; consumers see them once sealed.',
      registers,
    });
    this.deadLetters = new Gauge({
      name: 'event_dead_letters_open',
      help: 'Events a consumer gave up on after its retries, not retried successfully since.',
      registers,
    });
  }

  async refresh(): Promise<void> {
    const status = await this.queries.execute(new GetEventLogStatus());
    this.clear();
    for (const consumer of status.consumers) this.lag.set({ consumer: consumer.name }, consumer.behind);
    this.unsealed.set(status.sealer.unsealed);
    this.deadLetters.set(status.open_dead_letters);
  }

  clear(): void {
    this.lag.reset();
    // reset() would put a gauge without labels back to 0, a figure; remove() leaves no sample.
    this.unsealed.remove();
    this.deadLetters.remove();
  }
}
