import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ChainedEvent, chainHash, GENESIS_HASH } from './event-chain';

const SEALER_LOCK = 727_002;

/**
 * The sealing horizon: every transaction id below it is finished, among the transactions that can
 * write this database's events. Only sessions of this database can; so the horizon is the oldest
 * transaction of this database still running, and a long transaction in another database of the
 * cluster no longer holds sealing back. The snapshot is taken when the statement starts and the
 * sessions are read after it, so a transaction missing from both had finished before the snapshot.
 * When a session of this database is hidden from us (another role, without pg_read_all_stats), the
 * cluster-wide horizon, the snapshot's xmin, stands.
 */
const HORIZON = `
  WITH snap AS (SELECT pg_current_snapshot() AS s),
  local AS (
    SELECT backend_xid::text::bigint AS xid, query = '<insufficient privilege>' AS hidden
      FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid())
  SELECT (CASE WHEN EXISTS (SELECT 1 FROM local WHERE hidden) THEN pg_snapshot_xmin(s)
          ELSE coalesce(
            (SELECT min(x) FROM pg_snapshot_xip(s) AS x
              WHERE x::text::bigint % 4294967296 IN (SELECT xid FROM local WHERE xid IS NOT NULL)),
            pg_snapshot_xmax(s)) END)::text AS horizon
    FROM snap`;

/**
 * Hashes events into the chain after they commit, so no write waits on one global lock.
 * Events are sealed in (transaction id, seq) order and only below the horizon, once every older
 * transaction that could write events is finished: nothing can later appear before a sealed event.
 */
@Injectable()
export class EventSealer {
  constructor(private readonly dataSource: DataSource) {}

  async sealPending(batch = 1000): Promise<number> {
    return this.dataSource.transaction(async (m) => {
      const [{ locked }] = await m.query('SELECT pg_try_advisory_xact_lock($1) AS locked', [SEALER_LOCK]);
      if (!locked) return 0;
      const [last] = await m.query(
        `SELECT s.hash, e.tx_id::text AS tx_id, e.seq FROM domain_event_seals s
           JOIN domain_events e ON e.seq = s.seq ORDER BY s.seal_no DESC LIMIT 1`,
      );
      const [{ horizon }] = await m.query(HORIZON);
      // A statement of its own, so its snapshot is newer than the horizon's.
      const events: ChainedEvent[] = await m.query(
        `SELECT seq, id, type, aggregate_type, aggregate_id, payload, actor_id, occurred_at FROM domain_events
          WHERE (tx_id, seq) > ($1::xid8, $2::bigint) AND tx_id < $3::xid8
          ORDER BY tx_id, seq LIMIT $4`,
        [last?.tx_id ?? '0', last?.seq ?? 0, horizon, batch],
      );
      let previous: Buffer = last?.hash ?? GENESIS_HASH;
      const seqs: string[] = [];
      const hashes: Buffer[] = [];
      for (const event of events) {
        previous = chainHash(previous, event);
        seqs.push(event.seq);
        hashes.push(previous);
      }
      if (seqs.length) {
        await m.query(
          `INSERT INTO domain_event_seals (seq, hash)
           SELECT s, h FROM unnest($1::bigint[], $2::bytea[]) WITH ORDINALITY AS t(s, h, n) ORDER BY n`,
          [seqs, hashes],
        );
      }
      return seqs.length;
    });
  }
}
