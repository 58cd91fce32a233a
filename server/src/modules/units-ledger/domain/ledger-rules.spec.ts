import fc from 'fast-check';
import {
  centsToDollars,
  dollarsToCents,
  isUnitValue,
  isWholeUnits,
  LedgerMessages,
  MAX_NARRATION_LENGTH,
  MAX_UNIT_VALUE_CENTS,
  MAX_UNITS_PER_TRANSFER,
  refusalAnswer,
  scopedKey,
  transferProblem,
  transferState,
} from './ledger-rules';
import { LedgerRefusalCode } from './transfer';

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
    ['void', null, false, 'voided'],
  ] as const)('%s resolved %p reversed %p -> %s', (type, resolution, reversed, state) => {
    expect(transferState(type, resolution, reversed)).toBe(state);
  });
});

describe('bounds: no product or sum overflows', () => {
  it('the largest transfer stays an exact JavaScript number', () => {
    expect(Number.isSafeInteger(MAX_UNITS_PER_TRANSFER * MAX_UNIT_VALUE_CENTS)).toBe(true);
  });

  it.each([0, 1, MAX_UNIT_VALUE_CENTS])('accepts a unit value of %p cents', (c) =>
    expect(isUnitValue(c)).toBe(true),
  );
  it.each([-1, 0.5, MAX_UNIT_VALUE_CENTS + 1, Number.NaN, '5'])('refuses a unit value of %p', (c) =>
    expect(isUnitValue(c)).toBe(false),
  );
});

describe('transferProblem', () => {
  const ok = { units: 3, unitValueCents: 50_000, narration: 'n', idempotencyKey: 'k' };
  it('accepts a transfer within every bound', () => expect(transferProblem(ok)).toBeNull());
  it.each([
    [{ units: 0 }, 'units', LedgerMessages.atLeastOneUnit],
    [{ units: MAX_UNITS_PER_TRANSFER + 1 }, 'units', LedgerMessages.atLeastOneUnit],
    [{ unitValueCents: -1 }, 'unit_value', LedgerMessages.unitValueInvalid],
    [{ unitValueCents: 1.5 }, 'unit_value', LedgerMessages.unitValueInvalid],
    [{ unitValueCents: MAX_UNIT_VALUE_CENTS + 1 }, 'unit_value', LedgerMessages.unitValueTooHigh],
    [{ narration: 'x'.repeat(MAX_NARRATION_LENGTH + 1) }, 'narration', LedgerMessages.narrationTooLong],
    [{ idempotencyKey: '' }, 'idempotency_key', LedgerMessages.idempotencyKeyInvalid],
    [{ idempotencyKey: 'k'.repeat(181) }, 'idempotency_key', LedgerMessages.idempotencyKeyInvalid],
  ])('%p: %s', (change, field, message) => {
    expect(transferProblem({ ...ok, ...change })).toEqual({ field, message });
  });
});

describe('scopedKey', () => {
  it('never lets one command answer another', () => {
    expect(scopedKey('transfer', 'abc')).not.toBe(scopedKey('loyalty', 'abc'));
    // A caller cannot take a key the ledger derives for a post, void or reversal.
    expect(scopedKey('transfer', 'x').startsWith('post:')).toBe(false);
  });
});

describe('refusalAnswer', () => {
  it.each([
    [LedgerRefusalCode.transferNotFound, 404, LedgerMessages.transferNotFound, undefined],
    [LedgerRefusalCode.alreadyResolved, 409, LedgerMessages.alreadyResolved, undefined],
    [LedgerRefusalCode.idempotencyKeyReused, 409, LedgerMessages.idempotencyMismatch, undefined],
    [LedgerRefusalCode.deductTooMuch, 422, LedgerMessages.deductTooMuch, 'units'],
  ])('%s -> %p', (code, status, message, field) => {
    expect(refusalAnswer(code)).toEqual(field ? { status, message, field } : { status, message });
  });

  it('answers every code', () => {
    for (const code of Object.values(LedgerRefusalCode)) expect(refusalAnswer(code).message).toBeTruthy();
  });
});
