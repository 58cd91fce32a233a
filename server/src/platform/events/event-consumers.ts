import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { StoredEvent } from './domain-event';

/**
 * A read model kept from the log. `apply` runs in the transaction that advances the consumer's
 * checkpoint, so each event takes effect exactly once; `reset` empties the model before a rebuild.
 */
export interface Projection {
  readonly kind: 'projection';
  readonly name: string;
  readonly types: readonly string[];
  apply(event: StoredEvent, manager: EntityManager): Promise<void>;
  /**
   * Optional: a whole batch at once, in log order, with the same effect as `apply` on each event in
   * turn (one statement instead of one per event). When it throws, the batch is run again event by
   * event through `apply`, so that a failing event is found and retried alone.
   */
  applyAll?(events: readonly StoredEvent[], manager: EntityManager): Promise<void>;
  reset(manager: EntityManager): Promise<void>;
  /**
   * Optional: the emptied model filled at once from the sealed log up to `log.head`, with the same
   * rows as `apply` of every event in turn, for models whose replay costs more than their size
   * (ADR 0052). Runs in the rebuild's transaction; returns how many events it read.
   */
  rebuildFrom?(log: SealedLog, manager: EntityManager): Promise<number>;
  /**
   * Optional, with `rebuildFrom`: the tables of the model. `rebuildFrom` then fills empty copies of
   * them without indexes (found first on the search path), which are indexed and swapped in at the
   * end, on the owner's connection (ADR 0052, addendum); no `reset`.
   */
  readonly tables?: readonly string[];
}

/** The sealed log as a rebuild sees it: up to the head taken when the rebuild began. */
export interface SealedLog {
  readonly head: string;
  /** The events of these types up to the head, in log order, page by page. */
  pages(types: readonly string[]): AsyncIterable<StoredEvent[]>;
}

/**
 * A side effect outside the database (an email, say), done at least once. `effectId` is the same
 * every time the event is handed over again, so a queue job keyed by it happens once.
 */
export interface Reaction {
  readonly kind: 'reaction';
  readonly name: string;
  readonly types: readonly string[];
  /**
   * 'log-start' replays the whole log; 'registration' (for effects such as emails, which must not
   * be repeated for the past) starts from the log's head when the consumer is first registered.
   */
  readonly startFrom?: 'log-start' | 'registration';
  react(event: StoredEvent, effectId: string): Promise<void>;
}

export type EventConsumer = Projection | Reaction;

/** BullMQ refuses ":" in a custom job id. */
export const effectIdOf = (consumer: string, eventId: string) => `${consumer}@${eventId}`;

/** Every consumer of the process; modules register theirs when their module initialises. */
@Injectable()
export class EventConsumers {
  private readonly consumers = new Map<string, EventConsumer>();

  register(consumer: EventConsumer): void {
    if (this.consumers.has(consumer.name))
      throw new Error(`Event consumer ${consumer.name} registered twice`);
    if (consumer.types.length === 0) throw new Error(`Event consumer ${consumer.name} handles no event type`);
    this.consumers.set(consumer.name, consumer);
  }

  unregister(name: string): void {
    this.consumers.delete(name);
  }

  all(): EventConsumer[] {
    return [...this.consumers.values()];
  }

  byName(name: string): EventConsumer | undefined {
    return this.consumers.get(name);
  }
}
