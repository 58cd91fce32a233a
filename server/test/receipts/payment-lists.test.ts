import type { Client } from '../support/client';
import { expectClientError } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { adminClient, memberClient, newMember, type Member } from '../ledger/ledger-fixtures';
import { RECEIPT_LISTS } from '../../src/modules/receipts/infrastructure/receipts.repository';
import { key, receiptForm, upload } from './payments-fixtures';

jest.setTimeout(180_000);

const LISTS = [
  '/api/receipt/fetch-all',
  '/api/admin/user/receipt-verification-users',
  '/api/admin/user/pending-payments',
];

describe('paged, searchable back-office payment lists', () => {
  let t: TestApp;
  let admin: Client;
  /** Twelve members who chose Pay Later; the first three then uploaded a receipt of it. */
  const members: Array<{ m: Member; c: Client }> = [];

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_FACTOR: '50' });
    admin = await adminClient(t);
    for (let i = 0; i < 12; i++) {
      const m = await newMember(t, {
        fname: i < 3 ? 'Quillon' : 'Pagey',
        lname: `Member${String(i).padStart(2, '0')}`,
        pay_now: 'No',
        pay_type: 'Wire Transfer',
        units_purchase_intent: i + 1,
      });
      const c = await memberClient(t, m);
      const chosen = await c.post('/api/user/pay-later', { pay_type: 'Wire Transfer' }, key());
      if (chosen.status !== 200) throw new Error(`pay-later: ${chosen.status}`);
      members.push({ m, c });
    }
    for (const { c } of members.slice(0, 3)) {
      const sent = await upload(c, '/api/user/upload/receipt', receiptForm(1));
      if (sent.status !== 200) throw new Error(`upload: ${sent.status}`);
    }
  });
  afterAll(() => t.close());

  const ids = (reply: { body: { data: Array<{ id: string; user?: { id: string } }> } }) =>
    reply.body.data.map((row) => row.user?.id ?? row.id);

  it('pending payments: pages of 10 by default, oldest choice first, with the page envelope', async () => {
    const first = await admin.get('/api/admin/user/pending-payments');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ total: 12, current_page: 1, per_page: 10, last_page: 2 });
    expect(first.body.data).toHaveLength(10);
    expect(first.body.data.map((u: { id: string }) => u.id)).toEqual(members.slice(0, 10).map((x) => x.m.id));
    const second = await admin.get('/api/admin/user/pending-payments?page=2');
    expect(second.body).toMatchObject({ total: 12, current_page: 2, last_page: 2 });
    expect(second.body.data.map((u: { id: string }) => u.id)).toEqual(members.slice(10).map((x) => x.m.id));
    const wide = await admin.get('/api/admin/user/pending-payments?perPage=50');
    expect(wide.body).toMatchObject({ total: 12, per_page: 50, last_page: 1 });
    expect(wide.body.data).toHaveLength(12);
    const past = await admin.get('/api/admin/user/pending-payments?page=9');
    expect(past.body).toMatchObject({ total: 12, current_page: 9, data: [] });
  });

  it('searches by name and by email', async () => {
    const byName = await admin.get('/api/admin/user/pending-payments?search=quillon');
    expect(byName.body.total).toBe(3);
    expect(byName.body.data.map((u: { id: string }) => u.id).sort()).toEqual(
      members
        .slice(0, 3)
        .map((x) => x.m.id)
        .sort(),
    );
    const target = members[7]!.m;
    const byEmail = await admin.get(
      `/api/admin/user/pending-payments?search=${encodeURIComponent(target.email.toUpperCase())}`,
    );
    expect(byEmail.body).toMatchObject({ total: 1, data: [{ id: target.id, email: target.email }] });
    const nobody = await admin.get('/api/admin/user/pending-payments?search=zzzz-nobody-zzzz');
    expect(nobody.body).toMatchObject({ total: 0, data: [], last_page: 1 });
  });

  it('receipt verification users: only the uploaded ones, searchable and paged', async () => {
    const all = await admin.get('/api/admin/user/receipt-verification-users');
    expect(all.body).toMatchObject({ total: 3, current_page: 1, per_page: 10, last_page: 1 });
    expect(all.body.data.map((u: { id: string }) => u.id)).toEqual(members.slice(0, 3).map((x) => x.m.id));
    const one = await admin.get(
      `/api/admin/user/receipt-verification-users?search=${encodeURIComponent(members[1]!.m.email)}`,
    );
    expect(one.body.data.map((u: { id: string }) => u.id)).toEqual([members[1]!.m.id]);
    const pending = await admin.get('/api/admin/user/receipt-verification-users?search=pagey');
    expect(pending.body).toMatchObject({ total: 0, data: [] });
  });

  it('receipts: sent ones only, newest change first, searchable and paged', async () => {
    const all = await admin.get('/api/receipt/fetch-all?perPage=10&page=1');
    expect(all.body).toMatchObject({ total: 3, last_page: 1 });
    expect(ids(all)).toEqual(
      members
        .slice(0, 3)
        .map((x) => x.m.id)
        .reverse(),
    );
    expect(all.body.data[0]).toMatchObject({ paid: 'Requested', source: 'pay-later' });
    const found = await admin.get(`/api/receipt/fetch-all?search=${encodeURIComponent('Member02')}`);
    expect(ids(found)).toEqual([members[2]!.m.id]);
    const none = await admin.get(`/api/receipt/fetch-all?search=${encodeURIComponent(members[5]!.m.email)}`);
    expect(none.body).toMatchObject({ total: 0, data: [] });
  });

  it.each(LISTS)('%s refuses bad page values with a coded 422 and changes nothing', async (path) => {
    for (const [query, field] of [
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=1.5', 'page'],
      ['page=abc', 'page'],
      ['page=100001', 'page'],
      ['perPage=7', 'perPage'],
      ['perPage=abc', 'perPage'],
      ['perPage=1000', 'perPage'],
    ] as const) {
      const reply = await admin.get(`${path}?${query}`);
      expectClientError(reply, 422, 'VALIDATION_FAILED');
      expect(Object.keys(reply.body.message)).toEqual([field]);
    }
    const page = await admin.get(`${path}?page=1&perPage=100`);
    expect(page.status).toBe(200);
    expect(page.body.per_page).toBe(100);
    // A search longer than any name is cut, not refused.
    expect((await admin.get(`${path}?search=${'x'.repeat(500)}`)).status).toBe(200);
  });

  it.each(LISTS)('%s is for admins only: a member gets 403', async (path) => {
    expectClientError(await members[0]!.c.get(path), 403);
    expectClientError(await members[0]!.c.get(`${path}?page=1&perPage=10&search=a`), 403);
  });

  /**
   * The plan of a statement when scanning whole tables is made as costly as it gets: the indexes a
   * large table would be read through (on a few test rows the planner rightly scans).
   */
  async function planOf(sql: string, params: unknown[] = [], ordered = false): Promise<string> {
    const runner = t.dataSource.createQueryRunner();
    await runner.startTransaction();
    try {
      await runner.query('SET LOCAL enable_seqscan = off');
      // With a dozen rows the planner may as well fetch every match and sort it; what `ordered` asks
      // is whether a list's index gives its page in order, as it must at a million rows.
      if (ordered) await runner.query('SET LOCAL enable_bitmapscan = off');
      const rows: Array<{ 'QUERY PLAN': string }> = await runner.query(`EXPLAIN ${sql}`, params);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  }

  it.each([
    ['sent', 'receipts_sent_idx'],
    ['awaitingVerification', 'receipts_awaiting_idx'],
    ['pendingPayments', 'receipts_activation_open_idx'],
  ] as const)('the %s list is read through its partial index, in its order', async (list, index) => {
    const { condition, order } = RECEIPT_LISTS[list];
    const plan = await planOf(
      `SELECT id FROM receipts WHERE ${condition} ORDER BY ${order} LIMIT 10`,
      [],
      true,
    );
    expect(plan).toContain(index);
    expect(plan).not.toMatch(/Sort|Seq Scan/);
    const searched = await planOf(
      `SELECT id FROM receipts WHERE ${condition} AND member_id = ANY($1::uuid[]) ORDER BY ${order} LIMIT 10`,
      [members.map((x) => x.m.id)],
    );
    // Through the member's index or the list's: never a scan of the whole table.
    expect(searched).toMatch(/Index Scan|Bitmap Index Scan/);
    expect(searched).not.toContain('Seq Scan');
  });

  it("the member search (identity's directory) is read through the users' trigram indexes", async () => {
    // The directory's predicates alone: on a table this small the planner would rather walk the
    // partial newest-first index of active users (ADR 0025) than search, which says nothing of a
    // million rows; without `deleted_at IS NULL` that index is out and the question is only whether
    // the trigram indexes serve the two LIKEs.
    const plan = await planOf(
      `SELECT id FROM users WHERE (email LIKE $1 OR lower(fname || ' ' || lname) LIKE $2)`,
      ['pagey%', '%pagey%'],
    );
    expect(plan).toContain('users_email_trgm');
    expect(plan).toContain('users_name_trgm');
  });
});
