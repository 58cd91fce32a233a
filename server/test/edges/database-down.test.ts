import { Client as PgClient } from 'pg';
import { startTestApp, TestApp } from '../support/test-app';
import { registerMember } from '../support/journeys';
import { nextIp } from '../support/fixtures';

jest.setTimeout(60_000);

/** As a superuser: what an outage does to the app's connections, which the app's own roles cannot do. */
async function asSuperuser(sql: string): Promise<void> {
  const client = new PgClient({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A database that cannot be reached is the service's outage, not the caller's mistake nor a bug. */
describe('the database unavailable', () => {
  let t: TestApp;
  let database: string;
  beforeAll(async () => {
    t = await startTestApp();
    [{ db: database }] = await t.dataSource.query('SELECT current_database() AS db');
  });
  afterAll(async () => {
    await asSuperuser(`ALTER DATABASE "${database}" CONNECTION LIMIT -1`);
    await t.close();
  });

  it('answers a signed-in request 503 UNAVAILABLE with Retry-After, and serves it again once it is back', async () => {
    const client = t.client(nextIp());
    await registerMember(t, client);
    expect((await client.post('/api/user/fetch', {})).status).toBe(200);

    await asSuperuser(`ALTER DATABASE "${database}" CONNECTION LIMIT 0`);
    await asSuperuser(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${database}' AND pid <> pg_backend_pid()`,
    );
    const down = await client.post('/api/user/fetch', {});
    expect(down.status).toBe(503);
    expect(down.body).toEqual({
      message: 'The service is unavailable. Please try again in a moment.',
      code: 'UNAVAILABLE',
    });
    expect(down.headers['retry-after']).toBe('5');

    await asSuperuser(`ALTER DATABASE "${database}" CONNECTION LIMIT -1`);
    expect((await client.post('/api/user/fetch', {})).status).toBe(200);
  });
});
