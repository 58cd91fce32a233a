import type { DataSource } from 'typeorm';

export interface AuditFilter {
  member?: string;
  from?: Date;
  to?: Date;
  kind?: string;
  status?: 'pending' | 'posted' | 'voided' | 'reversed';
  /** Only rows before this internal `seq`. */
  beforeSeq?: string;
  limit: number;
}

export interface AuditRow {
  id: string;
  /** Internal order (gaps allowed): the cursor. */
  seq: string;
  /**
   * The Trx#, a post's or void's being its pending transfer's; null for the moment between the
   * commit and its numbering (ADR 0013).
   */
  no: string | null;
  type: string;
  kind: string;
  member_id: string | null;
  units: number;
  unit_value_cents: string;
  narration: string;
  pay_type: string | null;
  actor_id: string | null;
  pending_id: string | null;
  reverses_id: string | null;
  created_at: Date;
  debit_kind: string;
  credit_kind: string;
}

/** Every ledger row (including posts, voids and reversals), filtered for staff, keyset-paged on `no`. */
export function auditTransfers(ds: DataSource, f: AuditFilter): Promise<AuditRow[]> {
  const where: string[] = ['true'];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replaceAll('$?', `$${params.length}`));
  };
  if (f.member) add('t.member_id = $?', f.member);
  if (f.from) add('t.created_at >= $?', f.from);
  if (f.to) add('t.created_at < $?', f.to);
  if (f.kind) add('t.kind = $?', f.kind);
  if (f.beforeSeq) add('t.no < $?', f.beforeSeq);
  if (f.status === 'pending')
    where.push(
      `t.type = 'pending' AND NOT EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.pending_id = t.id)`,
    );
  if (f.status === 'voided') where.push(`t.type = 'void'`);
  if (f.status === 'reversed')
    where.push(`EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.reverses_id = t.id)`);
  if (f.status === 'posted') where.push(`t.type IN ('transfer', 'post', 'reversal')`);
  params.push(f.limit);
  return ds.query(
    `SELECT t.id, t.no AS seq, n.trx_no AS no, t.type, t.kind, t.member_id, t.units, t.unit_value_cents, t.narration, t.pay_type, t.actor_id,
            t.pending_id, t.reverses_id, t.created_at, da.kind AS debit_kind, ca.kind AS credit_kind
       FROM ledger_transfers t
       JOIN ledger_accounts da ON da.id = t.debit_account_id
       JOIN ledger_accounts ca ON ca.id = t.credit_account_id
       LEFT JOIN ledger_trx_numbers n ON n.transfer_id = coalesce(t.pending_id, t.id)
      WHERE ${where.join(' AND ')} ORDER BY t.no DESC LIMIT $${params.length}`,
    params,
  );
}

/** A member's movements with the balance before `from` and after `to` (paid and loyalty units, cents). */
export async function statement(ds: DataSource, member: string, from: Date, to: Date) {
  const totals = (rows: Array<{ kind: string; units: string; cents: string }>) => ({
    paid_units: Number(rows.find((r) => r.kind === 'member_paid')?.units ?? 0),
    loyalty_units: Number(rows.find((r) => r.kind === 'member_loyalty')?.units ?? 0),
    cents: Number(rows.find((r) => r.kind === 'member_paid')?.cents ?? 0),
  });
  const sumBefore = (bound: Date) =>
    ds.query(
      `SELECT a.kind, coalesce(sum(p.units), 0) AS units, coalesce(sum(p.cents), 0) AS cents
         FROM ledger_accounts a LEFT JOIN ledger_postings p ON p.account_id = a.id AND p.created_at < $2
        WHERE a.owner_id = $1 GROUP BY a.kind`,
      [member, bound],
    );
  const movements = await ds.query(
    `SELECT n.trx_no AS no, t.type, t.kind, t.narration, p.created_at, a.kind AS account, p.units, p.cents
       FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id JOIN ledger_transfers t ON t.id = p.transfer_id
       LEFT JOIN ledger_trx_numbers n ON n.transfer_id = coalesce(t.pending_id, t.id)
      WHERE a.owner_id = $1 AND p.created_at >= $2 AND p.created_at < $3 ORDER BY p.id LIMIT 5000`,
    [member, from, to],
  );
  return { opening: totals(await sumBefore(from)), movements, closing: totals(await sumBefore(to)) };
}

export interface AuditEventRow {
  seq: string;
  type: string;
  aggregate_type: string;
  aggregate_id: string;
  payload: Record<string, unknown>;
  actor_id: string | null;
  occurred_at: Date;
  sealed: boolean;
}

export function auditEvents(
  ds: DataSource,
  f: { type?: string; beforeSeq?: string; limit: number },
): Promise<AuditEventRow[]> {
  const params: unknown[] = [];
  const where: string[] = ['true'];
  if (f.type) {
    params.push(`${f.type}%`);
    where.push(`e.type LIKE $${params.length}`);
  }
  if (f.beforeSeq) {
    params.push(f.beforeSeq);
    where.push(`e.seq < $${params.length}`);
  }
  params.push(f.limit);
  return ds.query(
    `SELECT e.seq, e.type, e.aggregate_type, e.aggregate_id, e.payload, e.actor_id, e.occurred_at, (s.seq IS NOT NULL) AS sealed
       FROM domain_events e LEFT JOIN domain_event_seals s ON s.seq = e.seq
      WHERE ${where.join(' AND ')} ORDER BY e.seq DESC LIMIT $${params.length}`,
    params,
  );
}
