import { Injectable, Logger } from '@nestjs/common';
import { EventBus } from '@nestjs/cqrs';
import { DataSource, EntityManager } from 'typeorm';
import { PgError, pgCode } from '../database/pg-errors';
import { Statement, autocommitQuery } from '../database/prepared-query';
import type { DomainEvent } from './domain-event';
import { EventStore } from './event-store';
import { EventRelay } from './event-relay';

export interface Transaction {
  readonly manager: EntityManager;
  /** Events to append to the log in this transaction and publish after commit. */
  record(...events: DomainEvent<object>[]): void;
  /** Work that must only happen once the transaction committed (queueing an email, say). */
  afterCommit(task: () => Promise<unknown> | unknown): void;
}

type Isolation = 'READ COMMITTED' | 'REPEATABLE READ' | 'SERIALIZABLE';
const RETRYABLE: string[] = [PgError.serializationFailure, PgError.deadlockDetected];

/** Runs `attempt` again on a serialization failure or deadlock, up to `attempts` times in all. */
async function retrying<T>(attempts: number, attempt: () => Promise<T>): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      if (n < attempts && RETRYABLE.includes(pgCode(error) ?? '')) continue;
      throw error;
    }
  }
}

/** Runs a command's work in one transaction with its events (transactional outbox), then publishes. */
@Injectable()
export class UnitOfWork {
  private readonly logger = new Logger(UnitOfWork.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly store: EventStore,
    private readonly eventBus: EventBus,
    private readonly relay: EventRelay,
  ) {}

  async run<T>(
    work: (tx: Transaction) => Promise<T>,
    isolation: Isolation = 'READ COMMITTED',
    attempts = 5,
  ): Promise<T> {
    let events: DomainEvent<object>[] = [];
    let tasks: Array<() => Promise<unknown> | unknown> = [];
    // READ COMMITTED is PostgreSQL's default: not naming it saves a SET TRANSACTION round trip.
    const body = async (manager: EntityManager) => {
      const value = await work({
        manager,
        record: (...e) => events.push(...e),
        afterCommit: (task) => tasks.push(task),
      });
      await this.store.append(manager, events);
      return value;
    };
    const result = await retrying(attempts, () => {
      events = [];
      tasks = [];
      return isolation === 'READ COMMITTED'
        ? this.dataSource.transaction(body)
        : this.dataSource.transaction(isolation, body);
    });
    await this.afterCommit(events, tasks);
    return result;
  }

  /**
   * A command that is a single statement, run as its own transaction: one round trip instead of
   * BEGIN, the work, the event insert and COMMIT. The statement appends its own events and returns
   * them; `committed` picks them out of the returned rows (as stored, not rebuilt), to publish once
   * the statement committed. Retried on serialization failure and deadlock.
   */
  async statement<Row>(
    statement: Statement,
    values: unknown[],
    committed: (rows: Row[]) => DomainEvent<object>[],
    attempts = 5,
  ): Promise<Row[]> {
    const rows = await retrying(attempts, () => autocommitQuery<Row>(this.dataSource, statement, values));
    await this.afterCommit(committed(rows), []);
    return rows;
  }

  private async afterCommit(
    events: DomainEvent<object>[],
    tasks: Array<() => Promise<unknown> | unknown>,
  ): Promise<void> {
    // The log already holds the events; a failure here must not turn a committed command into an error.
    if (events.length) {
      try {
        this.eventBus.publishAll(events);
      } catch (error) {
        this.logger.error(`Publishing ${events.map((e) => e.type).join(',')} failed: ${String(error)}`);
      }
      this.relay.nudge();
    }
    for (const task of tasks) {
      try {
        await task();
      } catch (error) {
        this.logger.error(`After-commit task failed: ${String(error)}`);
      }
    }
  }
}
