import { Gauge } from 'prom-client';
import { AppMetrics } from './app-metrics';
import { MetricsScrape } from './metrics-scrape';
import type { ScrapedSource } from './scraped-source';

/** A source with one gauge, whose refresh reads `read()`. */
function source(metrics: AppMetrics, name: string, read: () => Promise<number>): ScrapedSource {
  const gauge = new Gauge({
    name: `${name}_figure`,
    help: name,
    labelNames: ['kind'],
    registers: [metrics.registry],
  });
  return {
    name,
    refresh: async () => {
      const value = await read();
      gauge.reset();
      gauge.set({ kind: 'x' }, value);
    },
    clear: () => gauge.reset(),
  };
}

describe('a scrape', () => {
  it('reports a source that fails as down and leaves out its figures; the others still answer', async () => {
    const metrics = new AppMetrics();
    let failing = false;
    const flaky = source(metrics, 'flaky', async () => {
      if (failing) throw new Error('connection refused');
      return 7;
    });
    const steady = source(metrics, 'steady', async () => 3);
    const scrape = new MetricsScrape(
      metrics,
      flaky as never,
      steady as never,
      source(metrics, 'third', async () => 1) as never,
    );
    jest.spyOn(scrape['logger'], 'warn').mockImplementation(() => undefined);

    const first = await scrape.text();
    expect(first).toContain('flaky_figure{kind="x"} 7');
    expect(first).toContain('metrics_source_up{source="flaky"} 1');

    failing = true;
    const second = await scrape.text();
    expect(second).toContain('metrics_source_up{source="flaky"} 0');
    expect(second).not.toContain('flaky_figure{');
    expect(second).toContain('steady_figure{kind="x"} 3');
    expect(second).toContain('metrics_source_up{source="steady"} 1');
    expect(second).toContain('process_cpu_user_seconds_total');
  });
});
