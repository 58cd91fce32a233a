import { VerifiedTokens } from './verified-tokens';

const claims = (exp: number) => ({ sub: 'u-1', exp });

describe('VerifiedTokens', () => {
  it('answers the claims of a token it was given until the token expires', () => {
    const tokens = new VerifiedTokens();
    tokens.remember('a.b.c', claims(100));
    expect(tokens.get('a.b.c', 99_999)).toEqual(claims(100));
    expect(tokens.get('a.b.c', 100_000)).toBeUndefined();
    // Forgotten once expired, even if the clock were wound back.
    expect(tokens.get('a.b.c', 50_000)).toBeUndefined();
  });

  it('knows only the exact string that verified', () => {
    const tokens = new VerifiedTokens();
    tokens.remember('a.b.c', claims(100));
    expect(tokens.get('a.b.C', 1)).toBeUndefined();
    expect(tokens.get('a.b.c ', 1)).toBeUndefined();
  });

  it('makes room by forgetting the oldest token', () => {
    const tokens = new VerifiedTokens(2);
    tokens.remember('t1', claims(100));
    tokens.remember('t2', claims(100));
    tokens.remember('t3', claims(100));
    expect(tokens.get('t1', 1)).toBeUndefined();
    expect(tokens.get('t2', 1)).toBeDefined();
    expect(tokens.get('t3', 1)).toBeDefined();
  });

  it('hands out claims nobody can change', () => {
    const tokens = new VerifiedTokens<{ sub: string; exp: number }>();
    tokens.remember('a.b.c', claims(100));
    const got = tokens.get('a.b.c', 1)!;
    expect(() => {
      got.sub = 'someone else';
    }).toThrow(TypeError);
  });
});
