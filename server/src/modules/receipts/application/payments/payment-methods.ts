import { Injectable } from '@nestjs/common';
import type { PaymentMethodView } from '@app/libs';
import { UnitOfWork, conflict } from '../../../../platform';
import { expiryText, maskedNumber } from '../../domain/card';
import {
  PaymentMethodAdded,
  PaymentMethodDeleted,
  PaymentMethodPreferred,
} from '../../domain/receipts.events';
import { PaymentsRepository, type PaymentMethodRow } from '../../infrastructure/payments.repository';
import { ReceiptsRepository, isUuid } from '../../infrastructure/receipts.repository';
import { CardDeclined, CardRefused, PaymentGateway } from './gateway/payment-gateway';
import { PaymentErrors } from './payment-errors';

export const toPaymentMethodView = (row: PaymentMethodRow): PaymentMethodView => ({
  id: row.id,
  card_type: row.brand,
  card_number: maskedNumber(row.last4),
  last4: row.last4,
  expiry: expiryText(row.exp_month, row.exp_year),
  preferred: row.preferred ? 1 : 0,
});

/** A member's saved cards: the gateway keeps them; we keep its handle, brand, last four and expiry. */
@Injectable()
export class PaymentMethods {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly gateway: PaymentGateway,
    private readonly payments: PaymentsRepository,
    private readonly receipts: ReceiptsRepository,
  ) {}

  async list(memberId: string): Promise<PaymentMethodView[]> {
    return (await this.payments.methods(memberId)).map(toPaymentMethodView);
  }

  async add(memberId: string, email: string, token: string): Promise<PaymentMethodView> {
    const customerRef = await this.receipts.gatewayCustomer(memberId);
    let saved;
    try {
      saved = await this.gateway.saveCard({ token, customerRef, memberId, email });
    } catch (error) {
      if (error instanceof CardRefused) throw PaymentErrors.cardInvalid('token', error.message);
      if (error instanceof CardDeclined) throw PaymentErrors.declined(error.message);
      throw error;
    }
    if (saved.customerRef && saved.customerRef !== customerRef)
      await this.receipts.setGatewayCustomer(memberId, saved.customerRef);
    const row = await this.uow.run(async (tx) => {
      await this.payments.lockMember(tx.manager, memberId);
      const added = await this.payments.addMethod(tx.manager, {
        member_id: memberId,
        gateway: this.gateway.name,
        gateway_ref: saved.card.ref,
        brand: saved.card.brand,
        last4: saved.card.last4,
        exp_month: saved.card.expMonth,
        exp_year: saved.card.expYear,
      });
      tx.record(
        new PaymentMethodAdded(added.id, { memberId, brand: added.brand, last4: added.last4 }, memberId),
      );
      return added;
    });
    return toPaymentMethodView(row);
  }

  async makePreferred(memberId: string, id: unknown): Promise<PaymentMethodView[]> {
    await this.uow.run(async (tx) => {
      await this.payments.lockMember(tx.manager, memberId);
      const method = isUuid(id) ? await this.payments.method(memberId, id, tx.manager) : null;
      if (!method) throw PaymentErrors.methodNotFound();
      if (method.preferred) return;
      await this.payments.makePreferred(tx.manager, memberId, method.id);
      tx.record(new PaymentMethodPreferred(method.id, { memberId }, memberId));
    });
    return this.list(memberId);
  }

  async delete(memberId: string, id: unknown): Promise<PaymentMethodView[]> {
    const deleted = await this.uow.run(async (tx) => {
      await this.payments.lockMember(tx.manager, memberId);
      const method = isUuid(id) ? await this.payments.method(memberId, id, tx.manager) : null;
      if (!method) throw PaymentErrors.methodNotFound();
      if (method.preferred)
        throw conflict('A preferred card cannot be deleted.', 'PAYMENT.PREFERRED_NOT_DELETABLE');
      await this.payments.deleteMethod(tx.manager, memberId, method.id);
      tx.record(new PaymentMethodDeleted(method.id, { memberId }, memberId));
      return method;
    });
    await this.gateway.forgetCard(deleted.gateway_ref).catch(() => undefined);
    return this.list(memberId);
  }

  /** A saved card of the member's that the configured gateway can charge. */
  async chargeable(
    memberId: string,
    id: unknown,
  ): Promise<{ ref: string; customerRef: string | null } | null> {
    const method = isUuid(id) ? await this.payments.method(memberId, id) : null;
    if (!method || method.gateway !== this.gateway.name) return null;
    return { ref: method.gateway_ref, customerRef: await this.receipts.gatewayCustomer(memberId) };
  }
}
