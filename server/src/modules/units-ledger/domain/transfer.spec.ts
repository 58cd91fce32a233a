import { deductionRefusal, LedgerRefusal, LedgerRefusalCode, Transfer, type TransferType } from './transfer';

const refusalOf = (act: () => unknown): string | null => {
  try {
    act();
    return null;
  } catch (error) {
    if (error instanceof LedgerRefusal) return error.code;
    throw error;
  }
};

describe('Transfer: states', () => {
  it.each([
    ['transfer', null, false, 'done'],
    ['transfer', null, true, 'reversed'],
    ['pending', null, false, 'pending'],
    ['pending', 'post', false, 'done'],
    ['pending', 'post', true, 'reversed'],
    ['pending', 'void', false, 'voided'],
    ['post', null, false, 'done'],
    ['post', null, true, 'reversed'],
    ['void', null, false, 'voided'],
    ['reversal', null, false, 'reversal'],
  ] as const)('%s resolved by %p, reversed %p: %s', (type, resolution, reversed, state) => {
    expect(new Transfer(type, resolution, reversed).state).toBe(state);
  });

  it('only a pending transfer without a post or void is open', () => {
    expect(new Transfer('pending').isOpenPending).toBe(true);
    expect(new Transfer('pending', 'post').isOpenPending).toBe(false);
    expect(new Transfer('pending', 'void').isOpenPending).toBe(false);
    for (const type of ['transfer', 'post', 'void', 'reversal'] as TransferType[])
      expect(new Transfer(type).isOpenPending).toBe(false);
  });
});

describe('Transfer: post or void (resolve)', () => {
  it('resolves an open pending transfer', () => {
    expect(refusalOf(() => new Transfer('pending').resolve())).toBeNull();
  });

  it.each([
    [new Transfer('pending', 'post'), LedgerRefusalCode.alreadyResolved],
    [new Transfer('pending', 'void'), LedgerRefusalCode.alreadyResolved],
    [new Transfer('pending', 'post', true), LedgerRefusalCode.alreadyResolved],
    [new Transfer('transfer'), LedgerRefusalCode.notPending],
    [new Transfer('post'), LedgerRefusalCode.notPending],
    [new Transfer('reversal'), LedgerRefusalCode.notPending],
  ])('refuses %p with %s', (transfer, code) => {
    expect(refusalOf(() => transfer.resolve())).toBe(code);
  });
});

describe('Transfer: reverse ("delete")', () => {
  it.each([
    [new Transfer('pending'), 'void'],
    [new Transfer('pending', 'post'), 'reversal'],
    [new Transfer('transfer'), 'reversal'],
    [new Transfer('post'), 'reversal'],
  ] as const)('%p appends a %s', (transfer, appended) => {
    expect(transfer.reverse()).toBe(appended);
  });

  it.each([
    [new Transfer('pending', 'void'), LedgerRefusalCode.alreadyResolved],
    [new Transfer('pending', 'post', true), LedgerRefusalCode.alreadyReversed],
    [new Transfer('transfer', null, true), LedgerRefusalCode.alreadyReversed],
    [new Transfer('post', null, true), LedgerRefusalCode.alreadyReversed],
    [new Transfer('reversal'), LedgerRefusalCode.cannotReverse],
    [new Transfer('void'), LedgerRefusalCode.cannotReverse],
  ])('refuses %p with %s', (transfer, code) => {
    expect(refusalOf(() => transfer.reverse())).toBe(code);
  });

  it('a transfer is reversed at most once: after its reversal, reversing again is refused', () => {
    const transfer = new Transfer('transfer');
    expect(transfer.reverse()).toBe('reversal');
    const after = new Transfer('transfer', null, true);
    expect(refusalOf(() => after.reverse())).toBe(LedgerRefusalCode.alreadyReversed);
  });
});

describe('deductionRefusal', () => {
  it.each([
    [0, 1, LedgerRefusalCode.noLoyaltyToDeduct],
    [-3, 1, LedgerRefusalCode.noLoyaltyToDeduct],
    [2, 3, LedgerRefusalCode.loyaltyOverdrawn],
    [3, 3, null],
    [10, 1, null],
  ])('%p available, %p deducted: %p', (available, units, code) => {
    expect(deductionRefusal(available, units)).toBe(code);
  });
});
