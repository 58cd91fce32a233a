import { randomUUID } from 'node:crypto';
import { Role } from '@app/libs';
import { ReferralNetwork } from '../../src/modules/referral-network';
import type { Client } from '../support/client';
import { expectClientError } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { adminClient, ledgerOf, memberClient, newMember, transferCommand } from '../ledger/ledger-fixtures';
import { referredMember } from '../network/network-fixtures';
import { signIn, staffMember } from './back-office-fixtures';

jest.setTimeout(180_000);

describe('back-office: POST admin/user/delete', () => {
  let t: TestApp;
  let root: Client;
  const network = () => t.app.get(ReferralNetwork);
  const del = (client: Client, id: string, parent: string | null) =>
    client.post('/api/admin/user/delete', { id, parent });

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_FACTOR: '50' });
    root = await adminClient(t);
  });
  afterAll(() => t.close());

  it('soft-deletes a member: no sign-in, sessions end, gone from lists; the ledger keeps the rows; children go top-level', async () => {
    const m = await newMember(t);
    const child = await referredMember(t, m);
    const c = await memberClient(t, m);
    const transfer = await ledgerOf(t).transfer(transferCommand(m.id, { narration: 'before deletion' }));
    await t.drainEvents();
    expect((await network().parentOf(child.id))?.id).toBe(m.id);

    const reply = await del(root, m.id, null);
    expect(reply.status).toBe(200);
    expect(reply.body.message).toBe('User deleted successfully');
    expectClientError(await c.post('/api/user/fetch'), 401);
    expect((await signIn(t, m.email, m.password)).reply.status).toBe(401);
    await t.drainEvents();
    const listed = await root.get(`/api/admin/user/fetch-all?search=${encodeURIComponent(m.email)}`);
    expect(listed.body.data).toMatchObject({ total: 0, data: [] });
    expectClientError(await root.get(`/api/admin/users/${m.id}`), 404, 'USER.NOT_FOUND');
    const picker = await root.post('/api/user/all-users', { search: m.email });
    expect(picker.body.data).toEqual([]);
    const rows = (await root.get('/api/admin/transactions/fetch-all?perPage=100')).body.data;
    const row = rows.find((r: { id: string }) => r.id === transfer.transfer.id);
    // The row stays, without a member to show: the web shows it as 'Deleted By Super Admin'.
    expect(row).toMatchObject({ user_id: m.id, user: null, description: 'before deletion' });
    expect(await network().parentOf(child.id)).toBeNull();
    const [event] = await t.dataSource.query(
      `SELECT payload FROM domain_events WHERE type = 'identity.UserDeleted' AND aggregate_id = $1`,
      [m.id],
    );
    expect(event.payload).toEqual({ email: m.email, childrenTo: null });
    expectClientError(await del(root, m.id, null), 404, 'USER.NOT_FOUND');
  });

  it('moves the children under the chosen user', async () => {
    const m = await newMember(t);
    const [a, b] = [await referredMember(t, m), await referredMember(t, m)];
    const heir = await newMember(t);
    await t.drainEvents();
    expect((await del(root, m.id, heir.id)).status).toBe(200);
    await t.drainEvents();
    expect((await network().parentOf(a.id))?.id).toBe(heir.id);
    expect((await network().parentOf(b.id))?.id).toBe(heir.id);
  });

  it('never hands the children to the user, its downline, staff or nobody, and changes nothing then', async () => {
    const m = await newMember(t);
    const child = await referredMember(t, m);
    const grandchild = await referredMember(t, child);
    await t.drainEvents();
    const cases: Array<[string, string]> = [
      [m.id, 'A user cannot be the parent of their own referrals after deletion.'],
      [child.id, 'The new parent cannot be one of the deleted user’s referrals.'],
      [grandchild.id, 'The new parent cannot be one of the deleted user’s referrals.'],
      [randomUUID(), 'The selected parent was not found.'],
    ];
    for (const [parent, message] of cases) {
      const reply = await del(root, m.id, parent);
      expectClientError(reply, 422);
      expect(reply.body.message.parent).toEqual([message]);
    }
    const [self] = await t.dataSource.query(`SELECT id FROM users WHERE email = $1`, [t.env.ADMIN_EMAIL]);
    expect((await del(root, m.id, self.id)).body.message.parent).toEqual([
      'The selected parent was not found.',
    ]);
    const bad = await del(root, m.id, 'someone');
    expectClientError(bad, 422);
    expect(bad.body.message.parent).toEqual(['The parent must be a user id or null.']);
    expect((await signIn(t, m.email, m.password)).reply.status).toBe(200);
  });

  it('deletes members only, and only for a SuperAdmin', async () => {
    const m = await newMember(t);
    const admin = await staffMember(t, root, Role.Admin);
    expectClientError(await del(root, admin.m.id, null), 409, 'USERS.ONLY_MEMBERS_DELETED');
    expectClientError(await del(admin.c, m.id, null), 403);
    expectClientError(await del(await memberClient(t, m), m.id, null), 403);
    expectClientError(await del(root, randomUUID(), null), 404, 'USER.NOT_FOUND');
    const bad = await root.post('/api/admin/user/delete', { id: 'x', parent: null });
    expectClientError(bad, 422);
    expect(bad.body.message.id).toEqual(['The id must be a user id.']);
    expect((await signIn(t, m.email, m.password)).reply.status).toBe(200);
  });
});
