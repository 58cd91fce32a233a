import { Client as PgClient } from 'pg';
import { EventChainVerifier, EventRelay, Queues } from '../../src/platform';
import { QueueName } from '../../src/platform/queue/queue-names';
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
  const jobsInQueue = async () => {
    const counts = await t.app.get(Queues).queue(QueueName.domainEvents).getJobCounts();
    return Object.values(counts).reduce((a, b) => a + b, 0);
  };
  const welcomeMails = (email: string) => t.mailbox.count(email, 'Welcome');

  it.each([
    ['UPDATE', `UPDATE domain_events SET payload = '{}'::jsonb`],
    ['DELETE', `DELETE FROM domain_events`],
    ['TRUNCATE', `TRUNCATE domain_events CASCADE`],
    ['UPDATE of a seal', `UPDATE domain_event_seals SET hash = '\\x00'::bytea`],
    ['DELETE of a seal', `DELETE FROM domain_event_seals`],
  ])('refuses %s with raw SQL: the log is append-only', async (_case, statement) => {
    await t.drainEvents();
    const before = await count(`SELECT count(*)::int AS count FROM domain_events`);
    await expect(sql.query(statement)).rejects.toThrow(/is append-only/);
    expect(await count(`SELECT count(*)::int AS count FROM domain_events`)).toBe(before);
  });

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

  it('relays each event once: a second drain has nothing left to send', async () => {
    await t.drainEvents();
    expect(await t.drainEvents()).toBe(0);
    const [{ last }] = await t.dataSource.query(`SELECT last_seal_no::int AS last FROM event_relay_cursors`);
    expect(last).toBe(await count(`SELECT max(seal_no)::int AS count FROM domain_event_seals`));
  });

  it('survives a crash before the cursor moved: events are sent again, consumers still act once', async () => {
    for (const m of members) await t.mailbox.waitFor(m.email, 'Welcome');
    await t.drainEvents();
    const jobs = await jobsInQueue();
    const processed = await count(`SELECT count(*)::int AS count FROM processed_events`);
    expect(processed).toBe(members.length);

    // As if the relay died after queueing the events but before its transaction committed.
    await t.dataSource.query(`UPDATE event_relay_cursors SET last_seal_no = 0`);
    const resent = await t.drainEvents();
    expect(resent).toBe(await count(`SELECT count(*)::int AS count FROM domain_event_seals`));
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect(await jobsInQueue()).toBe(jobs);
    expect(await count(`SELECT count(*)::int AS count FROM processed_events`)).toBe(processed);
    for (const m of members) expect(welcomeMails(m.email)).toBe(1);
  });

  it('detects an event changed behind the triggers', async () => {
    await t.drainEvents();
    const [{ seq }] = await t.dataSource.query(
      `SELECT min(seq)::text AS seq FROM domain_events WHERE type = 'identity.UserRegistered'`,
    );
    await t.dataSource.transaction(async (m) => {
      await m.query(`ALTER TABLE domain_events DISABLE TRIGGER domain_events_append_only`);
      await m.query(
        `UPDATE domain_events SET payload = jsonb_set(payload, '{role}', '"SuperAdmin"') WHERE seq = $1`,
        [seq],
      );
      await m.query(`ALTER TABLE domain_events ENABLE TRIGGER domain_events_append_only`);
    });
    const report = await t.app.get(EventChainVerifier).verify();
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual([
      `event ${seq} (identity.UserRegistered): hash does not match the chain`,
    ]);
  });
});
