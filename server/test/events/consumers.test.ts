import type { EntityManager } from 'typeorm';
import { ConsumerRunner } from '../../src/platform/events/consumer-runner';
import {
  EventConsumers,
  EventRelay,
  ProjectionRebuilder,
  type Projection,
  type StoredEvent,
} from '../../src/platform';
import { MAX_ATTEMPTS } from '../../src/platform/events/retry-policy';
import { adminClient } from '../ledger/ledger-fixtures';
import { registerMember } from '../support/journeys';
import { nextIp } from '../support/fixtures';
import { startPeer, startTestApp, TestApp } from '../support/test-app';

jest.setTimeout(180_000);

const TYPE = 'test.Counted';

/** A read model of `test.Counted` events: one row per event applied, so that a duplicate shows. */
class CountingProjection implements Projection {
  readonly kind = 'projection';
  readonly types = [TYPE];
  beforeApply?: (event: StoredEvent) => Promise<void> | void;

  constructor(readonly name: string) {}

  async apply(event: StoredEvent, m: EntityManager): Promise<void> {
    await this.beforeApply?.(event);
    await m.query(`INSERT INTO test_applied (consumer, event_id, n) VALUES ($1, $2, $3)`, [
      this.name,
      event.id,
      (event.payload as { n: number }).n,
    ]);
  }

  async reset(m: EntityManager): Promise<void> {
    await m.query(`DELETE FROM test_applied WHERE consumer = $1`, [this.name]);
  }
}

/** Applies a whole batch in one statement; `failBatches` makes it throw, as a batch holding a poison event would. */
class BatchProjection extends CountingProjection {
  batches = 0;
  singles = 0;
  failBatches = false;

  override async apply(event: StoredEvent, m: EntityManager): Promise<void> {
    this.singles++;
    await super.apply(event, m);
  }

  async applyAll(events: readonly StoredEvent[], m: EntityManager): Promise<void> {
    this.batches++;
    if (this.failBatches) throw new Error('one event of this batch cannot be counted');
    await m.query(
      `INSERT INTO test_applied (consumer, event_id, n) SELECT $1, id, n FROM unnest($2::uuid[], $3::int[]) AS u(id, n)`,
      [this.name, events.map((e) => e.id), events.map((e) => (e.payload as { n: number }).n)],
    );
  }
}

