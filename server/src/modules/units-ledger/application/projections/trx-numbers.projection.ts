import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EventConsumers, type Projection, type StoredEvent } from '../../../../platform';
import { LedgerEventType } from '../../domain/ledger.events';

const LISTED_EVENT_TYPES = [
  LedgerEventType.transferred,
  LedgerEventType.pending,
  LedgerEventType.reversed,
  LedgerEventType.loyaltyAdjusted,
];
import { TrxNumbersSql } from '../../infrastructure/trx-numbers.repository';

/**
 * Gives every transfer its Trx# in the order the log was sealed, which is commit order (ADR 0013).
 * A refused or rolled-back command never reaches the log, so the numbers have no gaps; one consumer
 * runs at a time, so taking the next number needs no lock of the write path.
 */
@Injectable()
export class TrxNumbersProjection implements Projection, OnModuleInit {
  readonly kind = 'projection';
  readonly name = 'ledger.trx-numbers';
  /**
   * The rows the transaction lists show (transfers, pending ones, reversals, free units). A post or
   * void is shown as the state of its pending transfer and carries that transfer's number.
   */
  readonly types = LISTED_EVENT_TYPES;

  constructor(private readonly consumers: EventConsumers) {}

  onModuleInit(): void {
    this.consumers.register(this);
  }

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    await this.applyAll([event], manager);
  }

  async applyAll(events: readonly StoredEvent[], manager: EntityManager): Promise<void> {
    await manager.query(TrxNumbersSql.next, [events.map((e) => e.aggregateId)]);
  }

  async reset(manager: EntityManager): Promise<void> {
    await manager.query(TrxNumbersSql.reset);
  }
}
