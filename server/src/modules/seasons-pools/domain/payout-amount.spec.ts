import { payoutCentsOf } from './payout-amount';

describe('payoutCentsOf', () => {
  it.each([
    ['1234.56', 123456],
    ['1234.5', 123450],
    ['1234', 123400],
    [' 0.01 ', 1],
    ['0.10', 10],
    [12.5, 1250],
  ])('%p is %p cents', (text, cents) => expect(payoutCentsOf(text)).toBe(cents));

  it.each(['', '0', '0.00', '-1', '1.234', '1e3', '12,50', 'abc', '1.', '.5', '1234567890123'])(
    'refuses %p',
    (text) => expect(payoutCentsOf(text)).toBeNull(),
  );

  it('refuses what is not text or a number', () => {
    expect(payoutCentsOf(null)).toBeNull();
    expect(payoutCentsOf({})).toBeNull();
  });
});
