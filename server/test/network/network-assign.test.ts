import { randomUUID } from 'node:crypto';
import type { Client } from '../support/client';
import { eventCount, expectClientError } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  adminClient,
  type Member,
  memberClient,
  newMember,
  publishDeletion,
  readModels,
  referredMember,
  treeOf,
} from './network-fixtures';

jest.setTimeout(180_000);

describe('assigning parents and leaving the network', () => {
  let t: TestApp;
  let admin: Client;
  let alice: Member, bob: Member, carol: Member, dan: Member;

  const assign = (id: string, parent: string, client = admin) =>
    client.post('/api/user/assign-parent', { id, parent });
  const tiersOf = async (member: Member) =>
    (await (await memberClient(t, member)).get('/api/user/get-user-tiers')).body.data;

  beforeAll(async () => {
    t = await startTestApp();
    alice = await newMember(t, { fname: 'Alice', lname: 'Root' });
    bob = await referredMember(t, alice, { fname: 'Bob', lname: 'Branch' });
    carol = await newMember(t, { fname: 'Carol', lname: 'Top' });
    dan = await referredMember(t, bob, { fname: 'Dan', lname: 'Deep' });
    await t.drainEvents();
    admin = await adminClient(t);
  });
  afterAll(() => t.close());

  it('puts a member registered through a referral link in the referrer’s tier 1', async () => {
    const reply = await (await memberClient(t, alice)).post('/api/user/fetch-users-tier-level', { index: 1 });
    expect(reply.body.data.data.map((m: { id: string }) => m.id)).toEqual([bob.id]);
  });

  it('moves a member with its downline under the new parent', async () => {
    const reply = await assign(bob.id, carol.id);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('Parent tier assigned successfully');
    await t.drainEvents();
    expect(await tiersOf(carol)).toEqual({ max: 2, total: 2, total_units: 0 });
    expect(await tiersOf(alice)).toEqual({ max: 0, total: 0, total_units: 0 });
    const placement = await admin.get(`/api/admin/user/network/${dan.id}`);
    expect(placement.body.data.parent).toEqual({ id: bob.id, fullName: 'Bob Branch', email: bob.email });
    expect(await eventCount(t, 'network.ParentAssigned', bob.id)).toBe(1);
  });

  it('refuses the member itself and any member of its downline, changing nothing', async () => {
    const before = await treeOf(t);
    const events = await eventCount(t, 'network.ParentAssigned');
    const self = await assign(carol.id, carol.id);
    expectClientError(self, 422, 'VALIDATION_FAILED');
    expect(self.body.message.parent).toEqual(['A user cannot be their own parent tier.']);
    for (const below of [bob.id, dan.id]) {
      const reply = await assign(carol.id, below);
      expectClientError(reply, 422, 'VALIDATION_FAILED');
      expect(reply.body.message.parent).toEqual([
        'This user is in the network of the selected user, so cannot be the parent tier.',
      ]);
    }
    expect(await treeOf(t)).toEqual(before);
    expect(await eventCount(t, 'network.ParentAssigned')).toBe(events);
  });

  it('refuses unknown users, bad input, members and visitors', async () => {
    expectClientError(await assign(randomUUID(), alice.id), 404, 'NETWORK.MEMBER_NOT_FOUND');
    const noParent = await assign(alice.id, randomUUID());
    expectClientError(noParent, 422);
    expect(noParent.body.message.parent).toEqual(['The chosen parent tier was not found.']);
    expectClientError(await admin.post('/api/user/assign-parent', { id: 'x', parent: alice.id }), 422);
    expectClientError(await admin.post('/api/user/assign-parent', { id: alice.id }), 422);
    expectClientError(await assign(alice.id, carol.id, await memberClient(t, alice)), 403);
    expectClientError(
      await t.client().post('/api/user/assign-parent', { id: alice.id, parent: carol.id }),
      401,
    );
  });

  it('lets at most one of two crossing assignments succeed', async () => {
    const otherAdmin = await adminClient(t);
    for (let round = 0; round < 5; round++) {
      const x = await newMember(t);
      const y = await newMember(t);
      await t.drainEvents();
      const replies = await Promise.all([assign(x.id, y.id), assign(y.id, x.id, otherAdmin)]);
      expect(replies.map((r) => r.status).sort()).toEqual([200, 422]);
      const refused = replies.find((r) => r.status === 422)!;
      expectClientError(refused, 422);
      const tree = await treeOf(t);
      expect(tree.get(x.id) === y.id && tree.get(y.id) === x.id).toBe(false);
    }
  });

  it('moves a deleted member’s children under the chosen member, or makes them top-level', async () => {
    // carol ── bob ── dan: bob leaves, dan goes under alice.
    await publishDeletion(t, bob.id, alice.id);
    await t.drainEvents();
    let tree = await treeOf(t);
    expect(tree.has(bob.id)).toBe(false);
    expect(tree.get(dan.id)).toBe(alice.id);
    expect(await tiersOf(alice)).toEqual({ max: 1, total: 1, total_units: 0 });
    expect(await tiersOf(carol)).toEqual({ max: 0, total: 0, total_units: 0 });
    expect(await eventCount(t, 'network.MemberMoved', dan.id)).toBe(1);
    expect(await eventCount(t, 'network.MemberRemovedFromNetwork', bob.id)).toBe(1);

    // alice leaves choosing no one: dan becomes top-level.
    await publishDeletion(t, alice.id, null);
    await t.drainEvents();
    tree = await treeOf(t);
    expect(tree.has(alice.id)).toBe(false);
    expect(tree.get(dan.id)).toBeNull();
    const models = await readModels(t);
    expect(models.members.map((m: { member_id: string }) => m.member_id)).not.toContain(alice.id);
    expect(
      models.closure.some(
        (c: { member_id: string; ancestor_id: string }) =>
          c.member_id === alice.id || c.ancestor_id === alice.id,
      ),
    ).toBe(false);
  });

  it('sends the children of a deleted member to the top level when the chosen heir is below it', async () => {
    const top = await newMember(t);
    const child = await referredMember(t, top);
    const grandchild = await referredMember(t, child);
    await t.drainEvents();
    await publishDeletion(t, top.id, grandchild.id);
    await t.drainEvents();
    const tree = await treeOf(t);
    expect(tree.get(child.id)).toBeNull();
    expect(tree.get(grandchild.id)).toBe(child.id);
  });
});
