import type { DataSource } from 'typeorm';
import { autocommitQuery, type Statement } from '../../../platform';
import { LISTED_ROW_COLUMNS, LISTED_ROW_JOINS, type TransactionListRow } from './transactions.query';

/**
 * The ledger reads a member's own pages make on every load, as named statements with a fixed text:
 * parsed and planned once per connection (ADR 0020).
 */
export const MEMBER_BALANCES: Statement = {
  name: 'ledger.member-balances.v1',
  text: `SELECT a.owner_id, a.kind, b.units, b.cents, b.pending_units
           FROM ledger_accounts a JOIN ledger_balances b ON b.account_id = a.id
          WHERE a.owner_id = ANY($1::uuid[])`,
};

// Each member's rows of the back-office list (listTransactions with memberIds = [member]), newest
// first, for several members at once: the requests of one round of the event loop share it.
const MEMBERS_TRANSACTIONS: Statement = {
  name: 'ledger.members-transactions.v2',
  text: `SELECT mine.* FROM unnest($1::uuid[]) AS m(member_id)
          CROSS JOIN LATERAL (
                SELECT ${LISTED_ROW_COLUMNS}
                  FROM ledger_transfers t
                  ${LISTED_ROW_JOINS}
                 WHERE t.type IN ('transfer', 'pending', 'reversal') AND t.member_id = m.member_id
                 ORDER BY t.no DESC LIMIT $2) mine
          ORDER BY mine.member_id, mine.seq DESC`,
};

/** The newest `limit` rows of each of `memberIds`, newest first; a member without any has no entry. */
export async function membersTransactions(
  dataSource: DataSource,
  memberIds: string[],
  limit: number,
): Promise<Map<string, TransactionListRow[]>> {
  const rows = await autocommitQuery<TransactionListRow>(dataSource, MEMBERS_TRANSACTIONS, [
    memberIds,
    limit,
  ]);
  const byMember = new Map<string, TransactionListRow[]>();
  for (const row of rows) {
    const member = row.member_id as string; // the statement's rows all have one
    const list = byMember.get(member);
    if (list) list.push(row);
    else byMember.set(member, [row]);
  }
  return byMember;
}
