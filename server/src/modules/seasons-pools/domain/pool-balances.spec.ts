import { poolBalances, type SeasonTree } from './pool-balances';

const byId = (tree: SeasonTree) =>
  Object.fromEntries(poolBalances(tree).map((b) => [b.memberId, [b.lenders, b.builders]]));

describe('poolBalances', () => {
  it('gives each member their own units (lenders) and their whole downline units (builders)', () => {
    // a -> b -> c, a -> d
    expect(
      byId({
        memberIds: ['a', 'b', 'c', 'd'],
        parentIds: [null, 'a', 'b', 'a'],
        units: [1, 2, 4, 8],
      }),
    ).toEqual({ a: [1, 14], b: [2, 4], c: [4, 0], d: [8, 0] });
  });

  it('nets negative season units into the downline and keeps no balance below zero', () => {
    expect(byId({ memberIds: ['a', 'b', 'c'], parentIds: [null, 'a', 'a'], units: [0, -5, 3] })).toEqual({
      c: [3, 0],
    });
    expect(byId({ memberIds: ['a', 'b', 'c'], parentIds: [null, 'a', 'a'], units: [0, -1, 3] })).toEqual({
      a: [0, 2],
      c: [3, 0],
    });
  });

  it('leaves out members with no balance and treats an unknown parent as none', () => {
    expect(byId({ memberIds: ['a', 'b'], parentIds: ['gone', null], units: [0, 0] })).toEqual({});
  });

  it('folds a chain 100,000 deep without recursion', () => {
    const n = 100_000;
    const memberIds = Array.from({ length: n }, (_, i) => `m${i}`);
    const parentIds = memberIds.map((_, i) => (i === 0 ? null : `m${i - 1}`));
    const balances = poolBalances({ memberIds, parentIds, units: memberIds.map(() => 1) });
    expect(balances[0]).toEqual({ memberId: 'm0', lenders: 1, builders: n - 1 });
    expect(balances[n - 1]).toEqual({ memberId: `m${n - 1}`, lenders: 1, builders: 0 });
  });

  it('gives no builders balance to the members of a cycle', () => {
    expect(byId({ memberIds: ['a', 'b'], parentIds: ['b', 'a'], units: [1, 1] })).toEqual({
      a: [1, 0],
      b: [1, 0],
    });
  });
});
