import { allowLongStatements } from '../../src/platform';
import { startTestApp, TestApp } from '../support/test-app';
import { nextIp } from '../support/fixtures';
import { ledgerOf, newMember, transferCommand } from '../ledger/ledger-fixtures';

jest.setTimeout(60_000);

/** The append-only tables and a column of each to "update". */
const TIME_COLUMN: Record<string, string> = {
  domain_event_seals: 'sealed_at',
  domain_events: 'occurred_at',
  ledger_postings: 'created_at',
  ledger_transfers: 'created_at',
};
const APPEND_ONLY = Object.keys(TIME_COLUMN);

describe('the app runs as a restricted role (ADR 0019)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
    const member = await newMember(t);
    await ledgerOf(t).transfer(transferCommand(member.id, { units: 3 }));
    await t.drainEvents();
  });
  afterAll(() => t.close());

  it('is neither the owner nor a superuser, and its database belongs to the owner', async () => {
    const [me] = await t.dataSource.query(
      `SELECT current_user AS role, r.rolsuper AS super, pg_get_userbyid(d.datdba) AS owner
         FROM pg_roles r, pg_database d WHERE r.rolname = current_user AND d.datname = current_database()`,
    );
    expect(me).toEqual({ role: 'lending_test_app', super: false, owner: 'lending_test_owner' });
  });

  it.each(
    APPEND_ONLY.flatMap((table) => [
      [table, `UPDATE ${table} SET ${TIME_COLUMN[table]} = now()`],
      [table, `DELETE FROM ${table}`],
      [table, `TRUNCATE ${table} CASCADE`],
    ]),
  )('may not change %s: %s', async (table, statement) => {
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM ${table}`);
    expect(n).toBeGreaterThan(0);
    await expect(t.dataSource.query(statement)).rejects.toThrow(`permission denied for table ${table}`);
    expect((await t.dataSource.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n).toBe(n);
  });

  it('may not switch the append-only triggers off, create a table or read the migrations', async () => {
    await expect(
      t.dataSource.query(`ALTER TABLE ledger_postings DISABLE TRIGGER ledger_postings_append_only`),
    ).rejects.toThrow('must be owner of table ledger_postings');
    await expect(t.dataSource.query(`CREATE TABLE intruder (id int)`)).rejects.toThrow(
      'permission denied for schema public',
    );
    await expect(t.dataSource.query(`SELECT * FROM schema_migrations`)).rejects.toThrow('permission denied');
    await expect(t.dataSource.query(`SELECT setval('domain_events_seq_seq', 1)`)).rejects.toThrow(
      'permission denied',
    );
  });

  it('keeps every privilege it needs: exactly the four append-only tables are insert-only', async () => {
    const rows: Array<{ table: string; update: boolean; insert: boolean }> = await t.dataSource.query(
      `SELECT c.relname AS table, has_table_privilege(c.oid, 'UPDATE') AS update,
              has_table_privilege(c.oid, 'INSERT') AS insert
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'r' AND c.relname <> 'schema_migrations' ORDER BY 1`,
    );
    expect(rows.filter((r) => !r.update).map((r) => r.table)).toEqual(APPEND_ONLY);
    expect(rows.every((r) => r.insert)).toBe(true);
    expect(rows.map((r) => r.table)).toEqual(
      expect.arrayContaining([
        'ledger_balances',
        'event_consumers',
        'ledger_idempotency_keys',
        'ledger_verification_runs',
      ]),
    );
  });

  it('starts every connection with the configured timeouts; a batch lifts the statement timeout for its transaction only', async () => {
    const show = async (setting: string) => (await t.dataSource.query(`SHOW ${setting}`))[0][setting];
    expect(await show('statement_timeout')).toBe('30s');
    expect(await show('lock_timeout')).toBe('10s');
    expect(await show('idle_in_transaction_session_timeout')).toBe('1min');
    const inBatch = await t.dataSource.transaction(async (m) => {
      await allowLongStatements(m);
      return (await m.query(`SHOW statement_timeout`))[0].statement_timeout;
    });
    expect(inBatch).toBe('30min');
    expect(await show('statement_timeout')).toBe('30s');
  });
});

describe('database timeouts end a request cleanly', () => {
  let t: TestApp;
  afterEach(() => t.close());

  const login = () =>
    t.client(nextIp()).post('/api/login', { email: 'nobody@example.com', password: 'Whatever-1' });

  /** Runs a login while the owner holds `users` locked: the app's lookup has to wait. */
  const loginWhileUsersLocked = () =>
    t.asOwner(async (owner) => {
      await owner(`LOCK TABLE users IN ACCESS EXCLUSIVE MODE`);
      return login();
    });

  it('cancels a statement that runs beyond the statement timeout, with PostgreSQL’s own error', async () => {
    t = await startTestApp({ DATABASE_STATEMENT_TIMEOUT_MS: '300', DATABASE_LOCK_TIMEOUT_MS: '0' });
    await expect(t.dataSource.query(`SELECT pg_sleep(5)`)).rejects.toMatchObject({
      driverError: expect.objectContaining({ code: '57014' }),
      message: 'canceling statement due to statement timeout',
    });
    // A request whose statement is cancelled is answered 503 with a code, and retried later works.
    const reply = await loginWhileUsersLocked();
    expect(reply.status).toBe(503);
    expect(reply.body).toEqual({
      message: 'The server is busy. Please try again in a moment.',
      code: 'BUSY',
    });
    expect(reply.headers['retry-after']).toBe('1');
    expect((await login()).status).toBe(401);
  });

  it('gives up waiting for a lock after the lock timeout', async () => {
    t = await startTestApp({ DATABASE_LOCK_TIMEOUT_MS: '300' });
    const reply = await loginWhileUsersLocked();
    expect(reply.status).toBe(503);
    expect(reply.body.code).toBe('BUSY');
    expect((await login()).status).toBe(401);
  });
});
