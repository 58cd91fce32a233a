import { Injectable } from '@nestjs/common';
import { CARD_PAY_TYPE, type UserView } from '@app/libs';
import { UnitOfWork, type Transaction } from '../../../../platform';
import { UserViews } from '../../../identity';
import { IdempotentCalls, UnitsLedger } from '../../../units-ledger';
import { amountCents, purchaseUnits } from '../../domain/payment-rules';
import { ReceiptRefusal, ReceiptRefusalCode } from '../../domain/receipt';
import {
  CardPaymentDeclined,
  CardPaymentRefunded,
  CardPaymentSucceeded,
  PayLaterSettledByCard,
} from '../../domain/receipts.events';
import { PaymentsRepository, type AttemptRow } from '../../infrastructure/payments.repository';
import { ReceiptsRepository } from '../../infrastructure/receipts.repository';
import { asHttp, codeOf } from '../errors';
import { facts } from '../receipt-decisions';
import { Prices } from '../unit-price';
import {
  CardRefused,
  PaymentGateway,
  type CardDetails,
  type ChargeLookup,
  type ChargeRequest,
} from './gateway/payment-gateway';
import { PaymentMethods } from './payment-methods';
import { PaymentErrors } from './payment-errors';

export { PaymentErrors };

/** The member was paid by another way while their card was being charged. */
class PaidMeanwhile extends Error {}

/**
 * How long a charge attempt may stay open before it counts as lost (ADR 0030): longer than a gateway
 * call can take with its retries (20 s, three tries), so no request still waits for its answer.
 */
export const ATTEMPT_STALE_SECONDS = 120;

/** The gateway's idempotency key of a submission: the same one for the charge and its lookup. */
const chargeKey = (memberId: string, key: string) => `pay:${memberId}:${key}`;

/** What a reconciliation did with an attempt. */
export type Reconciled = 'settled' | 'refunded' | 'declined' | 'abandoned' | 'open' | 'skipped';

type Submission = Pick<PayNow, 'memberId' | 'key'>;

type CardPaymentFacts = {
  memberId: string;
  key: string;
  units: number;
  unitPriceCents: number;
  amountCents: number;
  gateway: string;
  ref: string | null;
};

export interface PayNow {
  memberId: string;
  email: string;
  key: string;
  unit: unknown;
  token?: string;
  paymentMethodId?: string;
  saveCard?: boolean;
}

/**
 * Card payment on /pay-now (ADR 0022): at most one charge per (member, Idempotency-Key), whatever
 * the clicks: the call runs under the ledger's idempotent-call store, the gateway gets a key of the
 * submission, the units are posted under `purchase:<member>:<key>`, and `card_payments` allows one
 * success per key. A decline answers the gateway's message and moves nothing.
 */
