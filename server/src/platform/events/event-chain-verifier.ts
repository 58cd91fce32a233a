import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { allowLongStatements } from '../database/session-settings';
import { ChainedEvent, chainHash, GENESIS_HASH } from './event-chain';

export interface ChainReport {
  ok: boolean;
  sealed: number;
  unsealed: number;
  problems: string[];
}

/** Where a walk of the chain stands: the last seal checked and its stored hash. */
export interface ChainPosition {
  sealNo: string;
  hash: Buffer;
}

export interface ChainPage {
  checked: number;
  /** Null when there was nothing after `from`. */
  last: ChainPosition | null;
  broken: Array<{ seq: string; type: string }>;
}

export interface ChainCensus {
  sealed: number;
  /** Committed events after the last seal: the sealer has not reached them yet (normal during a burst). */
  pending: number;
  /** Committed events before the last seal that no seal covers: the chain skipped them (a problem). */
  skipped: number;
}

type SealedRow = ChainedEvent & { seal_no: string; hash: Buffer };

export const CHAIN_START: ChainPosition = { sealNo: '0', hash: GENESIS_HASH };

/**
 * Recomputes every hash of the chain. Each seal is checked against the stored hash of the seal before
 * it, so pages are independent: a walk can stop after any page and resume from its position.
 */
@Injectable()
export class EventChainVerifier {
  constructor(private readonly dataSource: DataSource) {}

  /** The whole chain in one call (tests, tools). */
  async verify(pageSize = 5000, maxProblems = 20): Promise<ChainReport> {
    const problems: string[] = [];
    const census = await this.census();
    let position = CHAIN_START;
    let sealed = 0;
    for (;;) {
      const page = await this.verifyPage(position, pageSize);
      sealed += page.checked;
      for (const { seq, type } of page.broken) {
        if (problems.length < maxProblems)
          problems.push(`event ${seq} (${type}): hash does not match the chain`);
      }
      if (!page.last || page.checked < pageSize) break;
      position = page.last;
    }
    if (census.skipped > 0 && problems.length < maxProblems)
      problems.push(`${census.skipped} committed events before the last seal are not in the chain`);
    return { ok: problems.length === 0, sealed, unsealed: census.pending, problems };
  }

  /** The `pageSize` seals after `from`, each recomputed from the stored hash before it. */
  async verifyPage(from: ChainPosition, pageSize: number): Promise<ChainPage> {
    return this.checkPage(from, await this.fetchPage(from.sealNo, pageSize));
  }

  /**
   * Several pages, the next one fetched while this one is hashed: PostgreSQL and Node work side by
   * side. Stops early at the end of the chain (a short page).
   */
  async verifyPages(
    from: ChainPosition,
    pageSize: number,
    pages: number,
  ): Promise<ChainPage & { atEnd: boolean }> {
    const total: ChainPage & { atEnd: boolean } = { checked: 0, last: null, broken: [], atEnd: false };
    let position = from;
    let next = this.fetchPage(position.sealNo, pageSize);
    for (let page = 0; page < pages; page++) {
      const rows = await next;
      total.atEnd = rows.length < pageSize;
      const tail = rows[rows.length - 1];
      if (!total.atEnd && page + 1 < pages) next = this.fetchPage(String(tail.seal_no), pageSize);
      const checked = this.checkPage(position, rows);
      total.checked += checked.checked;
      total.broken.push(...checked.broken);
      if (checked.last) position = total.last = checked.last;
      if (total.atEnd) break;
    }
    return total;
  }

  private fetchPage(afterSealNo: string, pageSize: number): Promise<SealedRow[]> {
    return this.dataSource.query(
      `SELECT s.seal_no, s.hash, e.seq, e.id, e.type, e.aggregate_type, e.aggregate_id, e.payload, e.actor_id,
              e.occurred_at
         FROM domain_event_seals s JOIN domain_events e ON e.seq = s.seq
        WHERE s.seal_no > $1 ORDER BY s.seal_no LIMIT $2`,
      [afterSealNo, pageSize],
    );
  }

  private checkPage(from: ChainPosition, rows: SealedRow[]): ChainPage {
    const broken: ChainPage['broken'] = [];
    let previous = from.hash;
    for (const row of rows) {
      if (!chainHash(previous, row).equals(row.hash)) broken.push({ seq: String(row.seq), type: row.type });
      previous = row.hash;
    }
    const tail = rows[rows.length - 1];
    return {
      checked: rows.length,
      last: tail ? { sealNo: String(tail.seal_no), hash: tail.hash } : null,
      broken,
    };
  }

  /**
   * Sealed, pending and skipped events in one snapshot. The sealer chains events in (tx_id, seq) order
   * and only from transactions older than every running one, so a committed event that sorts before
   * the last seal and has no seal of its own was skipped; one that sorts after it is merely pending.
   */
  async census(): Promise<ChainCensus> {
    // Counts every event: under the batch statement timeout, not a request's (ADR 0019).
    const [row] = await this.dataSource.transaction(async (m) => {
      await allowLongStatements(m);
      return m.query(CENSUS_SQL);
    });
    return { sealed: row.sealed, pending: row.pending, skipped: Math.max(0, row.chained - row.sealed) };
  }
}

const CENSUS_SQL = `WITH last AS (
         SELECT e.tx_id, e.seq FROM domain_event_seals s JOIN domain_events e ON e.seq = s.seq
          ORDER BY s.seal_no DESC LIMIT 1)
       SELECT (SELECT count(*) FROM domain_event_seals)::int AS sealed,
              (SELECT count(*) FROM domain_events e
                WHERE NOT EXISTS (SELECT 1 FROM last) OR (e.tx_id, e.seq) > (SELECT tx_id, seq FROM last))::int AS pending,
              (SELECT count(*) FROM domain_events e, last WHERE (e.tx_id, e.seq) <= (last.tx_id, last.seq))::int AS chained`;
