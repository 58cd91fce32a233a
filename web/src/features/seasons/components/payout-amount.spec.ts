import { centsToDollarsInput, payoutProblem } from './payout-amount';

describe('payoutProblem', () => {
  it('accepts positive dollars with up to two decimals', () => {
    for (const ok of ['1', '1234.5', '1234.56', ' 10.00 ', '0.01']) expect(payoutProblem(ok)).toBeNull();
  });

  it('asks for an amount when none is typed', () => {
    expect(payoutProblem('')).toBe('required');
    expect(payoutProblem('   ')).toBe('required');
  });

  it('refuses zero, negatives, three decimals and anything not a number', () => {
    for (const bad of ['0', '0.00', '-5', '1.234', '12,50', '1e3', 'abc', '.5', '5.'])
      expect(payoutProblem(bad)).toBe('invalid');
  });

  it('shows stored cents as dollars with two decimals', () => {
    expect(centsToDollarsInput(123456)).toBe('1234.56');
    expect(centsToDollarsInput(5)).toBe('0.05');
    expect(centsToDollarsInput(null)).toBe('');
  });
});
