import { randomUUID } from 'node:crypto';
import { TIER_PAGE_SIZE } from '@app/libs';
import { ReferralNetwork } from '../../src/modules/referral-network';
import type { Client } from '../support/client';
import { expectClientError } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { ledgerOf, transferCommand } from '../ledger/ledger-fixtures';
import { adminClient, type Member, memberClient, newMember, referredMember } from './network-fixtures';

jest.setTimeout(120_000);

/**
 * alice
 * ├── bob ── dan
 * └── carol
 * erin (top-level)
 */
describe('referral network HTTP API', () => {
  let t: TestApp;
  let admin: Client;
  let alice: Member, bob: Member, carol: Member, dan: Member, erin: Member;
  let aliceClient: Client, bobClient: Client;

  beforeAll(async () => {
    t = await startTestApp();
    alice = await newMember(t, { fname: 'Alice', lname: 'Root' });
    bob = await referredMember(t, alice, { fname: 'Bob', lname: 'Branch' });
    carol = await referredMember(t, alice, { fname: 'Carol', lname: 'Leaf' });
    dan = await referredMember(t, bob, { fname: 'Dan', lname: 'Deep' });
    erin = await newMember(t, { fname: 'Erin', lname: 'Alone' });
    await ledgerOf(t).transfer(transferCommand(bob.id, { units: 3 }));
    await ledgerOf(t).transfer(transferCommand(dan.id, { units: 5 }));
    await ledgerOf(t).adjustLoyalty({
      memberId: dan.id,
      units: 2,
      narration: 'free',
      actorId: null,
      idempotencyKey: `test:${randomUUID()}`,
    });
    await t.drainEvents();
    admin = await adminClient(t);
    aliceClient = await memberClient(t, alice);
    bobClient = await memberClient(t, bob);
  });
  afterAll(() => t.close());

  describe('GET user/get-user-tiers', () => {
    it('gives the deepest tier, the downline and its units (paid + loyalty)', async () => {
      const reply = await aliceClient.get('/api/user/get-user-tiers');
      expect(reply.status).toBe(200);
      expect(reply.body.data).toEqual({ max: 2, total: 3, total_units: 3 + 5 + 2 });
      const bobs = await bobClient.get('/api/user/get-user-tiers');
      expect(bobs.body.data).toEqual({ max: 1, total: 1, total_units: 7 });
    });

    it('gives zeros to a member without referrals, and refuses a visitor and an admin', async () => {
      const erinClient = await memberClient(t, erin);
      expect((await erinClient.get('/api/user/get-user-tiers')).body.data).toEqual({
        max: 0,
        total: 0,
        total_units: 0,
      });
      expectClientError(await t.client().get('/api/user/get-user-tiers'), 401);
      expectClientError(await admin.get('/api/user/get-user-tiers'), 403);
    });
  });

  describe('POST user/fetch-users-tier-level', () => {
    it('lists a tier with names, units and the tier totals', async () => {
      const reply = await aliceClient.post('/api/user/fetch-users-tier-level', { index: 1 });
      expect(reply.status).toBe(200);
      const page = reply.body.data;
      expect(page).toMatchObject({ total: 2, total_units: 3, page: 1, per_page: TIER_PAGE_SIZE });
      expect(page.data.map((m: { fullName: string }) => m.fullName)).toEqual(['Bob Branch', 'Carol Leaf']);
      expect(page.data[0]).toEqual({
        id: bob.id,
        fullName: 'Bob Branch',
        profile: null,
        b_units: 3,
        created_at: expect.any(String),
      });
      const tier2 = (await aliceClient.post('/api/user/fetch-users-tier-level', { index: 2 })).body.data;
      expect(tier2).toMatchObject({ total: 1, total_units: 7, data: [{ id: dan.id, b_units: 7 }] });
      const tier3 = (await aliceClient.post('/api/user/fetch-users-tier-level', { index: 3 })).body.data;
      expect(tier3).toMatchObject({ total: 0, total_units: 0, data: [] });
    });

    it('filters by the join date, both days inclusive', async () => {
      const today = new Date().toISOString().slice(0, 10);
      const inRange = await aliceClient.post('/api/user/fetch-users-tier-level', {
        index: 1,
        start: today,
        end: today,
      });
      expect(inRange.body.data).toMatchObject({ total: 2, total_units: 3 });
      const before = await aliceClient.post('/api/user/fetch-users-tier-level', {
        index: 1,
        start: '2000-01-01',
        end: '2000-12-31',
      });
      expect(before.body.data).toMatchObject({ total: 0, total_units: 0, data: [] });
    });

    it('pages the tier', async () => {
      const second = await aliceClient.post('/api/user/fetch-users-tier-level', {
        index: 1,
        page: 2,
        per_page: 1,
      });
      expect(second.body.data).toMatchObject({ total: 2, page: 2, per_page: 1, data: [{ id: carol.id }] });
    });

    it.each([
      [{ index: 0 }, 'index', 'Tier must be at least 1'],
      [{ index: 'x' }, 'index', 'not a number'],
      [{}, 'index', 'missing'],
      [{ index: 1, end: '2024-01-01' }, 'start', 'Please select start date'],
      [{ index: 1, start: '2024-01-01' }, 'end', 'Please select end date'],
      [{ index: 1, start: '2024-02-30', end: '2024-03-01' }, 'start', 'not a date'],
      [{ index: 1, start: '2024-03-02', end: '2024-03-01' }, 'start', 'start after end'],
      [{ index: 1, per_page: TIER_PAGE_SIZE + 1 }, 'per_page', 'page too large'],
    ])('refuses %p on %s (%s)', async (body: Record<string, unknown>, field: string, _why: string) => {
      const reply = await aliceClient.post('/api/user/fetch-users-tier-level', body);
      expectClientError(reply, 422, 'VALIDATION_FAILED');
      expect(Object.keys(reply.body.message)).toEqual([field]);
    });

    it('uses the spec’s date filter messages', async () => {
      const start = await aliceClient.post('/api/user/fetch-users-tier-level', {
        index: 1,
        end: '2024-01-01',
      });
      expect(start.body.message.start).toEqual(['Please select start date']);
      const end = await aliceClient.post('/api/user/fetch-users-tier-level', {
        index: 1,
        start: '2024-01-01',
      });
      expect(end.body.message.end).toEqual(['Please select end date']);
    });

    it('refuses admins and visitors', async () => {
      expectClientError(await admin.post('/api/user/fetch-users-tier-level', { index: 1 }), 403);
      expectClientError(await t.client().post('/api/user/fetch-users-tier-level', { index: 1 }), 401);
    });
  });

  describe('GET user/get-user-tree', () => {
    it('gives the caller’s referrals one level at a time', async () => {
      const top = await aliceClient.get('/api/user/get-user-tree');
      expect(top.status).toBe(200);
      expect(top.body.data).toEqual({
        referrals: [
          {
            id: bob.id,
            fullName: 'Bob Branch',
            profile: null,
            balance_units: 3,
            children_count: 1,
            referrals: [],
          },
          {
            id: carol.id,
            fullName: 'Carol Leaf',
            profile: null,
            balance_units: 0,
            children_count: 0,
            referrals: [],
          },
        ],
        total: 2,
        page: 1,
        per_page: 50,
      });
      const below = await aliceClient.get(`/api/user/get-user-tree?parent=${bob.id}`);
      expect(below.body.data).toMatchObject({ total: 1, referrals: [{ id: dan.id, balance_units: 7 }] });
      const empty = await aliceClient.get(`/api/user/get-user-tree?parent=${bob.id}&page=2`);
      expect(empty.body.data).toMatchObject({ total: 1, page: 2, referrals: [] });
    });

    it('answers 404 for a member outside the caller’s downline', async () => {
      expectClientError(
        await bobClient.get(`/api/user/get-user-tree?parent=${carol.id}`),
        404,
        'NETWORK.NOT_IN_NETWORK',
      );
      expectClientError(
        await bobClient.get(`/api/user/get-user-tree?parent=${alice.id}`),
        404,
        'NETWORK.NOT_IN_NETWORK',
      );
      expectClientError(await bobClient.get(`/api/user/get-user-tree?parent=${randomUUID()}`), 404);
    });

    it('refuses bad input, visitors and admins', async () => {
      expectClientError(await aliceClient.get('/api/user/get-user-tree?parent=nope'), 422);
      expectClientError(await aliceClient.get('/api/user/get-user-tree?page=0'), 422);
      expectClientError(await t.client().get('/api/user/get-user-tree'), 401);
      expectClientError(await admin.get('/api/user/get-user-tree'), 403);
    });
  });

  describe('GET user/network/search', () => {
    it('finds members of the downline by name or email, with the path to them', async () => {
      const byName = await aliceClient.get('/api/user/network/search?q=deep');
      expect(byName.status).toBe(200);
      expect(byName.body.data).toEqual([
        { id: dan.id, fullName: 'Dan Deep', email: dan.email, profile: null, path: [bob.id], tier: 2 },
      ]);
      const byEmail = await aliceClient.get(`/api/user/network/search?q=${encodeURIComponent(carol.email)}`);
      expect(byEmail.body.data).toEqual([expect.objectContaining({ id: carol.id, path: [], tier: 1 })]);
    });

    it('never shows members outside the downline', async () => {
      expect((await bobClient.get('/api/user/network/search?q=leaf')).body.data).toEqual([]);
      expect((await bobClient.get('/api/user/network/search?q=alice')).body.data).toEqual([]);
      expect((await aliceClient.get('/api/user/network/search?q=alone')).body.data).toEqual([]);
      expect((await aliceClient.get('/api/user/network/search?q=')).body.data).toEqual([]);
    });

    it('refuses a too long text, visitors and admins', async () => {
      expectClientError(await aliceClient.get(`/api/user/network/search?q=${'a'.repeat(101)}`), 422);
      expectClientError(await t.client().get('/api/user/network/search?q=a'), 401);
      expectClientError(await admin.get('/api/user/network/search?q=a'), 403);
    });
  });

  describe('GET admin/user/network/:id', () => {
    it('gives the parent, the referrals and the downline figures', async () => {
      const reply = await admin.get(`/api/admin/user/network/${bob.id}`);
      expect(reply.status).toBe(200);
      expect(reply.body.data).toEqual({
        parent: { id: alice.id, fullName: 'Alice Root', email: alice.email },
        children_count: 1,
        tiers: { max: 1, total: 1, total_units: 7 },
      });
      const top = await admin.get(`/api/admin/user/network/${erin.id}`);
      expect(top.body.data).toEqual({
        parent: null,
        children_count: 0,
        tiers: { max: 0, total: 0, total_units: 0 },
      });
    });

    it('answers 404 for an unknown user, 400 for a bad id, 403 to members', async () => {
      expectClientError(
        await admin.get(`/api/admin/user/network/${randomUUID()}`),
        404,
        'NETWORK.MEMBER_NOT_FOUND',
      );
      expectClientError(await admin.get('/api/admin/user/network/nope'), 400);
      expectClientError(await aliceClient.get(`/api/admin/user/network/${bob.id}`), 403);
    });
  });

  describe('GET admin/user/get-user-tree', () => {
    it('gives any user’s tree level by level', async () => {
      const top = await admin.get(`/api/admin/user/get-user-tree?id=${alice.id}`);
      expect(top.status).toBe(200);
      expect(top.body.data.referrals.map((n: { id: string }) => n.id)).toEqual([bob.id, carol.id]);
      const below = await admin.get(`/api/admin/user/get-user-tree?id=${alice.id}&parent=${bob.id}`);
      expect(below.body.data.referrals.map((n: { id: string }) => n.id)).toEqual([dan.id]);
    });

    it('refuses a node outside the user’s tree, an unknown user, bad input and members', async () => {
      expectClientError(
        await admin.get(`/api/admin/user/get-user-tree?id=${bob.id}&parent=${carol.id}`),
        404,
      );
      expectClientError(
        await admin.get(`/api/admin/user/get-user-tree?id=${randomUUID()}`),
        404,
        'NETWORK.MEMBER_NOT_FOUND',
      );
      expectClientError(await admin.get('/api/admin/user/get-user-tree'), 422);
      expectClientError(await aliceClient.get(`/api/admin/user/get-user-tree?id=${alice.id}`), 403);
    });
  });

  describe('POST user/fetch-all/exclusive-of-my-network', () => {
    it('lists members outside the downline, not the member itself', async () => {
      const reply = await admin.post('/api/user/fetch-all/exclusive-of-my-network', { id: bob.id });
      expect(reply.status).toBe(200);
      const ids = reply.body.data.data.map((c: { id: string }) => c.id).sort();
      expect(ids).toEqual([alice.id, carol.id, erin.id].sort());
      expect(reply.body.data).toMatchObject({ total: 3, page: 1 });
    });

    it('searches and pages', async () => {
      const found = await admin.post('/api/user/fetch-all/exclusive-of-my-network', {
        id: bob.id,
        search: 'ALONE',
      });
      expect(found.body.data).toMatchObject({
        total: 1,
        data: [{ id: erin.id, fullName: 'Erin Alone', email: erin.email }],
      });
      const paged = await admin.post('/api/user/fetch-all/exclusive-of-my-network', {
        id: bob.id,
        page: 2,
        per_page: 2,
      });
      expect(paged.body.data).toMatchObject({ total: 3, page: 2, per_page: 2 });
      expect(paged.body.data.data).toHaveLength(1);
    });

    it('refuses bad input, an unknown user and members', async () => {
      expectClientError(await admin.post('/api/user/fetch-all/exclusive-of-my-network', { id: 'x' }), 422);
      expectClientError(
        await admin.post('/api/user/fetch-all/exclusive-of-my-network', { id: bob.id, per_page: 1000 }),
        422,
      );
      expectClientError(
        await admin.post('/api/user/fetch-all/exclusive-of-my-network', { id: randomUUID() }),
        404,
        'NETWORK.MEMBER_NOT_FOUND',
      );
      expectClientError(
        await aliceClient.post('/api/user/fetch-all/exclusive-of-my-network', { id: bob.id }),
        403,
      );
    });
  });

  describe('the ReferralNetwork facade', () => {
    it('answers downline membership, parents and top leaders', async () => {
      const network = t.app.get(ReferralNetwork);
      expect(await network.isInDownline(alice.id, dan.id)).toBe(true);
      expect(await network.isInDownline(dan.id, alice.id)).toBe(false);
      expect(await network.isInDownline(alice.id, alice.id)).toBe(false);
      expect(await network.isInDownline(alice.id, erin.id)).toBe(false);
      expect(await network.parentOf(dan.id)).toEqual({
        id: bob.id,
        fullName: 'Bob Branch',
        email: bob.email,
      });
      expect(await network.parentOf(alice.id)).toBeNull();
      expect(await network.parentOf('nope')).toBeNull();
      const leaders = await network.topLeaders(10);
      expect(leaders.map((l) => [l.id, l.referrals_count])).toEqual([
        [alice.id, 2],
        [bob.id, 1],
      ]);
      expect(leaders[0]).toMatchObject({ fullName: 'Alice Root', email: alice.email, profile: null });
    });
  });
});
