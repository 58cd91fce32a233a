import type { ReceiptStatus } from '@app/libs';

/** Why a receipt command was refused: a stable code; the application gives it its HTTP status. */
export const ReceiptRefusalCode = {
  notRequested: 'RECEIPT.NOT_REQUESTED',
  alreadyDecided: 'RECEIPT.ALREADY_DECIDED',
  alreadyRequested: 'RECEIPT.ALREADY_REQUESTED',
  notRejected: 'RECEIPT.NOT_REJECTED',
  alreadyPaid: 'PAYMENT.ALREADY_PAID',
  activationPaid: 'RECEIPT.ACTIVATION_PAID',
} as const;
export type ReceiptRefusalCode = (typeof ReceiptRefusalCode)[keyof typeof ReceiptRefusalCode];

export const ReceiptRefusalText: Record<ReceiptRefusalCode, string> = {
  'RECEIPT.NOT_REQUESTED': 'This receipt is not awaiting approval.',
  'RECEIPT.ALREADY_DECIDED': 'This receipt was already approved or rejected.',
  'RECEIPT.ALREADY_REQUESTED': 'Your receipt is already awaiting approval.',
  'RECEIPT.NOT_REJECTED': 'Only a rejected receipt can be uploaded again.',
  'PAYMENT.ALREADY_PAID': 'You have already paid for Activation of your account.',
  'RECEIPT.ACTIVATION_PAID': "This member's activation is already paid: nothing was changed.",
};

export class ReceiptRefusal extends Error {
  constructor(readonly code: ReceiptRefusalCode) {
    super(ReceiptRefusalText[code]);
  }
}

/**
 * A receipt's life: No (pay later chosen, nothing uploaded) -> Requested (files uploaded, a pending
 * transfer open) -> Yes (approved: the transfer posted) or Rejected (the transfer voided, with a
 * reason) -> Requested again when the member uploads anew (Try Again).
 */
export const ReceiptLife = {
  /** Approve or reject: only a Requested receipt. */
  decide(status: ReceiptStatus): void {
    if (status !== 'Requested') throw new ReceiptRefusal(ReceiptRefusalCode.notRequested);
  },
  /** Update a receipt of /transactions (Try Again): only a rejected one. */
  update(status: ReceiptStatus): void {
    if (status !== 'Rejected') throw new ReceiptRefusal(ReceiptRefusalCode.notRejected);
  },
};

/** The ledger key of the pending transfer of one round of a receipt: the same round never opens two. */
export const receiptTransferKey = (receiptId: string, round: number): string =>
  `receipt:${receiptId}:${round}`;
