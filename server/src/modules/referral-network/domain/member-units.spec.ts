import { unitsDelta } from './member-units';

describe('unitsDelta', () => {
  it('adds transfers and posts, and nothing for pending or voided ones', () => {
    expect(unitsDelta('ledger.UnitsTransferred', { units: 5 })).toBe(5);
    expect(unitsDelta('ledger.TransferPosted', { units: 3 })).toBe(3);
    expect(unitsDelta('ledger.TransferPending', { units: 3 })).toBe(0);
    expect(unitsDelta('ledger.TransferVoided', { units: 3 })).toBe(0);
  });

  it('moves free units by their signed delta', () => {
    expect(unitsDelta('ledger.LoyaltyUnitsAdjusted', { units: 4, delta: 4 })).toBe(4);
    expect(unitsDelta('ledger.LoyaltyUnitsAdjusted', { units: 4, delta: -4 })).toBe(-4);
  });

  it('takes back a reversed transfer, and gives back a reversed deduction', () => {
    expect(unitsDelta('ledger.TransferReversed', { units: 6 })).toBe(-6);
    expect(unitsDelta('ledger.TransferReversed', { units: 6 }, true)).toBe(6);
  });
});
