import type { TreeNode } from '@app/libs';
import { addPage, hasMore } from './tree-levels';

const node = (id: string): TreeNode => ({
  id,
  fullName: id,
  profile: null,
  balance_units: 1,
  children_count: 0,
  referrals: [],
});

describe('tree levels', () => {
  it('appends pages under their parent and keeps a member shifted across pages once', () => {
    const first = addPage({}, 'root', { referrals: [node('a'), node('b')], total: 4, page: 1, per_page: 2 });
    expect(hasMore(first.root)).toBe(true);
    const second = addPage(first, 'root', {
      referrals: [node('b'), node('c')],
      total: 4,
      page: 2,
      per_page: 2,
    });
    expect(second.root.nodes.map((n) => n.id)).toEqual(['a', 'b', 'c']);
    expect(second.root.page).toBe(2);
    expect(hasMore(second.root)).toBe(false);
  });

  it('keeps other parents untouched', () => {
    const levels = addPage({}, 'x', { referrals: [node('a')], total: 1, page: 1, per_page: 50 });
    const next = addPage(levels, 'y', { referrals: [node('b')], total: 1, page: 1, per_page: 50 });
    expect(next.x).toBe(levels.x);
    expect(hasMore(next.y)).toBe(false);
  });
});
