import { randomUUID } from 'node:crypto';
import { Role } from '@app/libs';
import { ProjectionRebuilder } from '../../src/platform';
import type { Client } from '../support/client';
import { expectClientError } from '../support/fixtures';
import { uniqueEmail } from '../support/journeys';
import { startTestApp, type TestApp } from '../support/test-app';
import { adminClient, ledgerOf, memberClient, newMember, transferCommand } from '../ledger/ledger-fixtures';
import { referredMember } from '../network/network-fixtures';
import { key, receiptForm, upload } from '../receipts/payments-fixtures';
import { staffMember } from './back-office-fixtures';

jest.setTimeout(180_000);

const today = () => new Date().toISOString().slice(0, 10);

describe('back-office: GET admin/dashboard-data', () => {
  let t: TestApp;
  let root: Client;
  const dashboard = async () => {
    await t.drainEvents();
    const reply = await root.get('/api/admin/dashboard-data');
    expect(reply.status).toBe(200);
    return reply.body.data;
  };

  /** The same figures straight from the tables: what the read models must agree with. */
  const recomputed = async () => {
    const [row] = await t.dataSource.query(
      `SELECT count(*)::int AS members,
              count(*) FILTER (WHERE mp.payment_status = 'Yes')::int AS paid
         FROM users u LEFT JOIN member_payments mp ON mp.member_id = u.id
        WHERE u.role = 'User' AND u.deleted_at IS NULL`,
    );
    return { total_users: row.members, total_users_paid: row.paid, total_users_free: row.members - row.paid };
  };

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_FACTOR: '50' });
    root = await adminClient(t);
  });
  afterAll(() => t.close());

  it('starts empty: no customers, no leaders, 90 zero days', async () => {
    const data = await dashboard();
    expect(data).toMatchObject({
      total_users: 0,
      total_users_this_week: 0,
      total_users_paid: 0,
      total_users_free: 0,
      top_leaders: [],
    });
    expect(data.signups).toHaveLength(90);
    expect(data.units).toHaveLength(90);
    expect(data.signups.at(-1)).toEqual({ date: today(), value: 0 });
    expect(data.signups.every((d: { value: number }) => d.value === 0)).toBe(true);
  });

  it('counts customers, paid ones by every way of paying, this week, leaders and units, as the tables do', async () => {
    const leader = await newMember(t);
    const [a, b] = [await referredMember(t, leader), await referredMember(t, leader)];
    // a refers one member: the second leader.
    await referredMember(t, a);
    // Paid by hand, by an approved receipt, and by creation with units.
    expect((await root.post('/api/user/update-payment-status', { id: b.id, status: 'Yes' })).status).toBe(
      200,
    );
    const payer = await newMember(t, { pay_now: 'No', pay_type: 'Wire Transfer', units_purchase_intent: 2 });
    const stored = await upload(await memberClient(t, payer), '/api/user/upload/receipt', receiptForm(1));
    expect(stored.status).toBe(200);
    const approved = await root.post(
      '/api/receipt/approve',
      { id: stored.body.data.id, unit: 2, narration: 'Wire received' },
      key(),
    );
    expect(approved.status).toBe(200);
    const form = receiptForm(1, {
      fname: 'Made',
      lname: 'ByAdmin',
      email: uniqueEmail('dash'),
      country_code: '1',
      phone: '5550001111',
      gender: 'Male',
      address: '1 Road',
      country: 'United States',
      state: 'Ohio',
      city: 'Akron',
      password: 'correct horse battery',
      password_confirmation: 'correct horse battery',
      pay_type: 'Wire',
      unit_purchase_intent: '5',
      narration: 'Cash at the desk',
      send_email: 'No',
    });
    const created = await root.post('/api/create', form.body, {
      ...form.headers,
      'Idempotency-Key': randomUUID(),
    });
    expect(created.status).toBe(200);
    await ledgerOf(t).transfer(transferCommand(leader.id, { units: 3 }));
    // Gone from the figures: a deleted member and a member made staff.
    const gone = await newMember(t);
    await t.drainEvents();
    expect((await root.post('/api/admin/user/delete', { id: gone.id, parent: null })).status).toBe(200);
    await staffMember(t, root, Role.Admin);

    const data = await dashboard();
    expect(data).toMatchObject(await recomputed());
    expect(data).toMatchObject({
      total_users: 6,
      total_users_paid: 3,
      total_users_free: 3,
      total_users_this_week: 6,
    });
    expect(data.signups.at(-1)).toEqual({ date: today(), value: 6 });
    // 2 (receipt) + 5 (creation) + 3 (manual transfer).
    expect(data.units.at(-1)).toEqual({ date: today(), value: 10 });
    expect(data.top_leaders.map((l: { id: string }) => l.id)).toEqual([leader.id, a.id]);
    expect(data.top_leaders[0]).toMatchObject({
      email: leader.email,
      referrals_count: 2,
      fullName: 'Jane Doe',
    });

    // Paid back to Pending counts as unpaid again.
    expect((await root.post('/api/user/update-payment-status', { id: b.id, status: 'No' })).status).toBe(200);
    expect(await dashboard()).toMatchObject({ ...(await recomputed()), total_users_paid: 2 });
  });

  it('is the same after its read models are rebuilt from the log', async () => {
    const before = await dashboard();
    const list = (await root.get('/api/admin/user/fetch-all')).body.data.total;
    await t.app.get(ProjectionRebuilder).rebuild('back-office.figures');
    expect(await dashboard()).toEqual(before);
    expect((await root.get('/api/admin/user/fetch-all')).body.data.total).toBe(list);
  });

  it('is for admins: members 403, no session 401', async () => {
    const admin = await staffMember(t, root, Role.Admin);
    expect((await admin.c.get('/api/admin/dashboard-data')).status).toBe(200);
    expectClientError(
      await (await memberClient(t, await newMember(t))).get('/api/admin/dashboard-data'),
      403,
    );
    expectClientError(await t.client().get('/api/admin/dashboard-data'), 401);
  });
});
