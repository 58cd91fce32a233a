import type { DataSource } from 'typeorm';

export interface LoyaltyLogRow {
  id: string;
  description: string;
  units: number;
  created_at: Date;
}

/** A member's free-unit movements, newest first; deductions negative. */
export function loyaltyLogs(ds: DataSource, memberId: string, limit: number): Promise<LoyaltyLogRow[]> {
  return ds.query(
    `SELECT id, narration AS description,
            CASE WHEN kind = 'loyalty-deduction' THEN -units ELSE units END AS units, created_at
       FROM ledger_transfers
      WHERE member_id = $1 AND kind IN ('loyalty', 'loyalty-deduction')
      ORDER BY no DESC LIMIT $2`,
    [memberId, limit],
  );
}
