import { ProjectionRebuilder } from '../../src/platform';
import { key } from '../receipts/payments-fixtures';
import { adminClient, ledgerOf, newMember, transferCommand } from '../ledger/ledger-fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import type { Client } from '../support/client';
import { lockSeason, seasonTables, unitsBySeason } from './pools-fixtures';

jest.setTimeout(180_000);

describe('season units: the boundary of a lock, the balance, the rebuild', () => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_FACTOR: '50' });
    admin = await adminClient(t);
  });
  afterAll(() => t.close());

  it('counts a unit event committed before the lock in the locked season, one after it in the next', async () => {
    const m = await newMember(t);
    const ledger = ledgerOf(t);
    const before = await ledger.transfer(transferCommand(m.id, { units: 3 }));
    const locked = await lockSeason(t);
    await ledger.transfer(transferCommand(m.id, { units: 5 }));
    // A reversal after the lock of a transfer before it counts where it happens: the new season.
    await ledger.reverse(before.transfer.id, null);
    await t.drainEvents();

    expect(await unitsBySeason(t, m.id)).toEqual({ [locked]: 3, [locked + 1]: 2 });
    const balance = await ledger.balance(m.id);
    const seasons = Object.values(await unitsBySeason(t, m.id)).reduce((a, b) => a + b, 0);
    expect(seasons).toBe(balance.paidUnits + balance.loyaltyUnits);
  });

  it('sums free units and their reversals with the paid ones, as the balance does', async () => {
    const m = await newMember(t);
    const ok = async (reply: Promise<{ status: number }>) => expect((await reply).status).toBe(200);
    await ok(admin.post('/api/user/add-loyalty-units', { id: m.id, units: 7 }, key()));
    await ok(admin.post('/api/user/add-loyalty-units', { id: m.id, units: -2 }, key()));
    await ledgerOf(t).transfer(transferCommand(m.id, { units: 4 }));
    await lockSeason(t);
    const [deduction] = await t.dataSource.query(
      `SELECT id FROM ledger_transfers WHERE member_id = $1 AND kind = 'loyalty-deduction'`,
      [m.id],
    );
    await ok(admin.post('/api/admin/transactions/delete', { id: deduction.id }, key()));
    await t.drainEvents();

    const units = await unitsBySeason(t, m.id);
    const seasons = Object.keys(units)
      .map(Number)
      .sort((a, b) => a - b);
    expect(Object.values(units)).toEqual([9, 2]);
    expect(seasons[1]).toBe(seasons[0] + 1);
    const balance = await ledgerOf(t).balance(m.id);
    expect(units[seasons[0]] + units[seasons[1]]).toBe(balance.paidUnits + balance.loyaltyUnits);
  });

  it('gives every member season units that add up to their ledger balance, and the totals to the sum', async () => {
    await t.drainEvents();
    const rows: Array<{ member_id: string; units: number }> = await t.dataSource.query(
      `SELECT member_id, sum(units)::int AS units FROM season_member_units GROUP BY member_id`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      const b = await ledgerOf(t).balance(r.member_id);
      expect(r.units).toBe(b.paidUnits + b.loyaltyUnits);
    }
    const [{ perMember }] = await t.dataSource.query(
      `SELECT sum(units)::int AS "perMember" FROM season_member_units`,
    );
    const [{ totals }] = await t.dataSource.query(`SELECT sum(units)::int AS totals FROM season_unit_totals`);
    expect(totals).toBe(perMember);
  });

  it('rebuilds to the same tables, frozen pools included', async () => {
    await t.drainEvents();
    const live = await seasonTables(t);
    expect(live.frozen.length).toBeGreaterThanOrEqual(2);
    await t.app.get(ProjectionRebuilder).rebuild('seasons.season-units');
    expect(await seasonTables(t)).toEqual(live);
  });
});
