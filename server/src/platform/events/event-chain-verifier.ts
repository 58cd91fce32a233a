import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ChainedEvent, chainHash, GENESIS_HASH } from './event-chain';

export interface ChainReport {
  ok: boolean;
  sealed: number;
  unsealed: number;
  problems: string[];
}

/** Walks the whole chain and recomputes every hash; reports the first breaks it finds. */
@Injectable()
export class EventChainVerifier {
  constructor(private readonly dataSource: DataSource) {}

  async verify(pageSize = 5000, maxProblems = 20): Promise<ChainReport> {
    const problems: string[] = [];
    let previous: Buffer = GENESIS_HASH;
    let lastSealNo = '0';
    let sealed = 0;
    for (;;) {
      const rows: Array<ChainedEvent & { seal_no: string; hash: Buffer }> = await this.dataSource.query(
        `SELECT s.seal_no, s.hash, e.seq, e.id, e.type, e.aggregate_type, e.aggregate_id, e.payload, e.actor_id,
                e.occurred_at
           FROM domain_event_seals s JOIN domain_events e ON e.seq = s.seq
          WHERE s.seal_no > $1 ORDER BY s.seal_no LIMIT $2`,
        [lastSealNo, pageSize],
      );
      for (const row of rows) {
        const expected = chainHash(previous, row);
        if (!expected.equals(row.hash) && problems.length < maxProblems) {
          problems.push(`event ${row.seq} (${row.type}): hash does not match the chain`);
        }
        previous = row.hash;
        sealed++;
      }
      if (rows.length < pageSize) break;
      lastSealNo = rows[rows.length - 1].seal_no;
    }
    const [{ count }] = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM domain_events e
        WHERE NOT EXISTS (SELECT 1 FROM domain_event_seals s WHERE s.seq = e.seq)
          AND e.tx_id < pg_snapshot_xmin(pg_current_snapshot())`,
    );
    const [{ late }] = await this.dataSource.query(
      `SELECT count(*)::int AS late FROM domain_events e
        WHERE NOT EXISTS (SELECT 1 FROM domain_event_seals s WHERE s.seq = e.seq)`,
    );
    if (count > 0 && problems.length < maxProblems)
      problems.push(`${count} committed events are not sealed yet`);
    return { ok: problems.length === 0, sealed, unsealed: late, problems };
  }
}
