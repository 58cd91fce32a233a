import { Client as PgClient } from 'pg';
import { EventChainVerifier, EventRelay } from '../../src/platform';
import { startTestApp, TestApp } from '../support/test-app';
import { registerMember } from '../support/journeys';
import { nextIp } from '../support/fixtures';

jest.setTimeout(30_000);

describe('the event log', () => {
  let t: TestApp;
  let members: Array<Awaited<ReturnType<typeof registerMember>>>;
  let sql: PgClient;
  beforeAll(async () => {
    t = await startTestApp();
    sql = new PgClient({ connectionString: t.env.DATABASE_URL });
    await sql.connect();
    members = [];
    for (let i = 0; i < 2; i++) members.push(await registerMember(t, t.client(nextIp())));
    await t.client(nextIp()).post('/api/login', { email: members[0].email, password: members[0].password });
    // Stop the background poll, so that only the drains below move events and nothing races them.
    await t.app.get(EventRelay).beforeApplicationShutdown();
  });
  afterAll(async () => {
    await sql.end();
    await t.close();
  });

  const count = async (sql: string) => (await t.dataSource.query(sql))[0].count as number;

  it.each([
    ['UPDATE', `UPDATE domain_events SET payload = '{}'::jsonb`],
    ['DELETE', `DELETE FROM domain_events`],
    ['TRUNCATE', `TRUNCATE domain_events CASCADE`],
    ['UPDATE of a seal', `UPDATE domain_event_seals SET hash = '\\x00'::bytea`],
    ['DELETE of a seal', `DELETE FROM domain_event_seals`],
  ])(
    'refuses %s with raw SQL: the log is append-only, to the app role and the owner',
    async (_case, statement) => {
      await t.drainEvents();
      const before = await count(`SELECT count(*)::int AS count FROM domain_events`);
      await expect(sql.query(statement)).rejects.toThrow(/permission denied for table domain_event/);
      await expect(t.asOwner((owner) => owner(statement))).rejects.toThrow(/is append-only/);
      expect(await count(`SELECT count(*)::int AS count FROM domain_events`)).toBe(before);
    },
  );

  it('seals every event into a chain that verifies', async () => {
    // Transaction ids are cluster-wide: a transaction still open in another test's database holds
    // sealing back (by design, see ADR 0006) until it ends, so drain until it has caught up.
    const deadline = Date.now() + 10_000;
    do await t.drainEvents();
    while (
      (await count(
        `SELECT count(*)::int AS count FROM domain_events e WHERE NOT EXISTS (SELECT 1 FROM domain_event_seals s WHERE s.seq = e.seq)`,
      )) > 0 &&
      Date.now() < deadline
    );
    const report = await t.app.get(EventChainVerifier).verify();
    const events = await count(`SELECT count(*)::int AS count FROM domain_events`);
    expect(events).toBeGreaterThanOrEqual(4); // SuperAdminSeeded, 2 x UserRegistered, LoggedIn
    expect(report).toEqual({ ok: true, sealed: events, unsealed: 0, problems: [] });
  });

  it('seals past a long transaction in another database, and waits for one in its own', async () => {
    const unsealed = () =>
      count(
        `SELECT count(*)::int AS count FROM domain_events e WHERE NOT EXISTS (SELECT 1 FROM domain_event_seals s WHERE s.seq = e.seq)`,
      );
    const login = () =>
      t.client(nextIp()).post('/api/login', { email: members[1].email, password: members[1].password });
    const elsewhere = new PgClient({ connectionString: t.env.DATABASE_URL.replace(/\/[^/]+$/, '/postgres') });
    await elsewhere.connect();
    try {
      await elsewhere.query('BEGIN');
      await elsewhere.query('SELECT pg_current_xact_id()');
      expect((await login()).status).toBe(200);
      await t.drainEvents();
      expect(await unsealed()).toBe(0);

      await sql.query('BEGIN');
      await sql.query('SELECT pg_current_xact_id()');
      expect((await login()).status).toBe(200);
      await t.drainEvents();
      expect(await unsealed()).toBe(1);
      await sql.query('COMMIT');
      await t.drainEvents();
      expect(await unsealed()).toBe(0);
    } finally {
      await sql.query('ROLLBACK').catch(() => undefined);
      await elsewhere.query('ROLLBACK');
      await elsewhere.end();
    }
  });

  it('detects an event changed behind the triggers', async () => {
    await t.drainEvents();
    const [{ seq }] = await t.dataSource.query(
      `SELECT min(seq)::text AS seq FROM domain_events WHERE type = 'identity.UserRegistered'`,
    );
    await t.asOwner(async (owner) => {
      await owner(`ALTER TABLE domain_events DISABLE TRIGGER domain_events_append_only`);
      await owner(
        `UPDATE domain_events SET payload = jsonb_set(payload, '{role}', '"SuperAdmin"') WHERE seq = $1`,
        [seq],
      );
      await owner(`ALTER TABLE domain_events ENABLE TRIGGER domain_events_append_only`);
    });
    const report = await t.app.get(EventChainVerifier).verify();
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual([
      `event ${seq} (identity.UserRegistered): hash does not match the chain`,
    ]);
  });
});
