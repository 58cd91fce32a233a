import { Injectable } from '@nestjs/common';
import { CARD_PAY_TYPE, type UserView } from '@app/libs';
import { UnitOfWork, type Transaction } from '../../../../platform';
import { UserViews } from '../../../identity';
import { IdempotentCalls, UnitsLedger } from '../../../units-ledger';
import { amountCents, purchaseUnits } from '../../domain/payment-rules';
import { ReceiptRefusal, ReceiptRefusalCode } from '../../domain/receipt';
import {
  CardPaymentDeclined,
  CardPaymentSucceeded,
  PayLaterSettledByCard,
} from '../../domain/receipts.events';
import { PaymentsRepository } from '../../infrastructure/payments.repository';
import { ReceiptsRepository } from '../../infrastructure/receipts.repository';
import { asHttp, codeOf } from '../errors';
import { facts } from '../receipt-decisions';
import { Prices } from '../unit-price';
import { CardRefused, PaymentGateway, type ChargeRequest } from './gateway/payment-gateway';
import { PaymentMethods } from './payment-methods';
import { PaymentErrors } from './payment-errors';

export { PaymentErrors };

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
    if (await this.receipts.isPaid(cmd.memberId))
      throw asHttp(new ReceiptRefusal(ReceiptRefusalCode.alreadyPaid));
    const cents = amountCents(units, pricing.unitPriceCents);
    const source = await this.cardOf(cmd);
    let outcome;
    try {
      outcome = await this.gateway.charge({
        ...source,
        amountCents: cents,
        currency: 'usd',
        idempotencyKey: `pay:${cmd.memberId}:${cmd.key}`,
        description: `${units} loan unit(s)`,
        memberId: cmd.memberId,
      });
    } catch (error) {
      if (error instanceof CardRefused) throw PaymentErrors.cardInvalid('token', error.message);
      throw error;
    }
    const base = {
      memberId: cmd.memberId,
      key: cmd.key,
      units,
      unitPriceCents: pricing.unitPriceCents,
      amountCents: cents,
      gateway: this.gateway.name,
      ref: outcome.ref,
    };
    if (!outcome.ok) {
      await this.uow.run(async (tx) => {
        const id = await this.payments.recordCardPayment(tx.manager, {
          ...base,
          status: 'declined',
          declineMessage: outcome.message,
        });
        tx.record(
          new CardPaymentDeclined(
            cmd.memberId,
            { ...base, paymentId: id, gateway: this.gateway.name },
            cmd.memberId,
          ),
        );
      });
      throw PaymentErrors.declined(outcome.message);
    }
    const posted = await this.ledger.transfer({
      memberId: cmd.memberId,
      units,
      unitValueCents: pricing.unitPriceCents,
      narration: `Card payment (${outcome.card.brand} ${outcome.card.last4})`,
      payType: CARD_PAY_TYPE,
      kind: 'purchase',
      actorId: cmd.memberId,
      idempotencyKey: `purchase:${cmd.memberId}:${cmd.key}`,
    });
    await this.uow.run(async (tx) => {
      const id = await this.payments.recordCardPayment(tx.manager, {
        ...base,
        status: 'succeeded',
        brand: outcome.card.brand,
        last4: outcome.card.last4,
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
      await this.settlePayLater(tx, cmd.memberId, {
        paymentId: id,
        transferId: posted.transfer.id,
        narration: `Paid by card (${outcome.card.brand} ${outcome.card.last4})`,
      });
    });
    return this.users.byId(cmd.memberId);
  }

  /**
   * A pay-later payment still open is paid by this card payment, in the card payment's transaction:
   * its pending transfer is voided while its row is locked, then it is marked paid by card. The
   * ledger consumer that sees the void waits on that lock and then finds nothing awaiting a decision,
   * so no rejection is recorded or emailed. A pending transfer the ledger already resolved (an admin
   * decided it meanwhile) stays as the ledger has it.
   */
  private async settlePayLater(
    tx: Transaction,
    memberId: string,
    card: { paymentId: string; transferId: string; narration: string },
  ): Promise<void> {
    const open = await this.receipts.lockOpenPayLater(tx.manager, memberId);
    if (!open) return;
    if (open.pending_transfer_id)
      try {
        await this.ledger.voidPending(open.pending_transfer_id, memberId);
      } catch (error) {
        if (codeOf(error) !== 'LEDGER.ALREADY_RESOLVED') throw error;
      }
    const settled = await this.receipts.settleByCard(tx.manager, open.id, {
      memberId,
      payType: CARD_PAY_TYPE,
      narration: card.narration,
    });
    tx.record(
      new PayLaterSettledByCard(
        settled.id,
        { ...facts(settled), paymentId: card.paymentId, transferId: card.transferId },
        memberId,
      ),
    );
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