describe('durable event consumers', () => {
  let t: TestApp;
  let nextN = 1;

  const one = async <T>(sql: string, params: unknown[] = []): Promise<T> =>
    (await t.dataSource.query(sql, params))[0];

  /** Appends `count` events, in `transactions` separate transactions. */
  async function append(count: number, transactions = 1): Promise<void> {
    const per = Math.ceil(count / transactions);
    for (let done = 0; done < count; done += per) {
      const size = Math.min(per, count - done);
      await t.dataSource.query(
        `INSERT INTO domain_events (type, aggregate_type, aggregate_id, payload)
         SELECT $1, 'Test', g::text, jsonb_build_object('n', g) FROM generate_series($2::int, $3::int) g`,
        [TYPE, nextN, nextN + size - 1],
      );
      nextN += size;
    }
  }

  /** What the projection holds, against the same figures recomputed from the log. */
  async function compare(name: string) {
    const model = await one<{ rows: number; distinct: number; sum: string }>(
      `SELECT count(*)::int AS rows, count(DISTINCT event_id)::int AS distinct, coalesce(sum(n), 0)::text AS sum
         FROM test_applied WHERE consumer = $1`,
      [name],
    );
    const log = await one<{ rows: number; sum: string }>(
      `SELECT count(*)::int AS rows, coalesce(sum((payload->>'n')::bigint), 0)::text AS sum
         FROM domain_events WHERE type = $1`,
      [TYPE],
    );
    return { model, log };
  }

  async function expectExactlyOnce(name: string) {
    const { model, log } = await compare(name);
    expect(model.rows).toBe(log.rows);
    expect(model.distinct).toBe(log.rows);
    expect(model.sum).toBe(log.sum);
  }

  async function checkpointOf(name: string) {
    return one<{ checkpoint: string; head: string }>(
      `SELECT checkpoint::text, (SELECT max(seal_no) FROM domain_event_seals)::text AS head
         FROM event_consumers WHERE name = $1`,
      [name],
    );
  }

  /**
   * Drains until every event is sealed and handled. Transaction ids are cluster-wide: a transaction
   * open in another test's database holds sealing back until it ends (ADR 0006).
   */
  async function drainAll(app: TestApp = t): Promise<void> {
    const deadline = Date.now() + 90_000;
    for (;;) {
      await app.drainEvents();
      const { unsealed } = await one<{ unsealed: number }>(
        `SELECT count(*)::int AS unsealed FROM domain_events e
          WHERE NOT EXISTS (SELECT 1 FROM domain_event_seals s WHERE s.seq = e.seq)`,
      );
      if (unsealed === 0) return;
      if (Date.now() > deadline) throw new Error(`${unsealed} events still unsealed`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function addProjection(app: TestApp, projection: Projection) {
    app.app.get(EventConsumers).register(projection);
    await app.app.get(ConsumerRunner).registerAll();
  }

  beforeAll(async () => {
    t = await startTestApp();
    // The tests drive the relay themselves, so that nothing races their checks.
    await t.app.get(EventRelay).beforeApplicationShutdown();
    // Only the owner creates tables; the app's role gets rows privileges on them by default.
    await t.asOwner((owner) =>
      owner(`CREATE TABLE test_applied (consumer text NOT NULL, event_id uuid NOT NULL, n int NOT NULL)`),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('a projection with applyAll gets whole batches; when a batch fails, it is run event by event', async () => {
    const batched = new BatchProjection('test.batched');
    await addProjection(t, batched);
    await append(2500, 3);
    await drainAll();
    await expectExactlyOnce(batched.name);
    expect(batched.batches).toBeGreaterThanOrEqual(3);
    expect(batched.singles).toBe(0);

    batched.failBatches = true;
    await append(40);
    await drainAll();
    await expectExactlyOnce(batched.name);
    expect(batched.singles).toBe(40);
    t.app.get(EventConsumers).unregister(batched.name);
  });

  it('backfills a consumer added after 10,000 events, exactly once', async () => {
    await append(10_000, 4);
    await drainAll();
    const projection = new CountingProjection('test.late-comer');
    await addProjection(t, projection);
    const started = Date.now();
    await t.drainEvents();
    const ms = Date.now() - started;
    await expectExactlyOnce(projection.name);
    const { checkpoint, head } = await checkpointOf(projection.name);
    expect(checkpoint).toBe(head);
    console.log(`catch-up: 10,000 events in ${ms} ms (${Math.round(10_000 / (ms / 1000))} events/s)`);
  });

  it('two processes: each event is handled once per consumer, in log order', async () => {
    const peer = await startPeer(t);
    try {
      await peer.app.get(EventRelay).beforeApplicationShutdown();
      const order: number[] = [];
      const mine = new CountingProjection('test.shared');
      const theirs = new CountingProjection('test.shared');
      mine.beforeApply = theirs.beforeApply = (e) => void order.push(Number(e.seq));
      await addProjection(t, mine);
      await addProjection(peer, theirs);
      await append(3000, 30);
      await Promise.all([drainAll(t), drainAll(peer), drainAll(t), drainAll(peer)]);
      await Promise.all([t.drainEvents(), peer.drainEvents()]);
      await expectExactlyOnce(mine.name);
      const sealedOrder: Array<{ seq: string }> = await t.dataSource.query(
        `SELECT e.seq::text FROM domain_event_seals s JOIN domain_events e ON e.seq = s.seq
          WHERE e.type = $1 ORDER BY s.seal_no`,
        [TYPE],
      );
      expect(order).toEqual(sealedOrder.map((r) => Number(r.seq)));
    } finally {
      await peer.close();
    }
  });

  it('a process killed in the middle of a batch loses nothing: another one takes over', async () => {
    const peer = await startPeer(t);
    const victim = new CountingProjection('test.survivor');
    const heir = new CountingProjection('test.survivor');
    try {
      await peer.app.get(EventRelay).beforeApplicationShutdown();
      await addProjection(peer, victim);
      await addProjection(t, heir);
      await append(500);
      await drainAll(); // sealed, and the heir's checkpoint moved
      await t.dataSource.query(`UPDATE event_consumers SET checkpoint = 0 WHERE name = $1`, [victim.name]);
      await t.dataSource.query(`DELETE FROM test_applied WHERE consumer = $1`, [victim.name]);

      let reached!: () => void;
      const atEvent = new Promise<void>((resolve) => (reached = resolve));
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let applied = 0;
      victim.beforeApply = async () => {
        if (++applied === 300) {
          reached();
          await gate;
        }
      };
      const dying = peer.drainEvents().then(
        () => 'finished',
        () => 'died',
      );
      await atEvent;
      // The process dies: the database ends its session, and with it the open batch.
      const killed: unknown[] = await t.dataSource.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND state = 'idle in transaction' AND pid <> pg_backend_pid()`,
      );
      expect(killed).toHaveLength(1);
      release();
      // Its runner may notice and record the event as failed in a new transaction; what the killed
      // batch did is gone either way.
      await dying;
      // From here on only the other process works, once the retry delay (if any) has passed.
      await t.dataSource.query(`UPDATE event_consumers SET retry_at = now() WHERE name = $1`, [victim.name]);
      await drainAll();
      await expectExactlyOnce(victim.name);
    } finally {
      await peer.close().catch(() => undefined);
    }
  });

  describe('a poison event', () => {
    const projection = new CountingProjection('test.picky');
    let poisoned = true;
    let poisonN = 0;
    let admin: Awaited<ReturnType<typeof adminClient>>;

    beforeAll(async () => {
      projection.beforeApply = (e) => {
        if (poisoned && (e.payload as { n: number }).n === poisonN) throw new Error('cannot count this one');
      };
      admin = await adminClient(t);
    });

    it('goes to the dead letters after its retries, and the events after it still flow', async () => {
      await addProjection(t, projection);
      poisonN = nextN + 12;
      await append(30);
      await drainAll();
      for (let round = 0; round < MAX_ATTEMPTS + 2; round++) {
        await t.drainEvents();
        // As if the retry delay had passed.
        await t.dataSource.query(`UPDATE event_consumers SET retry_at = now() WHERE retry_at IS NOT NULL`);
      }
      const letters: Array<{ error: string; attempts: number; event_type: string }> =
        await t.dataSource.query(
          `SELECT error, attempts, event_type FROM event_dead_letters WHERE consumer = $1`,
          [projection.name],
        );
      expect(letters).toEqual([
        { error: 'Error: cannot count this one', attempts: MAX_ATTEMPTS, event_type: TYPE },
      ]);
      const { model, log } = await compare(projection.name);
      expect(model.rows).toBe(log.rows - 1);
      const [{ missing }] = await t.dataSource.query(
        `SELECT array_agg((payload->>'n')::int) AS missing FROM domain_events e WHERE type = $1
           AND NOT EXISTS (SELECT 1 FROM test_applied a WHERE a.consumer = $2 AND a.event_id = e.id)`,
        [TYPE, projection.name],
      );
      expect(missing).toEqual([poisonN]);
      const { checkpoint, head } = await checkpointOf(projection.name);
      expect(checkpoint).toBe(head);
    });

    it('shows on the back-office status with every consumer and the sealer', async () => {
      const reply = await admin.get('/api/admin/event-consumers');
      expect(reply.status).toBe(200);
      expect(reply.body.data.open_dead_letters).toBe(1);
      expect(reply.body.data.sealer).toEqual(
        expect.objectContaining({ unsealed: 0, head_seal_no: expect.any(Number), oldest_unsealed_at: null }),
      );
      const picky = reply.body.data.consumers.find((c: { name: string }) => c.name === projection.name);
      expect(picky).toEqual(
        expect.objectContaining({ kind: 'projection', behind: 0, known: true, event_types: [TYPE] }),
      );
      const welcome = reply.body.data.consumers.find(
        (c: { name: string }) => c.name === 'identity.welcome-email',
      );
      expect(welcome).toEqual(expect.objectContaining({ kind: 'reaction', known: true }));
    });

    it('is refused to members and to visitors', async () => {
      const member = t.client(nextIp());
      await registerMember(t, member);
      expect((await member.get('/api/admin/event-consumers')).status).toBe(403);
      expect((await member.get('/api/admin/event-consumers/dead-letters')).status).toBe(403);
      expect((await member.post('/api/admin/event-consumers/dead-letters/1/retry')).status).toBe(403);
      const visitor = t.client(nextIp());
      expect((await visitor.get('/api/admin/event-consumers')).status).toBe(401);
      expect((await visitor.get('/api/admin/event-consumers/dead-letters')).status).toBe(401);
      expect((await visitor.post('/api/admin/event-consumers/dead-letters/1/retry')).status).toBe(401);
    });

    it('can be retried by an admin once the cause is fixed, and only once', async () => {
      const list = await admin.get('/api/admin/event-consumers/dead-letters');
      expect(list.status).toBe(200);
      expect(list.body.data).toHaveLength(1);
      const [letter] = list.body.data;
      expect(letter).toEqual(expect.objectContaining({ consumer: projection.name, resolved_at: null }));

      const failed = await admin.post(`/api/admin/event-consumers/dead-letters/${letter.id}/retry`);
      expect(failed.status).toBe(409);
      expect(failed.body.message).toMatch(/cannot count this one/);

      poisoned = false;
      const retried = await admin.post(`/api/admin/event-consumers/dead-letters/${letter.id}/retry`);
      expect(retried.status).toBe(200);
      expect(retried.body.data.resolved_at).not.toBeNull();
      await expectExactlyOnce(projection.name);

      const again = await admin.post(`/api/admin/event-consumers/dead-letters/${letter.id}/retry`);
      expect(again.status).toBe(409);
      expect((await admin.post(`/api/admin/event-consumers/dead-letters/99999999/retry`)).status).toBe(404);
      expect((await admin.post(`/api/admin/event-consumers/dead-letters/abc/retry`)).status).toBe(404);
      const open = await admin.get('/api/admin/event-consumers/dead-letters?status=open');
      expect(open.body.data).toHaveLength(0);
      const all = await admin.get('/api/admin/event-consumers/dead-letters?status=all');
      expect(all.body.data).toHaveLength(1);
      expect((await admin.get('/api/admin/event-consumers/dead-letters?status=x')).status).toBe(422);
    });
  });

  it('rebuilds a projection from the log, replacing a damaged read model', async () => {
    const projection = new CountingProjection('test.rebuilt');
    await append(100);
    await addProjection(t, projection);
    await drainAll();
    await t.dataSource.query(`DELETE FROM test_applied WHERE consumer = $1 AND n % 7 = 0`, [projection.name]);
    await t.dataSource.query(`UPDATE test_applied SET n = 0 WHERE consumer = $1 AND n % 5 = 0`, [
      projection.name,
    ]);
    expect((await compare(projection.name)).model.rows).not.toBe((await compare(projection.name)).log.rows);
    const report = await t.app.get(ProjectionRebuilder).rebuild(projection.name);
    expect(report.events).toBe((await compare(projection.name)).log.rows);
    await expectExactlyOnce(projection.name);
    await expect(t.app.get(ProjectionRebuilder).rebuild('identity.welcome-email')).rejects.toMatchObject({
      code: 'EVENTS.NOT_A_PROJECTION',
    });
    await expect(t.app.get(ProjectionRebuilder).rebuild('nobody')).rejects.toMatchObject({ status: 404 });
  });

  it('a reaction handed the same event again queues its effect once', async () => {
    const member = await registerMember(t, t.client(nextIp()));
    await drainAll();
    await t.mailbox.waitFor(member.email, 'Welcome');
    // As if the process had died after queueing the email, before its checkpoint committed.
    await t.dataSource.query(
      `UPDATE event_consumers SET checkpoint = 0 WHERE name = 'identity.welcome-email'`,
    );
    await t.drainEvents();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(t.mailbox.count(member.email, 'Welcome')).toBe(1);
  });
});
