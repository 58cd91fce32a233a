import { DomainEvent } from '../../../platform/events/domain-event';

/** Stored in the event log: never renamed. */
export const RECEIPT_AGGREGATE = 'Receipt';
export const ReceiptEventType = {
  stored: 'receipts.ReceiptStored',
  approved: 'receipts.ReceiptApproved',
  rejected: 'receipts.ReceiptRejected',
  payLaterChosen: 'receipts.PayLaterChosen',
  payLaterSettledByCard: 'receipts.PayLaterSettledByCard',
  activationOpened: 'receipts.ActivationOpened',
  cardPaid: 'receipts.CardPaymentSucceeded',
  cardDeclined: 'receipts.CardPaymentDeclined',
  cardRefunded: 'receipts.CardPaymentRefunded',
  paymentMethodAdded: 'receipts.PaymentMethodAdded',
  paymentMethodPreferred: 'receipts.PaymentMethodPreferred',
  paymentMethodDeleted: 'receipts.PaymentMethodDeleted',
  loanRequested: 'receipts.LoanRequested',
  paymentStatusSet: 'receipts.PaymentStatusSet',
  creationPaymentRecorded: 'receipts.CreationPaymentRecorded',
} as const;

export interface ReceiptFacts {
  memberId: string;
  source: string;
  units: number;
  payType: string | null;
  pendingTransferId: string | null;
  round: number;
}

abstract class ReceiptEvent<P extends object> extends DomainEvent<P> {
  get aggregateType() {
    return RECEIPT_AGGREGATE;
  }
}

export class ReceiptStored extends ReceiptEvent<ReceiptFacts & { files: number }> {
  get type() {
    return ReceiptEventType.stored;
  }
}
/**
 * Which path decided a receipt: its own calls (`receipts`), or the transaction list's approve/delete
 * of its pending transfer, seen on the ledger (`ledger`). Either records the same event, once.
 */
export type DecidedVia = 'receipts' | 'ledger';

export class ReceiptApproved extends ReceiptEvent<
  ReceiptFacts & { unitsApproved: number; narration: string | null; via?: DecidedVia }
> {
  get type() {
    return ReceiptEventType.approved;
  }
}
export class ReceiptRejected extends ReceiptEvent<
  ReceiptFacts & { reason: string | null; via?: DecidedVia }
> {
  get type() {
    return ReceiptEventType.rejected;
  }
}
export class PayLaterChosen extends ReceiptEvent<ReceiptFacts> {
  get type() {
    return ReceiptEventType.payLaterChosen;
  }
}
/** The member paid by card while a pay-later payment was open: it is settled, its pending transfer voided. */
/** A member who registered with "Pay now? No" has an activation awaiting an offline payment. */
export class ActivationOpened extends ReceiptEvent<ReceiptFacts> {
  get type() {
    return ReceiptEventType.activationOpened;
  }
}

export class PayLaterSettledByCard extends ReceiptEvent<
  ReceiptFacts & { paymentId: string; transferId: string }
> {
  get type() {
    return ReceiptEventType.payLaterSettledByCard;
  }
}

abstract class MemberPaymentEvent<P extends object> extends DomainEvent<P> {
  get aggregateType() {
    return 'MemberPayment';
  }
}
export class CardPaymentSucceeded extends MemberPaymentEvent<{
  memberId: string;
  paymentId: string;
  units: number;
  amountCents: number;
  gateway: string;
  transferId: string;
}> {
  get type() {
    return ReceiptEventType.cardPaid;
  }
}
export class CardPaymentDeclined extends MemberPaymentEvent<{
  memberId: string;
  paymentId: string;
  units: number;
  amountCents: number;
  gateway: string;
}> {
  get type() {
    return ReceiptEventType.cardDeclined;
  }
}
/** A charge given back because the member was paid meanwhile by another way (ADR 0022 addendum). */
export class CardPaymentRefunded extends MemberPaymentEvent<{
  memberId: string;
  paymentId: string;
  units: number;
  amountCents: number;
  gateway: string;
}> {
  get type() {
    return ReceiptEventType.cardRefunded;
  }
}
export class PaymentMethodAdded extends MemberPaymentEvent<{
  memberId: string;
  brand: string;
  last4: string;
}> {
  get type() {
    return ReceiptEventType.paymentMethodAdded;
  }
}
export class PaymentMethodPreferred extends MemberPaymentEvent<{ memberId: string }> {
  get type() {
    return ReceiptEventType.paymentMethodPreferred;
  }
}
export class PaymentMethodDeleted extends MemberPaymentEvent<{ memberId: string }> {
  get type() {
    return ReceiptEventType.paymentMethodDeleted;
  }
}
export class LoanRequested extends MemberPaymentEvent<{
  memberId: string;
  amountCents: number;
  totalAmountCents: number;
  frequency: string;
  payType: string;
}> {
  get type() {
    return ReceiptEventType.loanRequested;
  }
}

/** An admin set the member's paid flag by hand (issue 11, user/update-payment-status). */
export class PaymentStatusSet extends MemberPaymentEvent<{
  memberId: string;
  status: 'Yes' | 'No';
  from: 'Yes' | 'No';
}> {
  get type() {
    return ReceiptEventType.paymentStatusSet;
  }
}
/**
 * An admin created the member with units and their receipts (issue 11): the receipts are recorded
 * as approved, the units transferred, the member paid.
 */
export class CreationPaymentRecorded extends MemberPaymentEvent<{
  memberId: string;
  receiptId: string;
  units: number;
  payType: string;
  transferId: string;
  files: number;
}> {
  get type() {
    return ReceiptEventType.creationPaymentRecorded;
  }
}
