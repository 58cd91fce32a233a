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
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('takes a member made staff out of the tree, its children moving up to its parent, and back in at the top', async () => {
    const root = await adminClient(t);
    const grandparent = await newMember(t);
    const promoted = await referredMember(t, grandparent);
    const child = await referredMember(t, promoted);
    await t.drainEvents();
    expect((await treeOf(t)).get(child.id)).toBe(promoted.id);

    const toAdmin = await root.post('/api/admin/user/change-role', { id: promoted.id, role: 'Admin' });
    expect(toAdmin.status).toBe(200);
    await t.drainEvents();
    let tree = await treeOf(t);
    expect(tree.has(promoted.id)).toBe(false);
    expect(tree.get(child.id)).toBe(grandparent.id);
    const models = await readModels(t);
    expect(models.members.some((row: { member_id: string }) => row.member_id === promoted.id)).toBe(false);

    const toUser = await root.post('/api/admin/user/change-role', { id: promoted.id, role: 'User' });
    expect(toUser.status).toBe(200);
    await t.drainEvents();
    tree = await treeOf(t);
    expect(tree.get(promoted.id)).toBeNull();
    expect(tree.get(child.id)).toBe(grandparent.id);
  });
});
