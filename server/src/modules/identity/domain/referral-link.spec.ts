import { newReferralToken, referralLink } from './referral-link';

describe('referral links', () => {
  it('makes long, URL-safe, unique tokens that fit the column', () => {
    const tokens = Array.from({ length: 500 }, newReferralToken);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(token.length).toBeLessThanOrEqual(64);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
  });

  it('builds {origin}/referral/{id}/{token}', () => {
    expect(referralLink('https://network.example', 'u1', 'tok')).toBe(
      'https://network.example/referral/u1/tok',
    );
  });

  it('does not double the slash when the origin ends with one', () => {
    expect(referralLink('http://localhost:3000/', 'u1', 'tok')).toBe('http://localhost:3000/referral/u1/tok');
  });
});
