import { isUnsafeText, unsafeTextPath } from './unsafe-text';

describe('unsafe text', () => {
  it.each([
    ['a\0b', true],
    ['a\uD800@example.com', true],
    ['\uDC00x', true],
    ['x\uDBFF', true],
    ['😀 paired surrogates', false],
    ['ü € ñ 中文 \t\n', false],
    ['', false],
  ])('%j unsafe: %s', (text, unsafe) => {
    expect(isUnsafeText(text)).toBe(unsafe);
  });

  it('names the field that holds it, at any depth', () => {
    expect(unsafeTextPath({ email: 'ok@example.com', name: 'x\0' })).toBe('name');
    expect(unsafeTextPath({ a: [{ b: 'fine' }, { c: '\uD83D' }] })).toBe('a.1.c');
    expect(unsafeTextPath('\0', 'id')).toBe('id');
    expect(unsafeTextPath({ ['bad\0key']: 1 })).toBe('body');
    expect(unsafeTextPath({ a: 1, b: ['x', null, true] })).toBeNull();
  });

  it('walks a deep value without a stack', () => {
    let deep: unknown = '\0';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(unsafeTextPath(deep)).toMatch(/^0(\.0)+$/);
  });
});
