import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { dataSourceOptions, OWNER_SESSION } from '../database/data-source-options';
import { allowLongStatements } from '../database/session-settings';
import { ShadowTables } from '../database/shadow-tables';
import { conflict, notFound } from '../errors/app-error';
import { SEALED_EVENT_COLUMNS, type SealedEvent } from './consumer-runner';
import type { StoredEvent } from './domain-event';
import { EventConsumers, type Projection, type SealedLog } from './event-consumers';

const PAGE = 5000;

export interface RebuildReport {
  name: string;
  events: number;
  checkpoint: string;
  /** 'set-wise' when the projection filled itself from the log at once, else 'replay'. */
  mode: 'set-wise' | 'replay';
}

export interface RebuildOptions {
  /** Replays event by event even when the projection can rebuild set-wise (to compare both). */
  replay?: boolean;
}

/** A rebuild into copies is a maintenance job, one at a time: larger sorts and index builds in memory. */
const SHADOW_SETTINGS = [`SET LOCAL work_mem = '128MB'`, `SET LOCAL maintenance_work_mem = '512MB'`];

/**
 * Fills a projection again from the sealed log up to its head, in one transaction: readers keep
 * seeing the old read model until the new one commits, and the projection's own batches wait on its
 * row, then go on after the head (ADR 0052). A projection with `rebuildFrom` and `tables` fills
 * copies of its tables on the owner's connection and swaps them in at the end; with `rebuildFrom`
 * alone it fills its emptied tables set-wise; the others get their events replayed.
 */
@Injectable()
export class ProjectionRebuilder {
  constructor(
    private readonly dataSource: DataSource,
    private readonly consumers: EventConsumers,
    private readonly config: AppConfig,
  ) {}

  async rebuild(name: string, options: RebuildOptions = {}): Promise<RebuildReport> {
    const projection = this.consumers.byName(name);
    if (!projection) throw notFound(`No event consumer is called ${name}.`, 'EVENTS.CONSUMER_UNKNOWN');
    if (projection.kind !== 'projection')
      throw conflict(`${name} is a reaction: its effects are not replayed.`, 'EVENTS.NOT_A_PROJECTION');
    const setWise = !options.replay && projection.rebuildFrom !== undefined;
    if (setWise && projection.tables?.length) return this.rebuildInShadow(projection);
    return this.dataSource.transaction(async (m) => {
      // Emptying a large read model or a page of the log may outlast a request's timeout.
      await allowLongStatements(m);
      const log = await lockAndTakeHead(m, name);
      await projection.reset(m);
      const events = setWise ? await projection.rebuildFrom!(log, m) : await replay(projection, log, m);
      await checkpointAtHead(m, name, log.head, events);
      return { name, events, checkpoint: log.head, mode: setWise ? 'set-wise' : 'replay' };
    });
  }

  /** DDL needs the owner (ADR 0019): a short-lived pool of its own, as the migrations use. */
  private async rebuildInShadow(projection: Projection): Promise<RebuildReport> {
    const owner = new DataSource(dataSourceOptions(this.config.databaseOwnerUrl, [], [], OWNER_SESSION));
    await owner.initialize();
    try {
      return await owner.transaction(async (m) => {
        for (const setting of SHADOW_SETTINGS) await m.query(setting);
        const log = await lockAndTakeHead(m, projection.name);
        const schema = `rebuild_${projection.name.replace(/[^a-z0-9]/gi, '_').toLowerCase()}`;
        const shadow = await ShadowTables.create(m, schema, projection.tables!);
        const events = await projection.rebuildFrom!(log, m);
        await shadow.index();
        await checkpointAtHead(m, projection.name, log.head, events);
        await shadow.swap();
        return { name: projection.name, events, checkpoint: log.head, mode: 'set-wise' };
      });
    } finally {
      await owner.destroy();
    }
  }
}

/** Holds the projection's own batches on its row, then takes the head the rebuild goes up to. */
async function lockAndTakeHead(m: EntityManager, name: string): Promise<SealedLog> {
  await m.query(
    `INSERT INTO event_consumers (name, kind) VALUES ($1, 'projection') ON CONFLICT (name) DO NOTHING`,
    [name],
  );
  await m.query(`SELECT 1 FROM event_consumers WHERE name = $1 FOR UPDATE`, [name]);
  const [{ head }] = await m.query(`SELECT coalesce(max(seal_no), 0)::text AS head FROM domain_event_seals`);
  return sealedLog(m, head);
}

async function checkpointAtHead(m: EntityManager, name: string, head: string, events: number): Promise<void> {
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
}

async function replay(projection: Projection, log: SealedLog, m: EntityManager): Promise<number> {
  let events = 0;
  for await (const page of log.pages(projection.types)) {
    if (projection.applyAll) await projection.applyAll(page, m);
    else for (const event of page) await projection.apply(event, m);
    events += page.length;
  }
  return events;
}

function sealedLog(m: EntityManager, head: string): SealedLog {
  return {
    head,
    async *pages(types) {
      let after = '0';
      for (;;) {
        const page: SealedEvent[] = await m.query(
          `SELECT ${SEALED_EVENT_COLUMNS}
             FROM domain_event_seals s JOIN domain_events e ON e.seq = s.seq
            WHERE s.seal_no > $1 AND s.seal_no <= $2 AND e.type = ANY($3) ORDER BY s.seal_no LIMIT $4`,
          [after, head, types, PAGE],
        );
        if (page.length) yield page.map(({ sealNo: _sealNo, ...event }): StoredEvent => event);
        if (page.length < PAGE) return;
        after = page[page.length - 1].sealNo;
      }
    },
  };
}
