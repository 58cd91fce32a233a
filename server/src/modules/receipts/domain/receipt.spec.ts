import { cardBrand, cardExpired, expiryText, luhnValid, maskedNumber } from './card';
import { ReceiptLife, ReceiptRefusal, receiptTransferKey } from './receipt';

const refusal = (work: () => void) => {
  try {
    work();
    return null;
  } catch (error) {
    return (error as ReceiptRefusal).code;
  }
};

describe("a receipt's life", () => {
  it('is decided only while Requested', () => {
    expect(refusal(() => ReceiptLife.decide('Requested'))).toBeNull();
    for (const status of ['No', 'Yes', 'Rejected'] as const)
      expect(refusal(() => ReceiptLife.decide(status))).toBe('RECEIPT.NOT_REQUESTED');
  });

  it('updates (Try Again) only a rejected receipt', () => {
    expect(refusal(() => ReceiptLife.update('Rejected'))).toBeNull();
    expect(refusal(() => ReceiptLife.update('Requested'))).toBe('RECEIPT.NOT_REJECTED');
  });

  it('names one pending transfer per round', () => {
    expect(receiptTransferKey('r1', 2)).toBe('receipt:r1:2');
  });
});

describe('cards', () => {
  it('checks the Luhn digit and names the brand', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42')).toBe(false);
    expect(cardBrand('4242424242424242')).toBe('Visa');
    expect(cardBrand('5555555555554444')).toBe('MasterCard');
    expect(cardBrand('378282246310005')).toBe('American Express');
    expect(cardBrand('9999999999999995')).toBe('Other');
  });

  it('expires at the end of its month, and shows masked', () => {
    const now = new Date('2026-05-15T00:00:00Z');
    expect(cardExpired(5, 2026, now)).toBe(false);
    expect(cardExpired(4, 2026, now)).toBe(true);
    expect(cardExpired(1, 2025, now)).toBe(true);
    expect(maskedNumber('4242')).toBe('**** **** **** 4242');
    expect(expiryText(3, 2031)).toBe('03/31');
  });
});
