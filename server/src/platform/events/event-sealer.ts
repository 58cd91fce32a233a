import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ChainedEvent, chainHash, GENESIS_HASH } from './event-chain';

const SEALER_LOCK = 727_002;

/**
 * Hashes events into the chain after they commit, so no write waits on one global lock.
 * Events are sealed in (transaction id, seq) order and only once every transaction older than the
 * oldest running one is finished: nothing can later appear before a sealed event.
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
      const events: ChainedEvent[] = await m.query(
        `SELECT seq, id, type, aggregate_type, aggregate_id, payload, actor_id, occurred_at FROM domain_events
          WHERE (tx_id, seq) > ($1::xid8, $2::bigint) AND tx_id < pg_snapshot_xmin(pg_current_snapshot())
          ORDER BY tx_id, seq LIMIT $3`,
        [last?.tx_id ?? '0', last?.seq ?? 0, batch],
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
