import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { StoredEvent } from './domain-event';

/** A handler that runs in a worker, at least once per event; the registry makes it effectively once. */
export interface AsyncEventConsumer {
  readonly name: string;
  readonly types: readonly string[];
  handle(event: StoredEvent, manager: EntityManager): Promise<void>;
}

@Injectable()
export class EventConsumers {
  private readonly consumers: AsyncEventConsumer[] = [];

  register(consumer: AsyncEventConsumer): void {
    this.consumers.push(consumer);
  }

  for(type: string): AsyncEventConsumer[] {
    return this.consumers.filter((c) => c.types.includes(type));
  }
}
