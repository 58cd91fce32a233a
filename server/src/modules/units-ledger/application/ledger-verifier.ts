import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { EventChainVerifier } from '../../../platform';

export interface LedgerReport {
  ok: boolean;
  counts: { accounts: number; transfers: number; postings: number; events: number };
  problems: string[];
}

/** Recomputes every balance from the postings, checks every transfer sums to zero, and checks the event chain. */
@Injectable()
export class LedgerVerifier {
  constructor(
    private readonly dataSource: DataSource,
    private readonly chain: EventChainVerifier,
  ) {}

  async verify(): Promise<LedgerReport> {
    const q = (sql: string) => this.dataSource.query(sql);
    const problems: string[] = [];
    const [counts] = await q(`SELECT (SELECT count(*) FROM ledger_accounts)::int AS accounts,
      (SELECT count(*) FROM ledger_transfers)::int AS transfers, (SELECT count(*) FROM ledger_postings)::int AS postings`);
    const unbalanced =
      await q(`SELECT t.no FROM ledger_postings p JOIN ledger_transfers t ON t.id = p.transfer_id
      GROUP BY t.no HAVING sum(p.units) <> 0 OR sum(p.cents) <> 0 ORDER BY t.no LIMIT 20`);
    for (const r of unbalanced) problems.push(`transfer #${r.no}: postings do not sum to zero`);
    const wrongLegs = await q(`SELECT t.no, t.type, count(p.id)::int AS legs FROM ledger_transfers t
      LEFT JOIN ledger_postings p ON p.transfer_id = t.id GROUP BY t.no, t.type
      HAVING count(p.id) <> CASE WHEN t.type IN ('pending', 'void') THEN 0 ELSE 2 END ORDER BY t.no LIMIT 20`);
    for (const r of wrongLegs) problems.push(`transfer #${r.no} (${r.type}): ${r.legs} postings`);
    const drift =
      await q(`SELECT b.account_id, b.units, b.cents, coalesce(p.units, 0) AS fold_units, coalesce(p.cents, 0) AS fold_cents
      FROM ledger_balances b LEFT JOIN (SELECT account_id, sum(units) AS units, sum(cents) AS cents FROM ledger_postings GROUP BY account_id) p
      ON p.account_id = b.account_id WHERE b.units <> coalesce(p.units, 0) OR b.cents <> coalesce(p.cents, 0) LIMIT 20`);
    for (const r of drift) {
      problems.push(
        `account ${r.account_id}: balance ${r.units} units/${r.cents} cents, postings say ${r.fold_units}/${r.fold_cents}`,
      );
    }
    const pendingDrift =
      await q(`SELECT b.account_id, b.pending_units, coalesce(p.units, 0) AS expected FROM ledger_balances b
      LEFT JOIN (SELECT t.credit_account_id AS account_id, sum(t.units) AS units FROM ledger_transfers t
        WHERE t.type = 'pending' AND NOT EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.pending_id = t.id)
        GROUP BY t.credit_account_id) p ON p.account_id = b.account_id
      WHERE b.pending_units <> coalesce(p.units, 0) LIMIT 20`);
    for (const r of pendingDrift)
      problems.push(`account ${r.account_id}: pending ${r.pending_units}, transfers say ${r.expected}`);
    const negative = await q(
      `SELECT account_id, units FROM ledger_balances WHERE NOT may_go_negative AND units < 0 LIMIT 20`,
    );
    for (const r of negative) problems.push(`account ${r.account_id}: negative balance ${r.units}`);
    const chain = await this.chain.verify();
    problems.push(...chain.problems);
    return { ok: problems.length === 0, counts: { ...counts, events: chain.sealed }, problems };
  }
}
