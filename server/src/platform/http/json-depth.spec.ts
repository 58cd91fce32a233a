import { nestsDeeperThan } from './json-depth';

const deeper = (text: string, max: number) => nestsDeeperThan(Buffer.from(text), max);

describe('nestsDeeperThan', () => {
  it('counts arrays and objects alike', () => {
    expect(deeper('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(deeper('{"a":[{"b":[1]}]}', 3)).toBe(true);
    expect(deeper('1', 0)).toBe(false);
    expect(deeper('[]', 0)).toBe(true);
  });

  it('measures the deepest point, not the sum of siblings', () => {
    expect(deeper(`[${'[1],'.repeat(1000)}[2]]`, 2)).toBe(false);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(deeper('{"a":"[[[[{{{{"}', 1)).toBe(false);
    expect(deeper('{"a":"\\"[[[[","b":"\\\\"}', 1)).toBe(false);
    expect(deeper('["\\\\",[["x"]]]', 2)).toBe(true);
  });

  it('is not fooled by multi-byte characters', () => {
    expect(deeper('{"ü€😀":"[[[["}', 1)).toBe(false);
  });

  it('scans 200 000 nested arrays without a stack', () => {
    const body = Buffer.from('['.repeat(200_000) + ']'.repeat(200_000));
    expect(nestsDeeperThan(body, 32)).toBe(true);
    expect(nestsDeeperThan(body, 200_000)).toBe(false);
  });
});
