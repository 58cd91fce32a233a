import fc from 'fast-check';
import {
  ACTIVATION_TRANSITIONS,
  activationAllows,
  activationState,
  nextActivationState,
  type ActivationState,
  type ActivationStep,
} from './activation';
import { ReceiptRefusal } from './receipt';

const states = Object.keys(ACTIVATION_TRANSITIONS) as ActivationState[];
const steps = Object.keys(ACTIVATION_TRANSITIONS.None) as ActivationStep[];

const refusalOf = (state: ActivationState, step: ActivationStep) => {
  try {
    nextActivationState(state, step);
    return null;
  } catch (error) {
    return (error as ReceiptRefusal).code;
  }
};

describe("a member's activation", () => {
  it('reads its state from the activation row', () => {
    expect(activationState(null)).toBe('None');
    expect(activationState('No')).toBe('Open');
    expect(activationState('Requested')).toBe('Requested');
    expect(activationState('Rejected')).toBe('Rejected');
    expect(activationState('Yes')).toBe('Paid');
  });

  it('is paid by card from every unpaid state', () => {
    for (const state of states.filter((s) => s !== 'Paid'))
      expect(nextActivationState(state, 'payByCard')).toBe('Paid');
  });

  it('refuses everything once paid, an approval or rejection with its own code', () => {
    expect(refusalOf('Paid', 'payByCard')).toBe('PAYMENT.ALREADY_PAID');
    expect(refusalOf('Paid', 'upload')).toBe('PAYMENT.ALREADY_PAID');
    expect(refusalOf('Paid', 'payLater')).toBe('PAYMENT.ALREADY_PAID');
    expect(refusalOf('Paid', 'approve')).toBe('RECEIPT.ACTIVATION_PAID');
    expect(refusalOf('Paid', 'reject')).toBe('RECEIPT.ACTIVATION_PAID');
  });

  it('takes no second upload while one awaits a decision', () => {
    expect(refusalOf('Requested', 'upload')).toBe('RECEIPT.ALREADY_REQUESTED');
    expect(refusalOf('Requested', 'payLater')).toBe('RECEIPT.ALREADY_REQUESTED');
    expect(nextActivationState('Rejected', 'upload')).toBe('Requested');
  });

  it('is approved only when there is something to approve', () => {
    expect(nextActivationState('Open', 'approve')).toBe('Paid');
    expect(nextActivationState('Requested', 'approve')).toBe('Paid');
    expect(refusalOf('None', 'approve')).toBe('RECEIPT.NOT_REQUESTED');
    expect(refusalOf('Rejected', 'approve')).toBe('RECEIPT.NOT_REQUESTED');
  });

  it('reaches Paid at most once along any sequence of steps', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...steps), { maxLength: 30 }), (sequence) => {
        let state: ActivationState = 'None';
        let payments = 0;
        for (const step of sequence) {
          if (!activationAllows(state, step)) continue;
          const next = nextActivationState(state, step);
          if (next === 'Paid') payments += 1;
          state = next;
        }
        expect(payments).toBeLessThanOrEqual(1);
      }),
    );
  });
});
