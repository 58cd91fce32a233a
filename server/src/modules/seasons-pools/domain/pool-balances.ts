/** The tree and the season's units, as columns (a million members: no object per member). */
export interface SeasonTree {
  memberIds: readonly string[];
  /** Each member's parent id, null at the top; a parent not among memberIds counts as none. */
  parentIds: readonly (string | null)[];
  /** Each member's season units (may be negative: a reversal of an earlier season's transfer). */
  units: readonly number[];
}

export interface MemberPoolBalances {
  memberId: string;
  /** Lenders pool: the member's own season units (none below zero). */
  lenders: number;
  /** Builders pool: the season units of the member's whole downline, all tiers (none below zero). */
  builders: number;
}

/**
 * Every member's pool balances (ADR 0036), with no recursion: each member's downline sum is
 * gathered bottom-up, a member being folded into its parent once all its children were (Kahn's
 * order), so a chain 10,000 deep costs what 10,000 siblings cost. Members of a cycle (the network
 * never makes one) are never reached and get no builders balance. Only members with a non-zero
 * balance are returned.
 */
export function poolBalances(tree: SeasonTree): MemberPoolBalances[] {
  const n = tree.memberIds.length;
  const index = new Map<string, number>();
  tree.memberIds.forEach((id, i) => index.set(id, i));
  const parent = new Int32Array(n).fill(-1);
  const waiting = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const p = tree.parentIds[i];
    const at = p === null ? undefined : index.get(p);
    if (at !== undefined && at !== i) {
      parent[i] = at;
      waiting[at]++;
    }
  }
  // subtree[i]: the units of i and of its whole downline.
  const subtree = Float64Array.from(tree.units);
  const ready: number[] = [];
  for (let i = 0; i < n; i++) if (waiting[i] === 0) ready.push(i);
  const folded = new Uint8Array(n);
  while (ready.length) {
    const i = ready.pop()!;
    folded[i] = 1;
    const p = parent[i];
    if (p < 0) continue;
    subtree[p] += subtree[i];
    if (--waiting[p] === 0) ready.push(p);
  }
  const out: MemberPoolBalances[] = [];
  for (let i = 0; i < n; i++) {
    const lenders = Math.max(0, tree.units[i]);
    const builders = folded[i] ? Math.max(0, subtree[i] - tree.units[i]) : 0;
    if (lenders !== 0 || builders !== 0) out.push({ memberId: tree.memberIds[i], lenders, builders });
  }
  return out;
}
