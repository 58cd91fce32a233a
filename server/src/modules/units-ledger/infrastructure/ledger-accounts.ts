import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

export type AccountKind = 'member_paid' | 'member_loyalty' | 'issuer' | 'loyalty_issuer';

export interface MemberAccounts {
  paid: string;
  loyalty: string;
}

/** Account ids by kind; member accounts (and their balance rows) are opened on first use. */
@Injectable()
export class LedgerAccounts {
  private system = new Map<AccountKind, string>();
  // Account ids never change once opened, so a bounded in-process cache is safe.
  private members = new Map<string, MemberAccounts>();

  constructor(private readonly dataSource: DataSource) {}

  async systemAccount(kind: 'issuer' | 'loyalty_issuer'): Promise<string> {
    let id = this.system.get(kind);
    if (!id) {
      const [row] = await this.dataSource.query(
        `SELECT id FROM ledger_accounts WHERE kind = $1 AND owner_id IS NULL`,
        [kind],
      );
      id = row.id as string;
      this.system.set(kind, id);
    }
    return id;
  }

  async memberAccounts(memberId: string): Promise<MemberAccounts> {
    const cached = this.members.get(memberId);
    if (cached) return cached;
    let rows = await this.accountsOf(memberId);
    if (rows.length < 2) {
      await this.dataSource.query(
        `WITH opened AS (
           INSERT INTO ledger_accounts (kind, owner_id) VALUES ('member_paid', $1), ('member_loyalty', $1)
           ON CONFLICT (owner_id, kind) DO NOTHING RETURNING id)
         INSERT INTO ledger_balances (account_id, may_go_negative) SELECT id, false FROM opened`,
        [memberId],
      );
      rows = await this.accountsOf(memberId);
    }
    const accounts = {
      paid: rows.find((r) => r.kind === 'member_paid')!.id,
      loyalty: rows.find((r) => r.kind === 'member_loyalty')!.id,
    };
    if (this.members.size >= 100_000) this.members.clear();
    this.members.set(memberId, accounts);
    return accounts;
  }

  private accountsOf(memberId: string): Promise<Array<{ id: string; kind: AccountKind }>> {
    return this.dataSource.query(`SELECT id, kind FROM ledger_accounts WHERE owner_id = $1`, [memberId]);
  }
}
