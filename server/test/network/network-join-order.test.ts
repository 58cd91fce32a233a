import { randomUUID } from 'node:crypto';
import { TreeChanges } from '../../src/modules/referral-network/application/tree-changes';
import { startTestApp, type TestApp } from '../support/test-app';
import { adminClient, newMember, readModels, referredMember, treeOf } from './network-fixtures';

/**
 * The membership reaction sees identity's registrations in log order, but a failed event is retried
 * while the later ones go on: a member must never be placed at the top for good because its
 * referrer's own join has not happened yet.
 */
jest.setTimeout(120_000);

describe('a join whose referrer has not joined the network yet', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  /** An active member whose registration the network has not seen (a row without its event). */
  async function memberOutsideTheTree(): Promise<string> {
    const id = randomUUID();
    await t.asOwner((owner) =>
      owner(
        `INSERT INTO users (id, fname, lname, email, phone, role, password_hash, referral_token, email_verified_at)
         VALUES ($1, 'Late', 'Referrer', $2, '5550100', 'User', 'x', md5(random()::text), now())`,
        [id, `late-${id}@example.com`],
      ),
    );
    return id;
  }

  it('fails, so that it is retried after the referrer’s, and then lands under the referrer', async () => {
    const changes = t.app.get(TreeChanges);
    const referrer = await memberOutsideTheTree();
    const member = randomUUID();
    const now = new Date().toISOString();
    await expect(changes.join(member, referrer, now)).rejects.toThrow(/waits for its referrer/);
    expect((await treeOf(t)).has(member)).toBe(false);

    await changes.join(referrer, null, now);
    await changes.join(member, referrer, now);
    const tree = await treeOf(t);
    expect(tree.get(member)).toBe(referrer);
  });

  it('places the member at the top when the referrer is staff or unknown', async () => {
    const changes = t.app.get(TreeChanges);
    const [admin] = await t.dataSource.query(`SELECT id FROM users WHERE role = 'SuperAdmin' LIMIT 1`);
    const underStaff = randomUUID();
    const underNobody = randomUUID();
    const now = new Date().toISOString();
    await changes.join(underStaff, admin.id, now);
    await changes.join(underNobody, randomUUID(), now);
    const tree = await treeOf(t);
    expect(tree.get(underStaff)).toBeNull();
    expect(tree.get(underNobody)).toBeNull();
  });

  it('keeps registration through a link working end to end', async () => {
    const referrer = await newMember(t);
    await t.drainEvents();
    expect((await treeOf(t)).has(referrer.id)).toBe(true);
  });
});

describe('a role change', () => {
  let t: TestApp;
  let root: Awaited<ReturnType<typeof adminClient>>;
  beforeAll(async () => {
    t = await startTestApp();
    root = await adminClient(t);
  });
  afterAll(() => t.close());

  const changeRole = async (id: string, role: 'Admin' | 'SuperAdmin' | 'User') => {
    const reply = await root.post('/api/admin/user/change-role', { id, role });
    expect(reply.status).toBe(200);
    await t.drainEvents();
  };

  it('takes a member made staff out of the tree, its children moving up to its parent, and back under that parent', async () => {
    const grandparent = await newMember(t);
    const promoted = await referredMember(t, grandparent);
    const child = await referredMember(t, promoted);
    await t.drainEvents();
    expect((await treeOf(t)).get(child.id)).toBe(promoted.id);

    await changeRole(promoted.id, 'Admin');
    let tree = await treeOf(t);
    expect(tree.has(promoted.id)).toBe(false);
    expect(tree.get(child.id)).toBe(grandparent.id);
    let models = await readModels(t);
    expect(models.members.some((row: { member_id: string }) => row.member_id === promoted.id)).toBe(false);

    // Issue 21: made a member again, it returns under its former parent, which is still in the tree;
    // its former children stay where they went (under the grandparent), with their downlines.
    await changeRole(promoted.id, 'User');
    tree = await treeOf(t);
    expect(tree.get(promoted.id)).toBe(grandparent.id);
    expect(tree.get(child.id)).toBe(grandparent.id);
    models = await readModels(t);
    const row = models.members.find((r: { member_id: string }) => r.member_id === promoted.id);
    expect(row?.parent_id).toBe(grandparent.id);
    expect(
      models.closure.some(
        (r: { ancestor_id: string; member_id: string; depth: number }) =>
          r.ancestor_id === grandparent.id && r.member_id === promoted.id && r.depth === 1,
      ),
    ).toBe(true);

    // The second time round the same: the latest departure is the one that counts.
    await changeRole(promoted.id, 'SuperAdmin');
    await changeRole(promoted.id, 'User');
    expect((await treeOf(t)).get(promoted.id)).toBe(grandparent.id);
  });

  it('brings a top-level member made staff and back to the top again', async () => {
    const top = await newMember(t);
    await t.drainEvents();
    await changeRole(top.id, 'Admin');
    await changeRole(top.id, 'User');
    const tree = await treeOf(t);
    expect(tree.has(top.id)).toBe(true);
    expect(tree.get(top.id)).toBeNull();
  });

  it('puts it at the top when its former parent has left the network meanwhile', async () => {
    const deletedParent = await newMember(t);
    const stafferParent = await newMember(t);
    const underDeleted = await referredMember(t, deletedParent);
    const underStaffer = await referredMember(t, stafferParent);
    await t.drainEvents();
    await changeRole(underDeleted.id, 'Admin');
    await changeRole(underStaffer.id, 'Admin');

    const deleted = await root.post('/api/admin/user/delete', { id: deletedParent.id });
    expect(deleted.status).toBe(200);
    await changeRole(stafferParent.id, 'Admin');

    await changeRole(underDeleted.id, 'User');
    await changeRole(underStaffer.id, 'User');
    const tree = await treeOf(t);
    expect(tree.get(underDeleted.id)).toBeNull();
    expect(tree.get(underStaffer.id)).toBeNull();
  });
});
