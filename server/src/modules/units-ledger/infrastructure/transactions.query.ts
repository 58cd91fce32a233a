import type { DataSource } from 'typeorm';

export interface TransactionListRow {
  id: string;
  /** Internal order (gaps allowed): the list's cursor. */
  seq: string;
  /** The Trx# people see; null for the moment between the commit and its numbering (ADR 0013). */
  trx_no: string | null;
  type: string;
  member_id: string | null;
  units: number;
  unit_value_cents: string;
  narration: string;
  pay_type: string | null;
  kind: string;
  created_at: Date;
  resolution: 'post' | 'void' | null;
  resolved_units: number | null;
  /** Who posted or voided a pending transfer. */
  resolved_by: string | null;
  reversed: boolean;
  links: Record<string, string>;
  /** A reversal's original row (the transfer, or the post of a pending one): its kind and narration. */
  reversed_kind: string | null;
  reversed_narration: string | null;
  /** The Trx# of a reversal's original as listed (a post is listed as its pending transfer). */
  reversed_trx_no: string | null;
}

/**
 * The columns and joins of a listed row (shared with the member's own list): its post or void, its
 * Trx#, whether it was reversed, and for a reversal the row it reverses with that row's Trx#.
 */
export const LISTED_ROW_COLUMNS = `t.id, t.no AS seq, n.trx_no, t.type, t.member_id, t.units, t.unit_value_cents,
       t.narration, t.pay_type, t.kind, t.created_at, t.links, r.type AS resolution, r.units AS resolved_units,
       r.actor_id AS resolved_by,
       EXISTS (SELECT 1 FROM ledger_transfers x WHERE x.reverses_id = coalesce(r.id, t.id)) AS reversed,
       o.kind AS reversed_kind, o.narration AS reversed_narration, o_n.trx_no AS reversed_trx_no`;
export const LISTED_ROW_JOINS = `LEFT JOIN ledger_transfers r ON r.pending_id = t.id
       LEFT JOIN ledger_trx_numbers n ON n.transfer_id = t.id
       LEFT JOIN ledger_transfers o ON o.id = t.reverses_id
       LEFT JOIN ledger_trx_numbers o_n ON o_n.transfer_id = coalesce(o.pending_id, o.id)`;

export interface TransactionFilter {
  /** One transaction by id (and only if it is one the list shows). */
  id?: string;
  memberIds?: string[];
  /** A Trx#. */
  trxNo?: string;
  narration?: string;
  /** Only rows before this `seq`. */
  beforeSeq?: string;
  limit: number;
}

/**
 * The transactions the back-office lists: plain transfers, pending ones and reversals (posts and voids
 * show as the state of their pending transfer). Keyset paging on the internal `no` keeps any page fast.
 */
export async function listTransactions(ds: DataSource, f: TransactionFilter): Promise<TransactionListRow[]> {
  const where = [`t.type IN ('transfer', 'pending', 'reversal')`];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    where.push(sql.replace('$?', `$${params.length}`));
  };
  if (f.id) add('t.id = $?', f.id);
  if (f.beforeSeq) add('t.no < $?', f.beforeSeq);
  const any: string[] = [];
  if (f.trxNo) {
    params.push(f.trxNo);
    any.push(`t.id = (SELECT transfer_id FROM ledger_trx_numbers WHERE trx_no = $${params.length})`);
  }
  if (f.memberIds?.length) {
    params.push(f.memberIds);
    any.push(`t.member_id = ANY($${params.length}::uuid[])`);
  }
  if (f.narration) {
    params.push(`%${f.narration.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    any.push(`t.narration ILIKE $${params.length}`);
  }
  if (f.trxNo !== undefined || f.memberIds !== undefined || f.narration !== undefined) {
    where.push(any.length ? `(${any.join(' OR ')})` : 'false');
  }
  params.push(f.limit);
  return ds.query(
    `SELECT ${LISTED_ROW_COLUMNS}
       FROM ledger_transfers t
       ${LISTED_ROW_JOINS}
      WHERE ${where.join(' AND ')}
      ORDER BY t.no DESC LIMIT $${params.length}`,
    params,
  );
}