@Injectable()
export class CardPayments {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly gateway: PaymentGateway,
    private readonly ledger: UnitsLedger,
    private readonly idempotency: IdempotentCalls,
    private readonly payments: PaymentsRepository,
    private readonly receipts: ReceiptsRepository,
    private readonly methods: PaymentMethods,
    private readonly prices: Prices,
    private readonly users: UserViews,
  ) {}

  async payNow(cmd: PayNow) {
    const request = {
      unit: cmd.unit,
      token: cmd.token,
      method: cmd.paymentMethodId,
      save: cmd.saveCard ?? false,
    };
    return this.idempotency.run({ actorId: cmd.memberId, call: 'card-payment', key: cmd.key }, request, () =>
      this.charge(cmd),
    );
  }

  private async charge(cmd: PayNow): Promise<UserView> {
    const pricing = await this.prices.current();
    let units: number;
    try {
      units = purchaseUnits(cmd.unit, pricing.minUnits, pricing.unitPriceCents);
    } catch (error) {
      throw asHttp(error);
    }
    // A charge of an earlier submission whose answer was lost pays first (ADR 0030): then this one
    // is refused as paid instead of charging the card a second time.
    await this.reconcileOpenAttempts(cmd.memberId, cmd.key);
    // This very submission was charged and settled by a reconciliation after its answer was lost.
    if (await this.payments.succeeded(cmd.memberId, cmd.key)) return this.users.byId(cmd.memberId);
    if (await this.receipts.isPaid(cmd.memberId))
      throw asHttp(new ReceiptRefusal(ReceiptRefusalCode.alreadyPaid));
    const cents = amountCents(units, pricing.unitPriceCents);
    const source = await this.cardOf(cmd);
    const attempt: CardPaymentFacts = {
      memberId: cmd.memberId,
      key: cmd.key,
      units,
      unitPriceCents: pricing.unitPriceCents,
      amountCents: cents,
      gateway: this.gateway.name,
      ref: null,
    };
    await this.payments.recordAttempt(attempt);
    let outcome;
    try {
      outcome = await this.gateway.charge({
        ...source,
        amountCents: cents,
        currency: 'usd',
        idempotencyKey: chargeKey(cmd.memberId, cmd.key),
        description: `${units} loan unit(s)`,
        memberId: cmd.memberId,
        paymentKey: cmd.key,
      });
    } catch (error) {
      if (!(error instanceof CardRefused)) throw error;
      await this.endAttempt(attempt, 'abandoned');
      throw PaymentErrors.cardInvalid('token', error.message);
    }
    const base: CardPaymentFacts = { ...attempt, ref: outcome.ref };
    if (!outcome.ok) {
      await this.recordDecline(base, outcome.message);
      throw PaymentErrors.declined(outcome.message);
    }
    const card = { brand: outcome.card.brand, last4: outcome.card.last4 };
    try {
      await this.settle(cmd, units, pricing.unitPriceCents, base, card);
    } catch (error) {
      if (!(error instanceof PaidMeanwhile)) throw error;
      await this.giveBack(cmd, base, outcome.ref);
      throw asHttp(new ReceiptRefusal(ReceiptRefusalCode.alreadyPaid));
    }
    return this.users.byId(cmd.memberId);
  }

  /**
   * Everything a successful charge changes, in one transaction (ADR 0022 addendum, ADR 0029): the
   * member's unpaid activation (pay later or a receipt) voided and marked paid by card, the units
   * posted, the payment recorded, the member marked paid. A crash leaves none of it, so no rejection is ever recorded for a void whose
   * card payment did not commit. An admin who approved the pay-later payment first (the ledger posted
   * it) or marked the member paid has paid them: then nothing is written here (PaidMeanwhile).
   */
  private async settle(
    cmd: Submission,
    units: number,
    unitPriceCents: number,
    base: CardPaymentFacts,
    card: { brand: string; last4: string },
  ): Promise<void> {
    await this.uow.run(async (tx) => {
      // The submission's charge is settled once, by its request or by a reconciliation (ADR 0030).
      const charge = await this.payments.lockAttempt(tx.manager, cmd.memberId, cmd.key);
      if (charge?.status === 'succeeded') return;
      if (charge?.status === 'refunded') throw new PaidMeanwhile();
      let open = await this.receipts.lockUnpaidActivation(tx.manager, cmd.memberId);
      if (await this.receipts.lockPaid(tx.manager, cmd.memberId)) throw new PaidMeanwhile();
      // An activation opened while this waited for the member's payment lock (the registration's
      // reaction, an upload) is settled too: every writer of an activation holds that lock (ADR 0029).
      open ??= await this.receipts.lockUnpaidActivation(tx.manager, cmd.memberId);
      if (open?.pending_transfer_id)
        await this.voidUnpaidActivation(tx, open.pending_transfer_id, cmd.memberId);
      const posted = await this.ledger.transferIn(tx.manager, {
        memberId: cmd.memberId,
        units,
        unitValueCents: unitPriceCents,
        narration: `Card payment (${card.brand} ${card.last4})`,
        payType: CARD_PAY_TYPE,
        kind: 'purchase',
        actorId: cmd.memberId,
        idempotencyKey: `purchase:${cmd.memberId}:${cmd.key}`,
        // The history describes the row in its reader's language from these facts (ADR 0032).
        links: { card_brand: card.brand, card_last4: card.last4 },
      });
      const id = await this.payments.recordCardPayment(tx.manager, {
        ...base,
        status: 'succeeded',
        brand: card.brand,
        last4: card.last4,
        transferId: posted.transfer.id,
      });
      await this.receipts.markPaid(tx.manager, cmd.memberId);
      tx.record(
        new CardPaymentSucceeded(
          cmd.memberId,
          { ...base, paymentId: id, transferId: posted.transfer.id, gateway: this.gateway.name },
          cmd.memberId,
        ),
      );
      if (!open) return;
      const settled = await this.receipts.settleByCard(tx.manager, open.id, {
        memberId: cmd.memberId,
        payType: CARD_PAY_TYPE,
        narration: `Paid by card (${card.brand} ${card.last4})`,
      });
      tx.record(
        new PayLaterSettledByCard(
          settled.id,
          { ...facts(settled), paymentId: id, transferId: posted.transfer.id },
          cmd.memberId,
        ),
      );
    });
  }

  /**
   * Voids the unpaid activation's pending transfer (pay later or a receipt) in the card payment's transaction. Voided already
   * (an admin rejected it) is fine: the card pays instead. Posted already: the admin approved it.
   */
  private async voidUnpaidActivation(tx: Transaction, pendingId: string, memberId: string): Promise<void> {
    try {
      await this.ledger.voidPendingIn(tx.manager, pendingId, memberId);
    } catch (error) {
      if (codeOf(error) !== 'LEDGER.ALREADY_RESOLVED') throw error;
      if ((await this.ledger.resolutionOf(pendingId))?.type === 'post') throw new PaidMeanwhile();
    }
  }

  /** The charge of a member who was paid meanwhile goes back to the card, and is recorded so. */
  private async giveBack(cmd: Submission, base: CardPaymentFacts, ref: string): Promise<void> {
    await this.gateway.refund({
      ref,
      amountCents: base.amountCents,
      idempotencyKey: `refund:${cmd.memberId}:${cmd.key}`,
    });
    await this.uow.run(async (tx) => {
      // Given back and recorded already (by the request or a reconciliation): the refund above replayed.
      if ((await this.payments.lockAttempt(tx.manager, cmd.memberId, cmd.key))?.status === 'refunded') return;
      const id = await this.payments.recordCardPayment(tx.manager, { ...base, status: 'refunded' });
      tx.record(new CardPaymentRefunded(cmd.memberId, { ...base, paymentId: id }, cmd.memberId));
    });
  }

  /**
   * Settles a charge attempt whose answer was lost, by what the gateway says of it (ADR 0030): a
   * charge made posts the purchase through the same settlement and ledger key as its request would
   * have (so never twice), or is given back when the member was paid meanwhile; a decline is recorded;
   * a charge never made ends the attempt once it is stale (no request can still make it).
   */
  async reconcile(attempt: AttemptRow, found: ChargeLookup): Promise<Reconciled> {
    const who: Submission = { memberId: attempt.member_id, key: attempt.idempotency_key };
    const base: CardPaymentFacts = {
      ...who,
      units: attempt.units,
      unitPriceCents: Number(attempt.unit_price_cents),
      amountCents: Number(attempt.amount_cents),
      gateway: attempt.gateway,
      ref: 'ref' in found ? found.ref : attempt.gateway_ref,
    };
    switch (found.status) {
      case 'succeeded':
        try {
          await this.settle(who, base.units, base.unitPriceCents, base, cardOf(found.card));
          return 'settled';
        } catch (error) {
          if (!(error instanceof PaidMeanwhile)) throw error;
          await this.giveBack(who, base, found.ref);
          return 'refunded';
        }
      case 'declined':
        await this.recordDecline(base, found.message);
        return 'declined';
      case 'none':
        if (!attempt.stale) return 'open';
        await this.endAttempt(base, 'abandoned');
        return 'abandoned';
      case 'pending':
        return 'open';
    }
  }

  /** Asks the gateway about an attempt of its own and settles it (another gateway's is skipped). */
  async reconcileAttempt(attempt: AttemptRow, ref: string | null = attempt.gateway_ref): Promise<Reconciled> {
    if (attempt.gateway !== this.gateway.name) return 'skipped';
    const found = await this.gateway.findCharge({
      idempotencyKey: chargeKey(attempt.member_id, attempt.idempotency_key),
      ref,
    });
    return this.reconcile(attempt, found);
  }

  /** The member's other open attempts, settled before a new charge. */
  private async reconcileOpenAttempts(memberId: string, exceptKey: string): Promise<void> {
    for (const attempt of await this.payments.openAttempts(memberId, exceptKey, ATTEMPT_STALE_SECONDS))
      await this.reconcileAttempt(attempt);
  }

  private async recordDecline(base: CardPaymentFacts, message: string): Promise<void> {
    await this.uow.run(async (tx) => {
      const id = await this.payments.recordCardPayment(tx.manager, {
        ...base,
        status: 'declined',
        declineMessage: message,
      });
      tx.record(new CardPaymentDeclined(base.memberId, { ...base, paymentId: id }, base.memberId));
    });
  }

  /** The attempt ends without a charge (the gateway refused the token, or never made it). */
  private async endAttempt(base: CardPaymentFacts, status: 'abandoned'): Promise<void> {
    await this.uow.run((tx) => this.payments.recordCardPayment(tx.manager, { ...base, status }));
  }

  /** The card to charge: a saved one of the member's, or a new token (kept first when asked to). */
  private async cardOf(cmd: PayNow): Promise<Pick<ChargeRequest, 'token' | 'saved'>> {
    if (cmd.paymentMethodId) {
      const saved = await this.methods.chargeable(cmd.memberId, cmd.paymentMethodId);
      if (!saved) throw PaymentErrors.methodNotFound();
      return { saved };
    }
    if (!cmd.token) throw PaymentErrors.cardRequired();
    if (!cmd.saveCard) return { token: cmd.token };
    const method = await this.methods.add(cmd.memberId, cmd.email, cmd.token);
    const saved = await this.methods.chargeable(cmd.memberId, method.id);
    return { saved: saved! };
  }
}

const cardOf = (card: CardDetails) => ({ brand: card.brand, last4: card.last4 });
