import fc from 'fast-check';
import { heirOfChildren, ParentRefusal, parentRefusal } from './tree-rules';

describe('parentRefusal', () => {
  it('accepts a parent outside the member’s downline', () => {
    expect(parentRefusal('m', 'p', ['g', 'top'])).toBeNull();
    expect(parentRefusal('m', 'p', [])).toBeNull();
  });

  it('refuses the member itself', () => {
    expect(parentRefusal('m', 'm', [])).toBe(ParentRefusal.self);
  });

  it('refuses a parent below the member (the member is among its ancestors)', () => {
    expect(parentRefusal('m', 'grandchild', ['child', 'm', 'top'])).toBe(ParentRefusal.inDownline);
  });

  it('never lets a random tree get a cycle', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(30), { minLength: 1, maxLength: 30 }),
        fc.array(fc.tuple(fc.nat(30), fc.nat(30)), { maxLength: 40 }),
        (parents, assignments) => {
          // Member i's parent is a member with a smaller number: a tree to start with.
          const parent = new Map<number, number | null>();
          parents.forEach((p, i) => parent.set(i, i === 0 ? null : p % i));
          const ancestors = (id: number) => {
            const list: string[] = [];
            for (let at = parent.get(id); at !== null && at !== undefined; at = parent.get(at))
              list.push(String(at));
            return list;
          };
          for (const [a, b] of assignments) {
            const member = a % parents.length;
            const candidate = b % parents.length;
            if (parentRefusal(String(member), String(candidate), ancestors(candidate)) === null)
              parent.set(member, candidate);
            // Walking up from anyone ends at the top within as many steps as there are members.
            for (const id of parent.keys()) expect(ancestors(id).length).toBeLessThan(parents.length);
          }
        },
      ),
    );
  });
});

describe('heirOfChildren', () => {
  it('hands the children to the chosen member when it can take them', () => {
    expect(heirOfChildren('gone', 'heir', true, ['top'])).toBe('heir');
  });

  it('makes them top-level when none is chosen, or the chosen one is gone, itself, or below it', () => {
    expect(heirOfChildren('gone', null, false, [])).toBeNull();
    expect(heirOfChildren('gone', 'heir', false, [])).toBeNull();
    expect(heirOfChildren('gone', 'gone', true, [])).toBeNull();
    expect(heirOfChildren('gone', 'below', true, ['child', 'gone'])).toBeNull();
  });
});
