import { Role } from '@app/libs';
import type { Client } from '../support/client';
import { expectClientError } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { adminClient, memberClient, newMember } from '../ledger/ledger-fixtures';
import { settled, signIn, staffMember } from './back-office-fixtures';

jest.setTimeout(180_000);

const NEW_PASSWORD = 'another horse battery';

describe('back-office: password, role, payment status, admin edits', () => {
  let t: TestApp;
  let root: Client;

  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_FACTOR: '50' });
    root = await adminClient(t);
  });
  afterAll(() => t.close());

  describe('POST /user/update-password', () => {
    it('sets the password by the policy and ends the user’s sessions', async () => {
      const m = await newMember(t);
      const c = await memberClient(t, m);
      const reply = await root.post('/api/user/update-password', {
        id: m.id,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      });
      expect(reply.status).toBe(200);
      expect(reply.body.message).toBe('Password updated successfully');
      expectClientError(await c.post('/api/user/fetch'), 401);
      expect((await signIn(t, m.email, m.password)).reply.status).toBe(401);
      expect((await signIn(t, m.email, NEW_PASSWORD)).reply.status).toBe(200);
      const events = await t.dataSource.query(
        `SELECT actor_id FROM domain_events WHERE type = 'identity.PasswordChanged' AND aggregate_id = $1`,
        [m.id],
      );
      expect(events).toHaveLength(1);
    });

    it('refuses a weak or unconfirmed password and changes nothing', async () => {
      const m = await newMember(t);
      const short = await root.post('/api/user/update-password', {
        id: m.id,
        password: 'short',
        password_confirmation: 'short',
      });
      expectClientError(short, 422);
      expect(short.body.message.password[0]).toMatch(/at least 8/);
      const mismatch = await root.post('/api/user/update-password', {
        id: m.id,
        password: NEW_PASSWORD,
        password_confirmation: 'something else entirely',
      });
      expectClientError(mismatch, 422);
      expect(mismatch.body.message.password.join(' ')).toMatch(/confirmation/i);
      expectClientError(
        await root.post('/api/user/update-password', {
          id: 'nope',
          password: NEW_PASSWORD,
          password_confirmation: NEW_PASSWORD,
        }),
        422,
      );
      expectClientError(
        await root.post('/api/user/update-password', {
          id: '00000000-0000-4000-8000-000000000000',
          password: NEW_PASSWORD,
          password_confirmation: NEW_PASSWORD,
        }),
        404,
        'USER.NOT_FOUND',
      );
      expect((await signIn(t, m.email, m.password)).reply.status).toBe(200);
    });

    it('is for admins; an Admin cannot set a staff account’s password', async () => {
      const m = await newMember(t);
      const c = await memberClient(t, m);
      const body = { id: m.id, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
      expectClientError(await c.post('/api/user/update-password', body), 403);
      const admin = await staffMember(t, root, Role.Admin);
      const other = await staffMember(t, root, Role.Admin);
      expectClientError(
        await admin.c.post('/api/user/update-password', { ...body, id: other.m.id }),
        403,
        'USERS.SUPER_ADMIN_ONLY',
      );
      expect((await admin.c.post('/api/user/update-password', body)).status).toBe(200);
    });
  });

  describe('POST admin/user/change-role', () => {
    it('promotes and demotes, records RoleChanged and ends the user’s sessions', async () => {
      const m = await newMember(t);
      const c = await memberClient(t, m);
      const reply = await root.post('/api/admin/user/change-role', { id: m.id, role: 'Admin' });
      expect(reply.status).toBe(200);
      expect(reply.body.message).toBe('Role changed successfully');
      expectClientError(await c.post('/api/user/fetch'), 401);
      const admin = await memberClient(t, m);
      expect((await admin.get('/api/admin/user/fetch-all')).status).toBe(200);
      expect((await root.post('/api/admin/user/change-role', { id: m.id, role: 'User' })).status).toBe(200);
      expectClientError(await admin.get('/api/admin/user/fetch-all'), 401);
      const events = await t.dataSource.query(
        `SELECT payload, actor_id FROM domain_events WHERE type = 'identity.RoleChanged' AND aggregate_id = $1 ORDER BY seq`,
        [m.id],
      );
      expect(events.map((e: any) => e.payload)).toEqual([
        { from: 'User', to: 'Admin' },
        { from: 'Admin', to: 'User' },
      ]);
      const [root_] = await t.dataSource.query(`SELECT id FROM users WHERE email = $1`, [t.env.ADMIN_EMAIL]);
      expect(events.every((e: any) => e.actor_id === root_.id)).toBe(true);
      // The audit log shows who changed whose role.
      const audit = await root.get('/api/admin/ledger/events?type=identity.RoleChanged');
      const mine = audit.body.data.filter((e: any) => e.aggregate_id === m.id);
      expect(mine.map((e: any) => e.payload.to)).toEqual(['User', 'Admin']);
      expect(mine[0].actor).toMatchObject({ id: root_.id, email: t.env.ADMIN_EMAIL });
    });

    it('never demotes the last SuperAdmin, also when two demote each other at once', async () => {
      const [self] = await t.dataSource.query(`SELECT id FROM users WHERE email = $1`, [t.env.ADMIN_EMAIL]);
      expectClientError(
        await root.post('/api/admin/user/change-role', { id: self.id, role: 'Admin' }),
        409,
        'USERS.LAST_SUPER_ADMIN',
      );
      const second = await staffMember(t, root, Role.SuperAdmin);
      const [a, b] = await Promise.all([
        root.post('/api/admin/user/change-role', { id: second.m.id, role: 'Admin' }),
        second.c.post('/api/admin/user/change-role', { id: self.id, role: 'Admin' }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const [{ count }] = await t.dataSource.query(
        `SELECT count(*)::int AS count FROM users WHERE role = 'SuperAdmin' AND deleted_at IS NULL`,
      );
      expect(count).toBe(1);
      // Put things back for the other tests: the root stays the SuperAdmin.
      const [rootRow] = await t.dataSource.query(`SELECT role FROM users WHERE id = $1`, [self.id]);
      if (rootRow.role !== 'SuperAdmin') {
        const back = await second.c.post('/api/admin/user/change-role', { id: self.id, role: 'SuperAdmin' });
        expect(back.status).toBe(200);
        root = await adminClient(t);
      }
    });

    it('is for SuperAdmins only and checks its input', async () => {
      const m = await newMember(t);
      const admin = await staffMember(t, root, Role.Admin);
      expectClientError(await admin.c.post('/api/admin/user/change-role', { id: m.id, role: 'Admin' }), 403);
      expectClientError(
        await (await memberClient(t, m)).post('/api/admin/user/change-role', { id: m.id, role: 'Admin' }),
        403,
      );
      const bad = await root.post('/api/admin/user/change-role', { id: m.id, role: 'Owner' });
      expectClientError(bad, 422);
      expect(bad.body.message.role).toEqual(['The role must be User, Admin or SuperAdmin.']);
      expectClientError(
        await root.post('/api/admin/user/change-role', {
          id: '00000000-0000-4000-8000-000000000000',
          role: 'Admin',
        }),
        404,
        'USER.NOT_FOUND',
      );
    });
  });

  describe('POST user/update-payment-status', () => {
    it('sets the member’s paid flag both ways; the list and the member’s view show it', async () => {
      const m = await newMember(t);
      const yes = await root.post('/api/user/update-payment-status', { id: m.id, status: 'Yes' });
      expect(yes.status).toBe(200);
      expect(yes.body.message).toBe('Payment status updated successfully');
      const view = (await root.get(`/api/admin/users/${m.id}`)).body.data;
      expect(view.payment_status).toBe('Yes');
      await settled(t);
      const row = (await root.get(`/api/admin/user/fetch-all?search=${encodeURIComponent(m.email)}`)).body
        .data.data[0];
      expect(row).toMatchObject({ id: m.id, payment_status: 'Yes' });
      expect((await root.post('/api/user/update-payment-status', { id: m.id, status: 'No' })).status).toBe(
        200,
      );
      expect((await root.get(`/api/admin/users/${m.id}`)).body.data.payment_status).toBe('No');
      const events = await t.dataSource.query(
        `SELECT payload FROM domain_events WHERE type = 'receipts.PaymentStatusSet' AND aggregate_id = $1 ORDER BY seq`,
        [m.id],
      );
      expect(events.map((e: any) => e.payload.status)).toEqual(['Yes', 'No']);
    });

    it('refuses bad input, staff and unknown users, and members', async () => {
      const m = await newMember(t);
      const bad = await root.post('/api/user/update-payment-status', { id: m.id, status: 'Done' });
      expectClientError(bad, 422);
      expect(bad.body.message.status).toEqual(['The status must be Yes or No.']);
      const [self] = await t.dataSource.query(`SELECT id FROM users WHERE email = $1`, [t.env.ADMIN_EMAIL]);
      expectClientError(
        await root.post('/api/user/update-payment-status', { id: self.id, status: 'Yes' }),
        404,
        'USER.NOT_FOUND',
      );
      expectClientError(
        await (await memberClient(t, m)).post('/api/user/update-payment-status', { id: m.id, status: 'Yes' }),
        403,
      );
    });
  });

  describe('POST user/update-user with id (an admin edits another user)', () => {
    const profile = {
      fname: 'Ann',
      lname: 'Other',
      country_code: '44',
      phone: '2071234567',
      gender: 'Other',
      address: '2 High Street',
      country: 'United Kingdom',
      state: 'England',
      city: 'London',
    };

    it('edits the user’s profile and email with the profile’s rules; a new email is unverified', async () => {
      const m = await newMember(t);
      const email = `edited.${m.email}`;
      const reply = await root.post('/api/user/update-user', { ...profile, id: m.id, email });
      expect(reply.status).toBe(200);
      expect(reply.body.data).toMatchObject({
        id: m.id,
        fname: 'Ann',
        city: 'London',
        email,
        email_verified_at: null,
      });
      const [event] = await t.dataSource.query(
        `SELECT payload FROM domain_events WHERE type = 'identity.ProfileUpdated' AND aggregate_id = $1`,
        [m.id],
      );
      expect(event.payload.fields).toEqual(expect.arrayContaining(['email', 'fname', 'city']));
      const bad = await root.post('/api/user/update-user', { ...profile, id: m.id, phone: 'abc' });
      expectClientError(bad, 422);
      expect(bad.body.message.phone).toEqual(['The phone must be a number of 4 to 15 digits.']);
    });

    it('refuses a taken email, a member editing someone else, and an Admin editing staff', async () => {
      const m = await newMember(t);
      const other = await newMember(t);
      const taken = await root.post('/api/user/update-user', { ...profile, id: m.id, email: other.email });
      expectClientError(taken, 422);
      expect(taken.body.message.email).toEqual(['The email has already been taken.']);
      const c = await memberClient(t, m);
      expectClientError(await c.post('/api/user/update-user', { ...profile, id: other.id }), 403);
      const own = await c.post('/api/user/update-user', { ...profile, email: 'mine@example.com' });
      expectClientError(own, 422);
      expect(own.body.message.email).toEqual(['The email can only be changed by an administrator.']);
      expect((await c.post('/api/user/update-user', { ...profile, id: m.id })).status).toBe(200);
      const admin = await staffMember(t, root, Role.Admin);
      const [self] = await t.dataSource.query(`SELECT id FROM users WHERE email = $1`, [t.env.ADMIN_EMAIL]);
      expectClientError(
        await admin.c.post('/api/user/update-user', { ...profile, id: self.id }),
        403,
        'USERS.SUPER_ADMIN_ONLY',
      );
      expect((await admin.c.post('/api/user/update-user', { ...profile, id: other.id })).status).toBe(200);
    });
  });
});
