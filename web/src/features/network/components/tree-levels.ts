import type { TreeLevel, TreeNode } from '@app/libs';

/** The children of one node loaded so far: pages 1..page of `total`. */
export interface LoadedLevel {
  nodes: TreeNode[];
  total: number;
  page: number;
  perPage: number;
}

export type Levels = Readonly<Record<string, LoadedLevel>>;

/**
 * Adds one answered page to what is loaded under `parent`. A member who joined between two pages can
 * shift a sibling onto the next page; it is kept once.
 */
export function addPage(levels: Levels, parent: string, answer: TreeLevel): Levels {
  const before = levels[parent];
  const seen = new Set(before?.nodes.map((node) => node.id));
  const fresh = answer.referrals.filter((node) => !seen.has(node.id));
  return {
    ...levels,
    [parent]: {
      nodes: [...(before?.nodes ?? []), ...fresh],
      total: answer.total,
      page: Math.max(before?.page ?? 0, answer.page),
      perPage: answer.per_page,
    },
  };
}

export const hasMore = (level: LoadedLevel): boolean =>
  level.page * level.perPage < level.total && level.nodes.length < level.total;
