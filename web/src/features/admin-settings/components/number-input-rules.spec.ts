import { acceptTyping, isSavableNumber } from './number-input-rules';

describe('settings number typing', () => {
  it.each([
    ['500', false, '500'],
    ['500.5', false, '500.5'],
    ['12.', false, '12.'],
    ['12.345', false, ''],
    ['-5', false, ''],
    ['abc', false, ''],
    ['1e3', false, ''],
    ['3', true, '3'],
    ['3.5', true, ''],
    ['-1', true, ''],
    ['', true, ''],
  ])('%p (whole: %p) stays %p', (raw, whole, kept) => {
    expect(acceptTyping(raw, whole)).toBe(kept);
  });

  it('refuses to save blank or a lone dot', () => {
    expect(isSavableNumber('')).toBe(false);
    expect(isSavableNumber('.')).toBe(false);
    expect(isSavableNumber('0')).toBe(true);
    expect(isSavableNumber('12.')).toBe(true);
  });
});
