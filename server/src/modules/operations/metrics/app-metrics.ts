import { Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export type HttpLabel = 'method' | 'route' | 'status_class';

/**
 * The metrics of this app: a registry of its own, not prom-client's global one, so that two apps in
 * one process (tests, a peer) each count their own requests. Node's process metrics come with it.
 */
@Injectable()
export class AppMetrics {
  readonly registry = new Registry();

  /** Its `_count` is the request rate; labels are bounded (ADR 0046): the route's pattern, never its URL. */
  readonly httpRequests = new Histogram<HttpLabel>({
    name: 'http_request_duration_seconds',
    help: 'Time from the request arriving to the response sent, by route pattern, method and status class.',
    labelNames: ['method', 'route', 'status_class'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  /** 0 when a source's figures could not be read on the last scrape (its figures are then left out). */
  readonly sourceUp = new Gauge<'source'>({
    name: 'metrics_source_up',
    help: 'Whether the figures of this source (queues, event_consumers, ledger_verification) were read on this scrape.',
    labelNames: ['source'],
    registers: [this.registry],
  });

  constructor() {
    collectDefaultMetrics({ register: this.registry });
  }
}
