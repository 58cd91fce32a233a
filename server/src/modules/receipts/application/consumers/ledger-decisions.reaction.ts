import { Injectable, OnModuleInit } from '@nestjs/common';
import { EventConsumers, type Reaction, type StoredEvent } from '../../../../platform';
import { LedgerEventType } from '../../../units-ledger';
import { ReceiptDecisions } from '../receipt-decisions';

/**
 * Keeps receipts in step with their pending transfers when those are posted or voided outside this
 * module (the transaction list's approve and delete): the receipt becomes Yes (member paid) or
 * Rejected, and the same `receipts.ReceiptApproved` / `ReceiptRejected` event as the receipts calls
 * record is recorded with it, so the decision email reaction tells the member whichever path
 * decided. A reaction, not a projection: it changes this module's write model and appends events,
 * which a projection rebuilt from the log must never do. Idempotent (a conditional update), so a
 * redelivered event records nothing twice.
 */
@Injectable()
export class LedgerDecisionsReaction implements Reaction, OnModuleInit {
  readonly kind = 'reaction';
  readonly name = 'receipts.ledger-decision-events';
  readonly types = [LedgerEventType.posted, LedgerEventType.voided];
  readonly startFrom = 'log-start';

  constructor(
    private readonly consumers: EventConsumers,
    private readonly decisions: ReceiptDecisions,
  ) {}

  onModuleInit(): void {
    this.consumers.register(this);
  }

  async react(event: StoredEvent): Promise<void> {
    const payload = event.payload as { pendingId?: string; kind?: string; units?: number };
    if (!payload.pendingId || (payload.kind !== 'receipt' && payload.kind !== 'pay-later')) return;
    await this.decisions.recordLedgerDecision(
      payload.pendingId,
      event.type === LedgerEventType.posted ? 'post' : 'void',
      Number(payload.units ?? 0),
      event.actorId,
    );
  }
}
