/**
 * Figures read from PostgreSQL or Redis when Prometheus scrapes, never on a timer: nothing runs in
 * the background, and every scrape sees the state at that moment.
 */
export interface ScrapedSource {
  /** The `source` label of `metrics_source_up`. */
  readonly name: string;
  /** Reads the figures, then sets the gauges in one synchronous step (a concurrent scrape sees old or new). */
  refresh(): Promise<void>;
  /** Empties the gauges, so that a source that could not be read shows no stale figures. */
  clear(): void;
}
