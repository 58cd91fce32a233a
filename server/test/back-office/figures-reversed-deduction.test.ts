import { ProjectionRebuilder } from '../../src/platform';
import type { Client } from '../support/client';
import { startTestApp, type TestApp } from '../support/test-app';
import { adminClient, ledgerOf, newMember } from '../ledger/ledger-fixtures';
import { key } from '../receipts/payments-fixtures';

jest.setTimeout(180_000);

/** The dashboard's units of the last 90 days, summed: today's moves are all there is here. */
const unitsOf = (data: { units: Array<{ value: number }> }) =>
  data.units.reduce((sum, d) => sum + d.value, 0);

describe("back-office figures: a reversed free-units deduction gives the units back, as the ledger's balance does", () => {
  let t: TestApp;
  let admin: Client;
  const ok = async (reply: Promise<{ status: number; body: unknown }>) =>
    expect((await reply).status).toBe(200);

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_FACTOR: '50' });
    admin = await adminClient(t);
  });
  afterAll(() => t.close());

  it('counts the reversal of a deduction as units given back, live and after a rebuild', async () => {
    const m = await newMember(t);
    await ok(admin.post('/api/user/add-loyalty-units', { id: m.id, units: 5 }, key()));
    await ok(admin.post('/api/user/add-loyalty-units', { id: m.id, units: -2 }, key()));
    const [deduction] = await t.dataSource.query(
      `SELECT id FROM ledger_transfers WHERE member_id = $1 AND kind = 'loyalty-deduction'`,
      [m.id],
    );
    await ok(admin.post('/api/admin/transactions/delete', { id: deduction.id }, key()));

    const balance = await ledgerOf(t).balance(m.id);
    expect(balance).toMatchObject({ paidUnits: 0, loyaltyUnits: 5 });
    const dashboardUnits = async () => {
      await t.drainEvents();
      const reply = await admin.get('/api/admin/dashboard-data');
      expect(reply.status).toBe(200);
      return unitsOf(reply.body.data);
    };
    expect(await dashboardUnits()).toBe(balance.paidUnits + balance.loyaltyUnits);
    await t.app.get(ProjectionRebuilder).rebuild('back-office.figures');
    expect(await dashboardUnits()).toBe(balance.paidUnits + balance.loyaltyUnits);
  });
});
