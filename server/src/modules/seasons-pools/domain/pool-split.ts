/** One member's balance in a pool (units, integers). */
export interface PoolBalance {
  memberId: string;
  balance: number;
}

/** The two halves of a payout: Lenders take the odd cent (ceil), Builders the rest (floor). */
export function payoutHalves(payoutCents: number): { lenders: number; builders: number } {
  const builders = Math.floor(payoutCents / 2);
  return { lenders: payoutCents - builders, builders };
}

interface Part {
  memberId: string;
  balance: bigint;
  share: bigint;
  remainder: bigint;
}

/** Larger remainder first; then the larger balance; then the smaller member id (string order). */
const byClaimOnTheLeftover = (a: Part, b: Part): number => {
  if (a.remainder !== b.remainder) return a.remainder > b.remainder ? -1 : 1;
  if (a.balance !== b.balance) return a.balance > b.balance ? -1 : 1;
  return a.memberId < b.memberId ? -1 : a.memberId > b.memberId ? 1 : 0;
};

/**
 * Splits `poolCents` pro rata to the balances, in integer cents, by largest remainder (ADR 0036):
 * each member first gets the floor of their exact share; the cents left (fewer than the members)
 * go one each to the largest remainders, ties to the larger balance, then the smaller member id.
 * So the shares add up exactly to the pool and none is a cent or more from its exact value.
 * Balances of zero or less take no part; a pool whose balances add up to zero distributes nothing
 * (an empty map). BigInt because payout × balance outgrows 2^53 at a million members.
 */
export function splitPool(poolCents: number, balances: readonly PoolBalance[]): Map<string, number> {
  const taking = balances.filter((b) => b.balance > 0);
  const total = taking.reduce((sum, b) => sum + BigInt(b.balance), 0n);
  const shares = new Map<string, number>();
  if (total === 0n || poolCents <= 0) return shares;
  const pool = BigInt(poolCents);
  let left = pool;
  const parts: Part[] = taking.map((b) => {
    const product = pool * BigInt(b.balance);
    const share = product / total;
    left -= share;
    return { memberId: b.memberId, balance: BigInt(b.balance), share, remainder: product % total };
  });
  if (left > 0n) {
    const ranked = [...parts].sort(byClaimOnTheLeftover);
    for (let i = 0; i < Number(left); i++) ranked[i].share += 1n;
  }
  for (const p of parts) shares.set(p.memberId, Number(p.share));
  return shares;
}
