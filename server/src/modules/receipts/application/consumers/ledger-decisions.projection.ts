import { Injectable, OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { EventConsumers, type Projection, type StoredEvent } from '../../../../platform';
import { LedgerEventType } from '../../../units-ledger';
import { ReceiptDecisions } from '../receipt-decisions';

/**
 * Keeps receipts in step with their pending transfers when those are posted or voided outside this
 * module (the transaction list's approve and delete): the receipt becomes Yes (member paid) or
 * Rejected. Idempotent (a conditional update), so a rebuild replays it harmlessly; `reset` has
 * nothing to empty, since the receipts are this module's write model, not a read model.
 */
@Injectable()
export class LedgerDecisionsProjection implements Projection, OnModuleInit {
  readonly kind = 'projection';
  readonly name = 'receipts.ledger-decisions';
  readonly types = [LedgerEventType.posted, LedgerEventType.voided];

  constructor(
    private readonly consumers: EventConsumers,
    private readonly decisions: ReceiptDecisions,
  ) {}

  onModuleInit(): void {
    this.consumers.register(this);
  }

  async apply(event: StoredEvent, manager: EntityManager): Promise<void> {
    const payload = event.payload as { pendingId?: string; kind?: string; units?: number };
    if (!payload.pendingId || (payload.kind !== 'receipt' && payload.kind !== 'pay-later')) return;
    await this.decisions.recordLedgerDecision(
      manager,
      payload.pendingId,
      event.type === LedgerEventType.posted ? 'post' : 'void',
      Number(payload.units ?? 0),
      event.actorId,
    );
  }

  async reset(): Promise<void> {
    // Nothing derived to empty: see the class comment.
  }
}
