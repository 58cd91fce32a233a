import { ReferralNetwork } from '../../src/modules/referral-network';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  adminClient,
  type Member,
  memberClient,
  newIds,
  newMember,
  publishRegistrations,
} from './network-fixtures';

// 1,000 levels (half a million closure rows) keeps the suite short; `npm run test:long` runs it at
// NETWORK_CHAIN_LEVELS=5000, the depth bench/network-scale.cjs builds and checks too.
const LEVELS = Number(process.env.NETWORK_CHAIN_LEVELS ?? 1000);

jest.setTimeout(1_200_000);

/** One member at the top of a chain LEVELS deep: every figure must still be right (its speed is measured by bench/network-scale.cjs). */
describe(`a chain ${LEVELS} levels deep`, () => {
  let t: TestApp;
  let root: Member;
  let chain: string[];

  beforeAll(async () => {
    t = await startTestApp();
    root = await newMember(t);
    chain = newIds(LEVELS - 1);
    await publishRegistrations(
      t,
      chain.map((id, i) => ({ id, referrerId: i === 0 ? root.id : chain[i - 1] })),
    );
    await t.drainEvents();
  });
  afterAll(() => t.close());

  it('gives the root every tier', async () => {
    const client = await memberClient(t, root);
    const tiers = await client.get('/api/user/get-user-tiers');
    expect(tiers.body.data).toEqual({ max: LEVELS - 1, total: LEVELS - 1, total_units: 0 });
    const deepest = await client.post('/api/user/fetch-users-tier-level', { index: LEVELS - 1 });
    expect(deepest.body.data).toMatchObject({ total: 1, data: [{ id: chain[LEVELS - 2] }] });
    const beyond = await client.post('/api/user/fetch-users-tier-level', { index: LEVELS });
    expect(beyond.body.data).toMatchObject({ total: 0, data: [] });
    const level = await client.get(`/api/user/get-user-tree?parent=${chain[LEVELS - 3]}`);
    expect(level.body.data).toMatchObject({
      total: 1,
      referrals: [{ id: chain[LEVELS - 2], children_count: 0 }],
    });
  });

  it('knows the bottom is in the top’s downline, and refuses to close the chain into a cycle', async () => {
    const network = t.app.get(ReferralNetwork);
    const bottom = chain[LEVELS - 2];
    expect(await network.isInDownline(root.id, bottom)).toBe(true);
    expect(await network.isInDownline(bottom, root.id)).toBe(false);
    const admin = await adminClient(t);
    const reply = await admin.post('/api/user/assign-parent', { id: root.id, parent: bottom });
    expect(reply.status).toBe(422);
    expect(reply.body.message.parent).toEqual([
      'This user is in the network of the selected user, so cannot be the parent tier.',
    ]);
  });

  it('moves the last levels of the chain under the root', async () => {
    // A move costs its subtree's depth times its ancestors' count: the bottom 50 levels here.
    const admin = await adminClient(t);
    const moved = LEVELS - 1 - 50;
    const reply = await admin.post('/api/user/assign-parent', { id: chain[moved], parent: root.id });
    expect(reply.status).toBe(200);
    await t.drainEvents();
    const client = await memberClient(t, root);
    const tiers = (await client.get('/api/user/get-user-tiers')).body.data;
    expect(tiers).toEqual({ max: moved, total: LEVELS - 1, total_units: 0 });
    const tier1 = (await client.post('/api/user/fetch-users-tier-level', { index: 1 })).body.data;
    expect(tier1.data.map((m: { id: string }) => m.id).sort()).toEqual([chain[0], chain[moved]].sort());
    const tier50 = (await client.post('/api/user/fetch-users-tier-level', { index: 50 })).body.data;
    expect(tier50.data.map((m: { id: string }) => m.id).sort()).toEqual(
      [chain[49], chain[LEVELS - 2]].sort(),
    );
  });
});
