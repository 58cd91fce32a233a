import type { ReceiptSource, ReceiptStatus } from '@app/libs';
import { ReceiptRefusal, ReceiptRefusalCode } from './receipt';

/**
 * A member's activation: the first purchase chosen at registration, paid once, whichever way
 * (ADR 0029). It is the member's one receipt row whose source is not 'purchase', and its state is
 * that row's status: none yet, Open (No: awaiting payment, a pending transfer of the intended units),
 * Requested (a receipt uploaded), Rejected (with a reason) or Paid (Yes).
 */
export type ActivationState = 'None' | 'Open' | 'Requested' | 'Rejected' | 'Paid';

export type ActivationStep =
  /** Registration with "Pay now? No", or Pay Later on /pay-now: awaiting an offline payment. */
  | 'open'
  /** Pay Later chosen (again) with a pay type and units. */
  | 'payLater'
  /** Receipt files uploaded (first time or Try Again). */
  | 'upload'
  /** An administrator approves: the pending transfer is posted. */
  | 'approve'
  /** An administrator rejects: the pending transfer is voided. */
  | 'reject'
  /** A successful card charge: the pending transfer (if any) is voided and the purchase posted. */
  | 'payByCard';

const stateOf: Record<ReceiptStatus, ActivationState> = {
  No: 'Open',
  Requested: 'Requested',
  Rejected: 'Rejected',
  Yes: 'Paid',
};

export const activationState = (status: ReceiptStatus | null | undefined): ActivationState =>
  status ? stateOf[status] : 'None';

/** Whether a receipt row is an activation (rather than a purchase receipt of /transactions). */
export const isActivation = (source: ReceiptSource): boolean => source !== 'purchase';

type Transition = ActivationState | ReceiptRefusalCode;

const PAID = ReceiptRefusalCode.alreadyPaid;
const ACTIVATION_PAID = ReceiptRefusalCode.activationPaid;
const REQUESTED = ReceiptRefusalCode.alreadyRequested;
const NOT_REQUESTED = ReceiptRefusalCode.notRequested;

/**
 * Every state and step: the next state, or the refusal. Paid is final: nothing pays an activation
 * twice. A card payment settles the activation from any unpaid state; an approval needs something to
 * approve (an open or requested activation); a rejection needs a receipt or an open pay later.
 */
export const ACTIVATION_TRANSITIONS: Record<ActivationState, Record<ActivationStep, Transition>> = {
  None: {
    open: 'Open',
    payLater: 'Open',
    upload: 'Requested',
    approve: NOT_REQUESTED,
    reject: NOT_REQUESTED,
    payByCard: 'Paid',
  },
  Open: {
    open: 'Open',
    payLater: 'Open',
    upload: 'Requested',
    approve: 'Paid',
    reject: 'Rejected',
    payByCard: 'Paid',
  },
  Requested: {
    open: REQUESTED,
    payLater: REQUESTED,
    upload: REQUESTED,
    approve: 'Paid',
    reject: 'Rejected',
    payByCard: 'Paid',
  },
  Rejected: {
    open: 'Open',
    payLater: 'Open',
    upload: 'Requested',
    approve: NOT_REQUESTED,
    reject: NOT_REQUESTED,
    payByCard: 'Paid',
  },
  Paid: {
    open: PAID,
    payLater: PAID,
    upload: PAID,
    approve: ACTIVATION_PAID,
    reject: ACTIVATION_PAID,
    payByCard: PAID,
  },
};

const isState = (next: Transition): next is ActivationState => !next.includes('.');

/** The state after `step`, or a ReceiptRefusal with the stable code of why it may not happen. */
export function nextActivationState(state: ActivationState, step: ActivationStep): ActivationState {
  const next = ACTIVATION_TRANSITIONS[state][step];
  if (!isState(next)) throw new ReceiptRefusal(next);
  return next;
}

/** Whether `step` is allowed from `state`, without throwing. */
export const activationAllows = (state: ActivationState, step: ActivationStep): boolean =>
  isState(ACTIVATION_TRANSITIONS[state][step]);
