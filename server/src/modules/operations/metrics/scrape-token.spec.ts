import { bearerOf, isScrapeToken } from './scrape-token';

describe('the scrape token', () => {
  const token = 'a'.repeat(40);

  it('is read from a bearer Authorization header, the scheme in any case', () => {
    expect(bearerOf(`Bearer ${token}`)).toBe(token);
    expect(bearerOf(`bearer ${token}`)).toBe(token);
    expect(bearerOf(`Basic ${token}`)).toBeNull();
    expect(bearerOf(token)).toBeNull();
    expect(bearerOf(undefined)).toBeNull();
  });

  it('matches the configured token only, whatever the length presented', () => {
    expect(isScrapeToken(token, token)).toBe(true);
    expect(isScrapeToken(`${'a'.repeat(39)}b`, token)).toBe(false);
    expect(isScrapeToken(token.slice(1), token)).toBe(false);
    expect(isScrapeToken(`${token}a`, token)).toBe(false);
    expect(isScrapeToken(null, token)).toBe(false);
  });

  it('matches nothing when none is configured', () => {
    expect(isScrapeToken(token, undefined)).toBe(false);
    expect(isScrapeToken('', '')).toBe(false);
  });
});
