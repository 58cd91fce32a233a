import fc from 'fast-check';
import { payoutHalves, splitPool, type PoolBalance } from './pool-split';

const sum = (shares: Map<string, number>) => [...shares.values()].reduce((a, b) => a + b, 0);

describe('payoutHalves', () => {
  it('gives the Lenders pool the odd cent', () => {
    expect(payoutHalves(101)).toEqual({ lenders: 51, builders: 50 });
    expect(payoutHalves(100)).toEqual({ lenders: 50, builders: 50 });
    expect(payoutHalves(1)).toEqual({ lenders: 1, builders: 0 });
  });
});

describe('splitPool', () => {
  it('splits pro rata with the leftover cents to the largest remainders', () => {
    // 100 over 1:1:1 = 33.33 each: one leftover cent, equal remainders and balances -> smallest id.
    const shares = splitPool(100, [
      { memberId: 'b', balance: 1 },
      { memberId: 'a', balance: 1 },
      { memberId: 'c', balance: 1 },
    ]);
    expect(Object.fromEntries(shares)).toEqual({ a: 34, b: 33, c: 33 });
  });

  it('breaks a tie in remainder by the larger balance before the member id', () => {
    // 10 over 1:3 -> exact 2.5 and 7.5: equal remainders; the larger balance (3) takes the cent.
    const shares = splitPool(10, [
      { memberId: 'a', balance: 1 },
      { memberId: 'z', balance: 3 },
    ]);
    expect(Object.fromEntries(shares)).toEqual({ a: 2, z: 8 });
  });

  it('distributes nothing when the balances add up to zero, and leaves non-positive balances out', () => {
    expect(splitPool(1000, [{ memberId: 'a', balance: 0 }]).size).toBe(0);
    expect(splitPool(1000, []).size).toBe(0);
    const shares = splitPool(1000, [
      { memberId: 'a', balance: -5 },
      { memberId: 'b', balance: 2 },
    ]);
    expect(Object.fromEntries(shares)).toEqual({ b: 1000 });
  });

  it('is exact past 2^53 (payout x balance)', () => {
    const shares = splitPool(999_999_999_999, [
      { memberId: 'a', balance: 9_000_000_001 },
      { memberId: 'b', balance: 7 },
    ]);
    expect(sum(shares)).toBe(999_999_999_999);
  });

  const balances = fc.uniqueArray(
    fc.record({ memberId: fc.uuid(), balance: fc.integer({ min: 0, max: 1_000_000 }) }),
    { selector: (b) => b.memberId, minLength: 1, maxLength: 60 },
  );

  it('property: shares are non-negative, add up exactly to each half, and are within a cent of pro rata', () => {
    fc.assert(
      fc.property(
        balances,
        balances,
        fc.integer({ min: 1, max: 1_000_000_000_00 }),
        (lenders, builders, payout) => {
          const halves = payoutHalves(payout);
          expect(halves.lenders + halves.builders).toBe(payout);
          for (const [pool, rows] of [
            [halves.lenders, lenders],
            [halves.builders, builders],
          ] as Array<[number, PoolBalance[]]>) {
            const shares = splitPool(pool, rows);
            const total = rows.reduce((s, r) => s + r.balance, 0);
            if (total === 0) {
              expect(shares.size).toBe(0);
              continue;
            }
            expect(sum(shares)).toBe(pool);
            for (const r of rows) {
              const share = shares.get(r.memberId) ?? 0;
              expect(share).toBeGreaterThanOrEqual(0);
              // |share - pool*balance/total| < 1  <=>  |share*total - pool*balance| < total, in BigInt.
              const gap = BigInt(share) * BigInt(total) - BigInt(pool) * BigInt(r.balance);
              expect(gap < 0n ? -gap : gap).toBeLessThan(BigInt(total));
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
