import { Injectable, OnModuleInit } from '@nestjs/common';
import { EventConsumers, type Reaction, type StoredEvent } from '../../../../platform';
import { IdentityEventType, type UserRegistered } from '../../../identity';
import { ReceiptIntake } from '../receipt-intake';

type Registered = UserRegistered['payload'];

/**
 * Opens the activation of a member who registered with "Pay now? No" (ADR 0029), so that they see
 * what they owe and how to pay it, and the administrators see them among pending payments. A
 * reaction on identity's event, as identity cannot call this module (it depends on identity).
 * Idempotent: an activation that exists already (a redelivery, an upload or a card payment that came
 * first) is left as it is.
 */
@Injectable()
export class ActivationOpeningReaction implements Reaction, OnModuleInit {
  readonly kind = 'reaction';
  readonly name = 'receipts.activation-opening';
  readonly types = [IdentityEventType.userRegistered];
  readonly startFrom = 'log-start';

  constructor(
    private readonly consumers: EventConsumers,
    private readonly intake: ReceiptIntake,
  ) {}

  onModuleInit(): void {
    this.consumers.register(this);
  }

  async react(event: StoredEvent): Promise<void> {
    const { activation } = event.payload as Registered;
    if (!activation || !(activation.units > 0)) return;
    await this.intake.openActivation(event.aggregateId, activation.units, activation.payType);
  }
}
