import { Injectable, Logger } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { PaymentsRepository } from '../../infrastructure/payments.repository';
import { isUuid } from '../../infrastructure/receipts.repository';
import { PaymentGateway, type WebhookEvent } from './gateway/payment-gateway';
import { ATTEMPT_STALE_SECONDS, CardPayments, type Reconciled } from './card-payments';

/** How often a worker looks for lost card charges. */
const SWEEP_EVERY_MS = 60_000;
/** Attempts settled per sweep: the rest wait for the next one (each asks the gateway). */
const SWEEP_BATCH = 100;

/**
 * Finds card charges whose answer was lost and settles them (ADR 0030), prompted by the gateway's
 * webhook (Stripe's `payment_intent.succeeded`, each event once) or by a sweep of attempts left open
 * longer than any request can take. The settling itself is CardPayments', the path every charge
 * takes, so a charge posts its purchase once whoever gets there first.
 */
@Injectable()
export class CardReconciler {
  private readonly logger = new Logger('CardReconciler');
  private sweeping = false;

  constructor(
    private readonly cards: CardPayments,
    private readonly payments: PaymentsRepository,
    private readonly gateway: PaymentGateway,
  ) {}

  /** Runs in the roles that run workers only: ScheduleModule's intervals are off elsewhere. */
  @Interval('card-reconciliation', SWEEP_EVERY_MS)
  async sweepOnSchedule(): Promise<void> {
    if (this.sweeping) return;
    this.sweeping = true;
    try {
      await this.sweep();
    } catch (error) {
      this.logger.error(`card reconciliation sweep failed: ${String(error)}`);
    } finally {
      this.sweeping = false;
    }
  }

  /** Settles the attempts open for longer than `staleSeconds`; answers what became of each. */
  async sweep(staleSeconds = ATTEMPT_STALE_SECONDS): Promise<Reconciled[]> {
    const done: Reconciled[] = [];
    // Only the configured gateway can be asked; another's attempts wait for it to be configured again.
    const stale = await this.payments.staleAttempts(this.gateway.name, staleSeconds, SWEEP_BATCH);
    for (const attempt of stale) {
      try {
        done.push(await this.cards.reconcileAttempt(attempt));
      } catch (error) {
        // One attempt the gateway cannot answer now must not hold up the others.
        this.logger.warn(`card payment ${attempt.id} not reconciled: ${String(error)}`);
        done.push('open');
      }
    }
    const settled = done.filter((outcome) => outcome !== 'open' && outcome !== 'skipped').length;
    if (settled) this.logger.log(`card reconciliation settled ${settled} lost charge(s)`);
    return done;
  }

  /**
   * A verified webhook event, acted on once per event id: a succeeded charge whose submission was
   * not settled is settled (an attempt given up on too, since the gateway says it charged). Recorded
   * as processed only once handled, so a failure is retried by the gateway's next delivery.
   */
  async receive(event: WebhookEvent): Promise<{ duplicate: boolean; reconciled: Reconciled | null }> {
    if (await this.payments.eventProcessed(event.id)) return { duplicate: true, reconciled: null };
    let reconciled: Reconciled | null = null;
    // A charge made by another integration of the same Stripe account names no member of ours.
    const ours = event.charge && isUuid(event.charge.memberId) ? event.charge : null;
    if (event.type === 'payment_intent.succeeded' && ours && event.objectId) {
      const attempt = await this.payments.unsettledAttempt(
        ours.memberId,
        ours.paymentKey,
        ATTEMPT_STALE_SECONDS,
      );
      if (attempt) reconciled = await this.cards.reconcileAttempt(attempt, event.objectId);
    }
    const first = await this.payments.markEventProcessed(event.id, event.type);
    return { duplicate: !first, reconciled };
  }
}
