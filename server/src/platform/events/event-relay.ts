import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import { ChainAnchors } from './chain-anchors';
import { ConsumerRunner } from './consumer-runner';
import { EventConsumers } from './event-consumers';
import { EventSealer } from './event-sealer';

const POLL_MS = 500;
/**
 * After a pass that found work, the next one waits this long: under a steady stream of writes each
 * pass then seals and hands over a batch instead of a handful of events, which costs the database
 * far less per event (measured in bench/ledger-throughput.cjs), for a lag of a fraction of a second.
 */
const BUSY_PAUSE_MS = 400;
/** Batches one consumer may take in a pass before the others get their turn. */
const BATCHES_PER_TURN = 20;
/** Under a steady stream of writes sealing never runs dry: consumers get their turn all the same. */
const SEAL_ROUNDS_PER_PASS = 10;

/**
 * The background side of the event log, in the roles that run workers: seals committed events into
 * the chain, then moves every consumer along the sealed log. Passes of one process never overlap;
 * several processes share the work through the consumers' row locks (see ConsumerRunner).
 */
@Injectable()
export class EventRelay implements BeforeApplicationShutdown {
  private readonly logger = new Logger(EventRelay.name);
  private timer?: NodeJS.Timeout;
  private pass: Promise<unknown> = Promise.resolve();
  private again = false;
  private busy = false;
  private stopped = true;

  constructor(
    private readonly sealer: EventSealer,
    private readonly consumers: EventConsumers,
    private readonly runner: ConsumerRunner,
    private readonly anchors: ChainAnchors,
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Called after a local commit, so that events move without waiting for the next poll. */
  nudge(): void {
    if (this.stopped) return;
    if (this.busy) this.again = true;
    else this.schedule(0);
  }

  async beforeApplicationShutdown(): Promise<void> {
    const wasRunning = !this.stopped;
    this.stopped = true;
    clearTimeout(this.timer);
    await this.pass;
    // What was sealed since the last anchor is anchored before the process goes.
    if (wasRunning)
      await this.anchors
        .anchorHead()
        .catch((error) => this.logger.error(`Anchoring failed: ${String(error)}`));
  }

  /** Seals and consumes until nothing is left; answers how many events consumers handled. For tests and tools. */
  drain(): Promise<number> {
    const next = this.pass.then(() => this.untilIdle());
    this.pass = next.catch(() => undefined);
    return next;
  }

  private async untilIdle(): Promise<number> {
    let total = 0;
    for (;;) {
      const { sealed, handled, moved } = await this.onePass();
      total += handled;
      if (sealed === 0 && !moved) return total;
    }
  }

  private async onePass(): Promise<{ sealed: number; handled: number; moved: boolean }> {
    let sealed = 0;
    for (let round = 0; round < SEAL_ROUNDS_PER_PASS; round++) {
      const n = await this.sealer.sealPending();
      sealed += n;
      if (n === 0) break;
    }
    // A failed anchor (a full disk) is logged, and must not hold the consumers back.
    await this.anchors
      .anchorIfDue()
      .catch((error) => this.logger.error(`Anchoring failed: ${String(error)}`));
    let handled = 0;
    let moved = false;
    for (const consumer of this.consumers.all()) {
      for (let batch = 0; batch < BATCHES_PER_TURN; batch++) {
        const outcome = await this.runner.runBatch(consumer);
        handled += outcome.handled;
        if (!outcome.moved) break;
        moved = true;
      }
    }
    return { sealed, handled, moved };
  }

  private schedule(delay: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.busy = true;
      const next = this.pass.then(() => this.onePass());
      this.pass = next
        .then(({ sealed, moved }) => {
          if (sealed > 0 || moved) this.again = true;
        })
        .catch((error) => this.logger.error(`Event pass failed: ${String(error)}`))
        .finally(() => {
          this.busy = false;
          if (!this.stopped) this.schedule(this.again ? BUSY_PAUSE_MS : POLL_MS);
          this.again = false;
        });
    }, delay);
  }
}
