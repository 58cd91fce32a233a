import { Role } from '@app/libs';
import type { Client } from '../support/client';
import { expectClientError } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { adminClient, memberClient, newMember, type Member } from '../ledger/ledger-fixtures';
import { staffMember } from './back-office-fixtures';

jest.setTimeout(180_000);

describe('back-office: GET admin/user/fetch-all', () => {
  let t: TestApp;
  let root: Client;
  const members: Member[] = [];
  const list = (query = '') => root.get(`/api/admin/user/fetch-all${query}`);

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_FACTOR: '50' });
    root = await adminClient(t);
    for (let i = 0; i < 11; i++)
      members.push(await newMember(t, { fname: i === 3 ? 'Zoë_100%' : `Person${i}`, lname: 'Listed' }));
    await t.drainEvents();
  });
  afterAll(() => t.close());

  it('pages active users newest first, 10 by default, with the spec’s envelope and totals', async () => {
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM users WHERE deleted_at IS NULL`,
    );
    const first = await list();
    expect(first.status).toBe(200);
    const page = first.body.data;
    expect(page).toMatchObject({
      current_page: 1,
      per_page: 10,
      total: count,
      last_page: Math.ceil(count / 10),
    });
    expect(page.data).toHaveLength(10);
    expect(page.prev_page_url).toBeNull();
    expect(page.next_page_url).toBe('/api/admin/user/fetch-all?perPage=10&page=2');
    expect(page.links.map((l: { label: string }) => l.label)).toEqual([
      '&laquo; Previous',
      '1',
      '2',
      'Next &raquo;',
    ]);
    const newest = members.at(-1)!;
    expect(page.data[0]).toEqual({
      id: newest.id,
      fname: 'Person10',
      lname: 'Listed',
      fullName: 'Person10 Listed',
      email: newest.email,
      role: 'User',
      referralLink: newest.user.referralLink,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      payment_status: 'No',
    });
    const dates = page.data.map((r: { created_at: string }) => r.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = (await list('?page=2')).body.data;
    expect(second.data.map((r: { email: string }) => r.email)).toContain(t.env.ADMIN_EMAIL);
    expect(second.data).toHaveLength(count - 10);
    expect(second.prev_page_url).toBe('/api/admin/user/fetch-all?perPage=10&page=1');
    expect((await list('?perPage=50')).body.data).toMatchObject({ per_page: 50, last_page: 1 });
    expect((await list('?perPage=100&page=3')).body.data).toMatchObject({ data: [], current_page: 3 });
  });

  it('searches names and emails, case-insensitively, with wildcards taken literally', async () => {
    const byName = (await list('?search=person1')).body.data;
    expect(byName.data.map((r: { fname: string }) => r.fname).sort()).toEqual(['Person1', 'Person10']);
    expect(byName.total).toBe(2);
    expect(byName.next_page_url).toBeNull();
    expect((await list(`?search=${encodeURIComponent('son2 lis')}`)).body.data.total).toBe(1);
    const byEmail = (await list(`?search=${encodeURIComponent(members[5].email.toUpperCase())}`)).body.data;
    expect(byEmail.data.map((r: { id: string }) => r.id)).toEqual([members[5].id]);
    expect(byEmail.total).toBe(1);
    // An email's start or end is looked up by index; any other part of an email is still found inside it.
    const local = members[5].email.slice(0, members[5].email.indexOf('@') + 1);
    expect((await list(`?search=${encodeURIComponent(local)}`)).body.data).toMatchObject({ total: 1 });
    const end = members[5].email.slice(2).toUpperCase();
    expect((await list(`?search=${encodeURIComponent(end)}`)).body.data).toMatchObject({
      total: 1,
      data: [expect.objectContaining({ id: members[5].id })],
    });
    const inside = members[5].email.slice(2, -2);
    expect((await list(`?search=${encodeURIComponent(inside)}`)).body.data.data).toEqual([
      expect.objectContaining({ id: members[5].id }),
    ]);
    expect((await list(`?search=${encodeURIComponent('_100%')}`)).body.data.total).toBe(1);
    expect((await list(`?search=${encodeURIComponent('1_0')}`)).body.data.total).toBe(0);
    expect((await list('?search=nobody-like-this')).body.data).toMatchObject({
      total: 0,
      data: [],
      last_page: 1,
    });
    const paged = (await list(`?search=listed&perPage=10&page=2`)).body.data;
    expect(paged).toMatchObject({ total: 11, current_page: 2 });
    expect(paged.prev_page_url).toBe('/api/admin/user/fetch-all?search=listed&perPage=10&page=1');
  });

  it('uses the trigram and email start/end indexes for a search and the partial index for pages (fast at a million users)', async () => {
    // A handful of rows never needs an index: the planner is told to use one if it can.
    const plan = async (sql: string, params: unknown[]) => {
      const runner = t.dataSource.createQueryRunner();
      await runner.startTransaction();
      try {
        await runner.query(`SET LOCAL enable_seqscan = off`);
        const rows = await runner.query(`EXPLAIN ${sql}`, params);
        return rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
      } finally {
        await runner.rollbackTransaction();
        await runner.release();
      }
    };
    // The search's indexes, with the other indexes out of the way (dropped in a transaction rolled back).
    const searchPlan = await t
      .asOwner(async (query) => {
        await query(`DROP INDEX users_active_newest_idx`);
        await query(`SET LOCAL enable_seqscan = off`);
        // On a table this small, reading the whole referrals-page index (partial on active users, with
        // their names) looks cheaper to the planner than the search indexes; at a million users it does not.
        await query(`DROP INDEX users_referrals_page_idx`);
        const explain = async (sql: string) =>
          (await query(`EXPLAIN ${sql}`)).map((r) => r['QUERY PLAN']).join('\n');
        // Each email index alone, so that a tiny table's planner cannot scan the other one whole.
        await query(`SAVEPOINT only_prefix`);
        await query(`DROP INDEX users_email_suffix`);
        const emailStart = await explain(
          `SELECT id FROM users WHERE deleted_at IS NULL AND email LIKE 'person1@%'`,
        );
        await query(`ROLLBACK TO SAVEPOINT only_prefix`);
        await query(`DROP INDEX users_email_prefix`);
        const emailEnd = await explain(
          `SELECT id FROM users WHERE deleted_at IS NULL AND reverse(email) LIKE 'moc.elpmaxe@%'`,
        );
        await query(`DROP INDEX users_email_suffix`);
        const plans = {
          emailStart,
          emailEnd,
          inside: await explain(
            `SELECT id FROM users WHERE deleted_at IS NULL
                AND (email LIKE '%person%' OR lower(fname || ' ' || lname) LIKE '%person%')`,
          ),
        };
        throw Object.assign(new Error('roll back'), { plans });
      })
      .catch(
        (rolledBack: { plans: { inside: string; emailStart: string; emailEnd: string } }) => rolledBack.plans,
      );
    expect(searchPlan.inside).toContain('users_name_trgm');
    expect(searchPlan.inside).toContain('users_email_trgm');
    expect(searchPlan.emailStart).toMatch(/users_email_prefix[\s\S]*Index Cond/);
    expect(searchPlan.emailEnd).toMatch(/users_email_suffix[\s\S]*Index Cond/);
    expect(
      await plan(
        `SELECT id FROM users WHERE deleted_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 10`,
        [],
      ),
    ).toContain('users_active_newest_idx');
  });

  it('answers a search matching more than 10 000 users newest first, with a lower-bound or capped total', async () => {
    // SQL rows, as registration leaves them: the list reads the users table, not the log.
    await t.asOwner((query) =>
      query(
        `INSERT INTO users (fname, lname, email, password_hash, referral_token, created_at)
         SELECT 'Bulk' || g, 'Member', 'bulk' || g || '@example.com', 'x', md5(g::text), now() - g * interval '1 minute'
           FROM generate_series(1, 10050) g`,
      ),
    );
    // Found among the newest users: the total says "this page, and at least one more".
    const first = (await list('?search=bulk&perPage=100')).body.data;
    expect(first).toMatchObject({ total: 101, per_page: 100, last_page: 2 });
    expect(first.next_page_url).toBe('/api/admin/user/fetch-all?search=bulk&perPage=100&page=2');
    expect(first.data.map((r: { fname: string }) => r.fname)).toEqual(
      Array.from({ length: 100 }, (_, i) => `Bulk${i + 1}`),
    );
    const third = (await list('?search=bulk&perPage=100&page=3')).body.data;
    expect(third).toMatchObject({ total: 301, last_page: 4 });
    expect(third.data[0].fname).toBe('Bulk201');
    const later = (await list('?search=bulk&perPage=10&page=500')).body.data;
    expect(later.total).toBe(5_001);
    expect(later.data.map((r: { fname: string }) => r.fname)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Bulk${4991 + i}`),
    );
    // Past the walk: counted through the trigram indexes up to the cap (10 001), then read by walking
    // the newest-first index; a short last page tells the exact total.
    const last = (await list('?search=bulk&perPage=100&page=101')).body.data;
    expect(last).toMatchObject({ total: 10_050, last_page: 101 });
    expect(last.data.map((r: { fname: string }) => r.fname)).toEqual(
      Array.from({ length: 50 }, (_, i) => `Bulk${10_001 + i}`),
    );
    await t.asOwner((query) => query(`DELETE FROM users WHERE email LIKE 'bulk%@example.com'`));
  });

  it('refuses bad paging and search input with the field’s message', async () => {
    for (const [query, field, message] of [
      ['?perPage=20', 'perPage', 'The page size must be 10, 50 or 100.'],
      ['?page=0', 'page', 'The page must be a whole number from 1 to 100000.'],
      ['?page=abc', 'page', 'The page must be a whole number from 1 to 100000.'],
      [`?search=${'x'.repeat(201)}`, 'search', 'The search may not be greater than 200 characters.'],
    ]) {
      const reply = await list(query);
      expectClientError(reply, 422);
      expect(reply.body.message[field][0]).toBe(message);
    }
  });

  it('is for admins: Admin yes, members 403, no session 401', async () => {
    const admin = await staffMember(t, root, Role.Admin);
    expect((await admin.c.get('/api/admin/user/fetch-all')).status).toBe(200);
    expectClientError(await (await memberClient(t, members[0])).get('/api/admin/user/fetch-all'), 403);
    expectClientError(await t.client().get('/api/admin/user/fetch-all'), 401);
  });
});
