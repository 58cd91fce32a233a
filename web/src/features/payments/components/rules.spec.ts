import { cardDigits, formatCardNumber, formatExpiry, luhnValid, parseExpiry } from './card-rules';
import { isWholeUnits, loanTotal } from './loan-rules';
import { checkUnits, initialUnits, unitsAfterBlur } from './units-rules';

describe('units rules of /pay-now', () => {
  it('tells a non-number from zero or less', () => {
    expect(checkUnits('12')).toEqual({ kind: 'ok', units: 12 });
    expect(checkUnits(' ')).toEqual({ kind: 'empty' });
    expect(checkUnits('1.5')).toEqual({ kind: 'not-a-number' });
    expect(checkUnits('1e3')).toEqual({ kind: 'not-a-number' });
    expect(checkUnits('0')).toEqual({ kind: 'not-positive' });
    expect(checkUnits('-4')).toEqual({ kind: 'not-positive' });
  });
  it('clears an entry below the minimum on leaving the box, and starts at the intent or the minimum', () => {
    expect(unitsAfterBlur('2', 3)).toBe('');
    expect(unitsAfterBlur('3', 3)).toBe('3');
    expect(unitsAfterBlur('x', 3)).toBe('x');
    expect(initialUnits(5, 3)).toBe(5);
    expect(initialUnits(1, 3)).toBe(3);
  });
});

describe('loan rules', () => {
  it('counts monthly as four payments and wants whole units', () => {
    expect(loanTotal(25, 'monthly')).toBe(100);
    expect(loanTotal(150, 'one_time')).toBe(150);
    expect(isWholeUnits(100, 100)).toBe(true);
    expect(isWholeUnits(150, 100)).toBe(false);
  });
});

describe('card rules', () => {
  it('checks the number by Luhn and groups it by four', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4000000000000002')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(cardDigits('4242 4242')).toBe('42424242');
  });
  it('reads MM/YY and refuses a past month', () => {
    const now = new Date(2026, 5, 15);
    expect(parseExpiry('06/26', now)).toEqual({ month: 6, year: 2026 });
    expect(parseExpiry('05/26', now)).toBeNull();
    expect(parseExpiry('13/30', now)).toBeNull();
    expect(formatExpiry('1230')).toBe('12/30');
  });
});
