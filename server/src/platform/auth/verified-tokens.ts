/**
 * Tokens whose signature this process has verified, with their claims, until they expire: a browser
 * sends the same token with every call, and checking its HMAC again each time was a tenth of an
 * authenticated read's CPU (ADR 0020, addendum). Only the exact string that verified is remembered,
 * so a changed token is verified afresh; revocation is still checked on every request. The oldest
 * entries make room when it is full.
 */
export class VerifiedTokens<Claims extends { exp: number }> {
  private readonly entries = new Map<string, Claims>();

  constructor(private readonly capacity = 10_000) {}

  /** The claims of `token` if it verified before and has not expired at `nowMs`. */
  get(token: string, nowMs = Date.now()): Claims | undefined {
    const claims = this.entries.get(token);
    if (!claims) return undefined;
    if (claims.exp * 1000 <= nowMs) {
      this.entries.delete(token);
      return undefined;
    }
    return claims;
  }

  remember(token: string, claims: Claims): void {
    if (this.entries.size >= this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(token, Object.freeze(claims));
  }
}
