import { Module } from '@nestjs/common';
import { AppMetrics } from './metrics/app-metrics';
import { EventConsumerFigures } from './metrics/event-consumer-figures';
import { LedgerVerificationFigures } from './metrics/ledger-verification-figures';
import { MetricsAccessGuard } from './metrics/metrics-access.guard';
import { MetricsController } from './metrics/metrics.http.controller';
import { MetricsScrape } from './metrics/metrics-scrape';
import { QueueFigures } from './metrics/queue-figures';
import { QueueDashboard } from './queue-dashboard/queue-dashboard';

/**
 * What operators watch (ADR 0046): Prometheus metrics at /api/metrics, read on each scrape from the
 * queues, the event log's consumers and the ledger's verification runs; and the queue dashboard.
 */
@Module({
  controllers: [MetricsController],
  providers: [
    AppMetrics,
    MetricsScrape,
    MetricsAccessGuard,
    QueueFigures,
    EventConsumerFigures,
    LedgerVerificationFigures,
    QueueDashboard,
  ],
  exports: [AppMetrics, QueueDashboard],
})
export class OperationsModule {}
