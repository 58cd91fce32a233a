import type { EntityManager } from 'typeorm';

export type AccountKind = 'member_paid' | 'member_loyalty' | 'issuer' | 'loyalty_issuer';

export interface MemberAccounts {
  paid: string;
  loyalty: string;
}

/** Account ids by kind; member accounts (and their balance rows) are opened on first use. */
export class LedgerAccounts {
  private system = new Map<AccountKind, string>();
  // Account ids never change once opened, so a bounded in-process cache is safe across instances.
  private members = new Map<string, MemberAccounts>();

  async systemAccount(m: EntityManager, kind: 'issuer' | 'loyalty_issuer'): Promise<string> {
    let id = this.system.get(kind);
    if (!id) {
      const [row] = await m.query(`SELECT id FROM ledger_accounts WHERE kind = $1 AND owner_id IS NULL`, [
        kind,
      ]);
      id = row.id as string;
      this.system.set(kind, id);
    }
    return id;
  }

  async memberAccounts(m: EntityManager, memberId: string, opened = false): Promise<MemberAccounts> {
    const cached = this.members.get(memberId);
    if (cached) return cached;
    const rows: Array<{ id: string; kind: AccountKind }> = await m.query(
      `SELECT id, kind FROM ledger_accounts WHERE owner_id = $1`,
      [memberId],
    );
    if (rows.length < 2) {
      await m.query(
        `WITH opened AS (
           INSERT INTO ledger_accounts (kind, owner_id) VALUES ('member_paid', $1), ('member_loyalty', $1)
           ON CONFLICT (owner_id, kind) DO NOTHING RETURNING id)
         INSERT INTO ledger_balances (account_id, may_go_negative) SELECT id, false FROM opened`,
        [memberId],
      );
      return this.memberAccounts(m, memberId, true);
    }
    const accounts = {
      paid: rows.find((r) => r.kind === 'member_paid')!.id,
      loyalty: rows.find((r) => r.kind === 'member_loyalty')!.id,
    };
    // Accounts opened in this transaction are cached only once seen committed (it may roll back).
    if (!opened) {
      if (this.members.size >= 100_000) this.members.clear();
      this.members.set(memberId, accounts);
    }
    return accounts;
  }
}
