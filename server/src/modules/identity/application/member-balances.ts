export interface MemberBalanceFigures {
  paidUnits: number;
  loyaltyUnits: number;
  cents: number;
  pendingUnits: number;
}

/** Port: the unit balances shown on a user, supplied by the ledger module (which depends on identity, not the reverse). */
export abstract class MemberBalances {
  abstract balances(memberIds: string[]): Promise<Map<string, MemberBalanceFigures>>;
}
