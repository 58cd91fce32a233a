import { adminClient, ledgerOf, memberClient, transferCommand, type Member } from '../ledger/ledger-fixtures';
import { newMember, referredMember } from '../network/network-fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import type { Client } from '../support/client';
import { eventually } from '../seasons/season-fixtures';
import { lockSeason } from './pools-fixtures';

jest.setTimeout(180_000);

type Row = {
  user: { id: string; fullName: string; email: string };
  balance: number;
  shareCents: number | null;
};

describe('pools: frozen at the lock, split to the cent, over HTTP', () => {
  let t: TestApp;
  let admin: Client;
  let top: Member;
  let mid: Member;
  let leaf: Member;
  let season: number;

  const pool = async (no: number, name: 'lenders' | 'builders', extra = '') => {
    await t.drainEvents();
    const reply = await admin.get(`/api/admin/pool/seasons/${no}?pool=${name}&perPage=100${extra}`);
    expect(reply.status).toBe(200);
    return reply.body.data;
  };
  const balances = (rows: Row[]) => Object.fromEntries(rows.map((r) => [r.user.id, r.balance]));

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_FACTOR: '50' });
    admin = await adminClient(t);
    // top -> mid -> leaf
    top = await newMember(t);
    mid = await referredMember(t, top);
    leaf = await referredMember(t, mid);
    const ledger = ledgerOf(t);
    await ledger.transfer(transferCommand(top.id, { units: 1 }));
    await ledger.transfer(transferCommand(mid.id, { units: 2 }));
    await ledger.transfer(transferCommand(leaf.id, { units: 4 }));
    await t.drainEvents();
    season = await lockSeason(t);
  });
  afterAll(() => t.close());

  it('freezes the lenders (own units) and builders (whole downline) balances at the lock', async () => {
    const lenders = await pool(season, 'lenders');
    expect(lenders.frozen).toBe(true);
    expect(balances(lenders.rows.data)).toEqual({ [top.id]: 1, [mid.id]: 2, [leaf.id]: 4 });
    expect(lenders.rows.data.map((r: Row) => r.user.id)).toEqual([leaf.id, mid.id, top.id]);
    expect(lenders.totals).toEqual({ balance: 7, poolCents: null, distributedCents: null, members: 3 });
    const builders = await pool(season, 'builders');
    expect(balances(builders.rows.data)).toEqual({ [top.id]: 6, [mid.id]: 4 });
    expect(builders.rows.data[0]).toMatchObject({
      user: { id: top.id, email: top.email },
      balance: 6,
      rewardPerUnitCents: null,
      shareCents: null,
    });
  });

  it('keeps a locked season frozen through a later tree move and reversal', async () => {
    const [leafTransfer] = await t.dataSource.query(`SELECT id FROM ledger_transfers WHERE member_id = $1`, [
      leaf.id,
    ]);
    const moved = await admin.post('/api/user/assign-parent', { id: leaf.id, parent: top.id });
    expect(moved.status).toBe(200);
    await ledgerOf(t).reverse(leafTransfer.id, null);
    await ledgerOf(t).transfer(transferCommand(mid.id, { units: 10 }));
    expect(balances((await pool(season, 'builders')).rows.data)).toEqual({ [top.id]: 6, [mid.id]: 4 });
    // The current season has the tree now: leaf (-4) under top, mid (+10) under top.
    const current = await pool(season + 1, 'builders');
    expect(current.frozen).toBe(false);
    expect(balances(current.rows.data)).toEqual({ [top.id]: 6 });
    expect(balances((await pool(season + 1, 'lenders')).rows.data)).toEqual({ [mid.id]: 10 });
  });

  it('computes the current season at most once a minute', async () => {
    const first = await pool(season + 1, 'lenders');
    await ledgerOf(t).transfer(transferCommand(top.id, { units: 1 }));
    const second = await pool(season + 1, 'lenders');
    expect(second.computedAt).toBe(first.computedAt);
    expect(balances(second.rows.data)).toEqual({ [mid.id]: 10 });
  });

  it('serves a current table older than a minute as it is and computes it again behind the reader', async () => {
    await t.drainEvents();
    // Computed just now, whatever time the tests before took: reading it now computes nothing.
    await t.dataSource.query(`UPDATE season_pool_tables SET computed_at = now() WHERE season_no = $1`, [
      season + 1,
    ]);
    const before = await pool(season + 1, 'lenders');
    await t.dataSource.query(
      `UPDATE season_pool_tables SET computed_at = computed_at - interval '2 minutes' WHERE season_no = $1`,
      [season + 1],
    );
    const stale = await pool(season + 1, 'lenders');
    expect(balances(stale.rows.data)).toEqual(balances(before.rows.data));
    const fresh = await eventually(
      () => pool(season + 1, 'lenders'),
      (p) => new Date(p.computedAt).getTime() > new Date(stale.computedAt).getTime(),
    );
    expect(balances(fresh.rows.data)).toEqual({ [mid.id]: 10, [top.id]: 1 });
  });

  it('splits a payout: Lenders take the odd cent, each pool adds up exactly, again when it changes', async () => {
    for (const [amount, cents] of [
      ['100.01', 10_001],
      ['0.07', 7],
    ] as const) {
      const saved = await admin.post('/api/admin/pool/payout', { season, amount });
      expect(saved.status).toBe(200);
      expect(saved.body).toEqual({ message: 'Payout saved.' });
      const lenders = await pool(season, 'lenders');
      const builders = await pool(season, 'builders');
      expect(lenders.season.payoutCents).toBe(cents);
      expect(lenders.totals.poolCents).toBe(Math.ceil(cents / 2));
      expect(builders.totals.poolCents).toBe(Math.floor(cents / 2));
      const sum = (rows: Row[]) => rows.reduce((s, r) => s + (r.shareCents ?? 0), 0);
      expect(sum(lenders.rows.data)).toBe(Math.ceil(cents / 2));
      expect(sum(builders.rows.data)).toBe(Math.floor(cents / 2));
      expect(lenders.totals.distributedCents).toBe(Math.ceil(cents / 2));
      expect(lenders.rows.data[0].rewardPerUnitCents).toBeCloseTo(Math.ceil(cents / 2) / 7);
    }
    // 0.07: lenders 4 cents over 4:2:1 -> 2.29, 1.14, 0.57: floors 2,1,0, one cent to the largest remainder (0.57).
    const lenders = await pool(season, 'lenders');
    expect(Object.fromEntries(lenders.rows.data.map((r: Row) => [r.user.id, r.shareCents]))).toEqual({
      [leaf.id]: 2,
      [mid.id]: 1,
      [top.id]: 1,
    });
  });

  it('says so when a pool has no balance: nothing is distributed', async () => {
    const saved = await admin.post('/api/admin/pool/payout', { season: season + 1, amount: '10' });
    expect(saved.status).toBe(200);
    await lockSeason(t); // season+1 locked with the current tree: builders top 6
    const empty = await lockSeason(t); // season+2: no units at all
    await admin.post('/api/admin/pool/payout', { season: empty, amount: '5.01' });
    const lenders = await pool(empty, 'lenders');
    expect(lenders.totals).toEqual({ balance: 0, poolCents: 251, distributedCents: 0, members: 0 });
    expect(lenders.rows.data).toEqual([]);
  });

  it('exports a pool as CSV with a total row', async () => {
    const reply = await admin.get(`/api/admin/pool/seasons/${season}/export?pool=lenders`);
    expect(reply.status).toBe(200);
    expect(String(reply.headers['content-type'])).toContain('text/csv');
    const lines = reply.raw.toString('utf8').trim().split('\r\n');
    expect(lines[0]).toBe('"user","email","balance","reward","total"');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain(`"${leaf.email}","4","0.01","0.02"`);
    expect(lines[4]).toBe('"Total","","7","0.01","0.04"');
  });

  it('answers the name maps of the spec, non-zero numbers only', async () => {
    await t.drainEvents();
    const users = await admin.get(`/api/admin/pool/get-all-users-tree?season=${season}`);
    expect(users.status).toBe(200);
    expect(Object.values(users.body.data).sort()).toEqual([1, 2, 4]);
    const builders = await admin.get(`/api/admin/pool/get-all-builders-tree?season=${season}`);
    expect(Object.values(builders.body.data).sort()).toEqual([4, 6]);
    const current = await admin.get('/api/admin/pool/get-all-lenders-tree');
    expect(current.status).toBe(200);
  });

  it('gives a member their seasons and pool shares, and units per season to admins', async () => {
    await t.drainEvents();
    const me = await memberClient(t, mid);
    const seasons = await me.get('/api/user/my-seasons');
    expect(seasons.status).toBe(200);
    expect(seasons.body.data[0]).toMatchObject({ id: season, season_id: season, units: 2 });
    expect(seasons.body.data.at(-1)).toMatchObject({ id: null, lockDate: null });
    const pools = await me.get('/api/user/my-pools');
    expect(pools.status).toBe(200);
    const past = pools.body.data.past.find((p: { season: { no: number } }) => p.season.no === season);
    expect(past).toMatchObject({
      lenders: { balance: 2, total: 7, shareCents: 1 },
      builders: { balance: 4, total: 10 },
      payoutCents: 7,
    });
    const report = await admin.get(
      `/api/admin/season/units-season-vise?search=${encodeURIComponent(mid.email)}`,
    );
    expect(report.status).toBe(200);
    const row = report.body.data.users.data[0];
    expect(row).toMatchObject({ id: mid.id, email: mid.email, totalUnits: 12 });
    expect(row.seasonUnits[String(season)]).toBe(2);
    expect(report.body.data.totalSeasons).toBe(report.body.data.seasons.length);
    expect(report.body.data.seasonViseUnits[String(season)]).toBe(7);
    expect(report.body.data.totalUsers).toBe(3);
    expect(report.body.data.users).toMatchObject({ current_page: 1, per_page: 10, total: 1 });
  });

  it('pages the members newest first by their join numbers, the staff left out', async () => {
    const page = (n: number) => admin.get(`/api/admin/season/units-season-vise?page=${n}&perPage=10`);
    await t.drainEvents();
    const first = await page(1);
    expect(first.status).toBe(200);
    expect(first.body.data.users.data.map((r: { id: string }) => r.id)).toEqual([leaf.id, mid.id, top.id]);
    expect(first.body.data.users).toMatchObject({ total: 3, last_page: 1, next_page_url: null });
    const rows = first.body.data.users.data as Array<{ totalUnits: number }>;
    expect(rows.reduce((sum, r) => sum + r.totalUnits, 0)).toBe(first.body.data.totalUnits);
    const beyond = await page(2);
    expect(beyond.body.data.users.data).toEqual([]);
    expect(beyond.body.data.users.total).toBe(3);
  });

  it('refuses members on admin calls and bad input with 4xx', async () => {
    const member = await memberClient(t, leaf);
    for (const path of [
      '/api/admin/season/units-season-vise',
      `/api/admin/pool/seasons/${season}?pool=lenders`,
      `/api/admin/pool/seasons/${season}/export?pool=lenders`,
      '/api/admin/pool/get-all-users-tree',
    ])
      expect((await member.get(path)).status).toBe(403);
    expect((await member.post('/api/admin/pool/payout', { season, amount: '1' })).status).toBe(403);

    const bad = async (reply: Promise<{ status: number; body: any }>, status: number) => {
      const r = await reply;
      expect(r.status).toBe(status);
      return r.body;
    };
    expect(
      (await bad(admin.post('/api/admin/pool/payout', { season, amount: '1.234' }), 422)).message,
    ).toEqual({
      amount: ['The amount must be a positive number of dollars with at most two decimals.'],
    });
    await bad(admin.post('/api/admin/pool/payout', { season, amount: '0' }), 422);
    await bad(admin.post('/api/admin/pool/payout', { season, amount: -5 }), 422);
    await bad(admin.post('/api/admin/pool/payout', { season }), 422);
    await bad(admin.post('/api/admin/pool/payout', { season: 'x', amount: '1' }), 422);
    expect(await bad(admin.post('/api/admin/pool/payout', { season: 999, amount: '1' }), 404)).toMatchObject({
      code: 'SEASON.NOT_FOUND',
    });
    expect(await bad(admin.get('/api/admin/pool/seasons/999?pool=lenders'), 404)).toMatchObject({
      code: 'SEASON.NOT_FOUND',
    });
    await bad(admin.get(`/api/admin/pool/seasons/${season}?pool=others`), 422);
    await bad(admin.get(`/api/admin/pool/seasons/${season}`), 422);
    await bad(admin.get('/api/admin/pool/seasons/abc?pool=lenders'), 422);
    await bad(admin.get('/api/admin/season/units-season-vise?perPage=7'), 422);
    await bad(admin.get('/api/admin/pool/get-all-users-tree?season=0'), 422);
  });
});
