import fc from 'fast-check';
import {
  centsToDollars,
  dollarsToCents,
  isWholeUnits,
  MAX_UNITS_PER_TRANSFER,
  transferState,
} from './ledger-rules';

describe('dollarsToCents', () => {
  it.each([
    ['500', 50_000],
    ['12.5', 1_250],
    [12.34, 1_234],
    ['0', 0],
    ['0.01', 1],
    [' 7.05 ', 705],
    [100, 10_000],
    ['999999999999.99', 99_999_999_999_999],
  ])('%p -> %p cents', (input, cents) => {
    expect(dollarsToCents(input)).toBe(cents);
  });

  it.each(['', '-1', '1.234', 'abc', '1e3', '1,000', '.5', '5.', '1234567890123', 'NaN', '0x10'])(
    'refuses %p',
    (input) => {
      expect(dollarsToCents(input)).toBeNull();
    },
  );

  it.each([-1, 1.234, Number.NaN, Infinity, 1e21])('refuses the number %p', (input) => {
    expect(dollarsToCents(input)).toBeNull();
  });

  it('never drifts: any whole-cent amount round-trips exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (cents) => {
        const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
        expect(dollarsToCents(text)).toBe(cents);
        expect(centsToDollars(cents)).toBeCloseTo(cents / 100, 10);
      }),
    );
  });
});

describe('centsToDollars', () => {
  it('accepts numbers, strings and bigints', () => {
    expect(centsToDollars(50_000)).toBe(500);
    expect(centsToDollars('1234')).toBe(12.34);
    expect(centsToDollars(BigInt(-250))).toBe(-2.5);
  });
});

describe('isWholeUnits', () => {
  it.each([1, 2, 500, MAX_UNITS_PER_TRANSFER])('accepts %p', (n) => expect(isWholeUnits(n)).toBe(true));
  it.each([0, -1, 1.5, MAX_UNITS_PER_TRANSFER + 1, Number.NaN, Infinity, '3', null, undefined, {}, 2n])(
    'refuses %p',
    (n) => expect(isWholeUnits(n)).toBe(false),
  );
});

describe('transferState', () => {
  it.each([
    ['reversal', null, false, 'reversal'],
    ['reversal', null, true, 'reversal'],
    ['pending', null, false, 'pending'],
    ['pending', 'void', false, 'voided'],
    ['pending', 'post', false, 'done'],
    ['pending', 'post', true, 'reversed'],
    ['transfer', null, false, 'done'],
    ['transfer', null, true, 'reversed'],
  ] as const)('%s resolved %p reversed %p -> %s', (type, resolution, reversed, state) => {
    expect(transferState(type, resolution, reversed)).toBe(state);
  });
});
