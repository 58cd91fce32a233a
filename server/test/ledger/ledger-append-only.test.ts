import { startTestApp, TestApp } from '../support/test-app';
import { ledgerOf, newMember, transferCommand } from './ledger-fixtures';

jest.setTimeout(30_000);

describe('ledger tables are append-only in the database itself', () => {
  let t: TestApp;
  let memberId: string;
  beforeAll(async () => {
    t = await startTestApp();
    memberId = (await newMember(t)).id;
    await ledgerOf(t).transfer(transferCommand(memberId, { units: 2 }));
  });
  afterAll(() => t.close());

  it.each([
    ['UPDATE ledger_transfers SET units = units + 1', 'ledger_transfers'],
    [`UPDATE ledger_transfers SET narration = 'edited'`, 'ledger_transfers'],
    ['DELETE FROM ledger_transfers', 'ledger_transfers'],
    ['TRUNCATE ledger_transfers CASCADE', 'ledger_transfers'],
    ['UPDATE ledger_postings SET units = 0', 'ledger_postings'],
    ['DELETE FROM ledger_postings', 'ledger_postings'],
    ['TRUNCATE ledger_postings', 'ledger_postings'],
  ])('refuses %s: the app role has no privilege, the owner meets the trigger', async (sql, table) => {
    const [before] = await t.dataSource.query(
      `SELECT count(*)::int AS n, sum(units)::int AS s FROM ${table}`,
    );
    await expect(t.dataSource.query(sql)).rejects.toThrow(`permission denied for table ${table}`);
    await expect(t.asOwner((owner) => owner(sql))).rejects.toThrow(`${table} is append-only`);
    const [after] = await t.dataSource.query(`SELECT count(*)::int AS n, sum(units)::int AS s FROM ${table}`);
    expect(after).toEqual(before);
    expect(before.n).toBeGreaterThan(0);
  });

  it('refuses a negative balance on a member account (CHECK), loyalty or paid', async () => {
    await ledgerOf(t).adjustLoyalty({
      memberId,
      units: 1,
      narration: 'one',
      actorId: null,
      idempotencyKey: 'ao-1',
    });
    for (const kind of ['member_loyalty', 'member_paid']) {
      await expect(
        t.dataSource.query(
          `UPDATE ledger_balances SET units = -1 WHERE account_id = (SELECT id FROM ledger_accounts WHERE owner_id = $1 AND kind = $2)`,
          [memberId, kind],
        ),
      ).rejects.toThrow(/check constraint/);
    }
    expect(await ledgerOf(t).balance(memberId)).toMatchObject({ paidUnits: 2, loyaltyUnits: 1 });
  });

  it('refuses a transfer of zero units or from an account to itself (CHECK)', async () => {
    const [row] = await t.dataSource.query(`SELECT * FROM ledger_transfers LIMIT 1`);
    await expect(
      t.dataSource.query(
        `INSERT INTO ledger_transfers (type, idempotency_key, debit_account_id, credit_account_id, units, unit_value_cents, kind)
         VALUES ('transfer', 'zero', $1, $2, 0, 0, 'manual')`,
        [row.debit_account_id, row.credit_account_id],
      ),
    ).rejects.toThrow(/check constraint/);
    await expect(
      t.dataSource.query(
        `INSERT INTO ledger_transfers (type, idempotency_key, debit_account_id, credit_account_id, units, unit_value_cents, kind)
         VALUES ('transfer', 'self', $1, $1, 1, 0, 'manual')`,
        [row.debit_account_id],
      ),
    ).rejects.toThrow(/check constraint/);
  });
});
