import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { allowLongStatements } from '../database/session-settings';
import { conflict, notFound } from '../errors/app-error';
import { SEALED_EVENT_COLUMNS, type SealedEvent } from './consumer-runner';
import { EventConsumers } from './event-consumers';

const PAGE = 5000;

export interface RebuildReport {
  name: string;
  events: number;
  checkpoint: string;
}

/**
 * Empties a projection and replays the sealed log into it, in one transaction: readers keep seeing
 * the old read model until the new one commits, and the projection's own batches wait on its row.
 */
@Injectable()
export class ProjectionRebuilder {
  constructor(
    private readonly dataSource: DataSource,
    private readonly consumers: EventConsumers,
  ) {}

  async rebuild(name: string): Promise<RebuildReport> {
    const projection = this.consumers.byName(name);
    if (!projection) throw notFound(`No event consumer is called ${name}.`, 'EVENTS.CONSUMER_UNKNOWN');
    if (projection.kind !== 'projection')
      throw conflict(`${name} is a reaction: its effects are not replayed.`, 'EVENTS.NOT_A_PROJECTION');
    return this.dataSource.transaction(async (m) => {
      // Emptying a large read model or a page of the log may outlast a request's timeout.
      await allowLongStatements(m);
      await m.query(
        `INSERT INTO event_consumers (name, kind) VALUES ($1, 'projection') ON CONFLICT (name) DO NOTHING`,
        [name],
      );
      await m.query(`SELECT 1 FROM event_consumers WHERE name = $1 FOR UPDATE`, [name]);
      const [{ head }] = await m.query(
        `SELECT coalesce(max(seal_no), 0)::text AS head FROM domain_event_seals`,
      );
      await projection.reset(m);
      let after = '0';
      let events = 0;
      for (;;) {
        const page: SealedEvent[] = await m.query(
          `SELECT ${SEALED_EVENT_COLUMNS}
             FROM domain_event_seals s JOIN domain_events e ON e.seq = s.seq
            WHERE s.seal_no > $1 AND s.seal_no <= $2 AND e.type = ANY($3) ORDER BY s.seal_no LIMIT $4`,
          [after, head, projection.types, PAGE],
        );
        const stored = page.map(({ sealNo: _sealNo, ...event }) => event);
        if (projection.applyAll && stored.length) await projection.applyAll(stored, m);
        else for (const event of stored) await projection.apply(event, m);
        events += page.length;
        if (page.length < PAGE) break;
        after = page[page.length - 1].sealNo;
      }
      await m.query(
        `UPDATE event_consumers SET checkpoint = $2, handled = $3, attempts = 0, failing_seal_no = NULL,
                retry_at = NULL, last_error = NULL, progressed_at = now(), rebuilt_at = now() WHERE name = $1`,
        [name, head, events],
      );
      // Every event is in the new model, those that once failed included.
      await m.query(
        `UPDATE event_dead_letters SET resolved_at = now() WHERE consumer = $1 AND resolved_at IS NULL`,
        [name],
      );
      return { name, events, checkpoint: head };
    });
  }
}
