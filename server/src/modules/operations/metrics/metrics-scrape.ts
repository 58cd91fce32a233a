import { Injectable, Logger } from '@nestjs/common';
import { AppMetrics } from './app-metrics';
import { EventConsumerFigures } from './event-consumer-figures';
import { LedgerVerificationFigures } from './ledger-verification-figures';
import { QueueFigures } from './queue-figures';
import type { ScrapedSource } from './scraped-source';

/**
 * How long one source may take. The shared Redis client queues commands while Redis is away
 * (BullMQ needs it to), so a scrape would otherwise hang until Prometheus gave up on it, and the
 * process metrics with it.
 */
export const SOURCE_DEADLINE_MS = 5_000;

/** One scrape: every source read side by side, then the registry's text. */
@Injectable()
export class MetricsScrape {
  private readonly logger = new Logger(MetricsScrape.name);
  private readonly sources: ScrapedSource[];

  constructor(
    private readonly metrics: AppMetrics,
    queues: QueueFigures,
    consumers: EventConsumerFigures,
    verification: LedgerVerificationFigures,
  ) {
    this.sources = [queues, consumers, verification];
  }

  get contentType(): string {
    return this.metrics.registry.contentType;
  }

  async text(): Promise<string> {
    await Promise.all(this.sources.map((source) => this.refresh(source)));
    return this.metrics.registry.metrics();
  }

  /** A source that fails or runs late is reported down; the others, and the process metrics, still answer. */
  private async refresh(source: ScrapedSource): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer in ${SOURCE_DEADLINE_MS} ms`)),
        SOURCE_DEADLINE_MS,
      );
    });
    try {
      await Promise.race([source.refresh(), late]);
      this.metrics.sourceUp.set({ source: source.name }, 1);
    } catch (error) {
      source.clear();
      this.metrics.sourceUp.set({ source: source.name }, 0);
      this.logger.warn(`metrics source ${source.name} not read: ${(error as Error).message}`);
    } finally {
      clearTimeout(timer);
    }
  }
}
