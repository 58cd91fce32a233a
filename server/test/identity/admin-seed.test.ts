import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Role } from '@app/libs';
import { SuperAdminSeed } from '../../src/modules/identity/application/credentials-seed';
import { startTestApp, TestApp } from '../support/test-app';
import { eventCount, nextIp } from '../support/fixtures';

jest.setTimeout(30_000);

describe('the first SuperAdmin, seeded from ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(); // root@example.com / Root-password-1
  });
  afterAll(() => t.close());

  const superAdmins = () => t.dataSource.query(`SELECT * FROM users WHERE role = 'SuperAdmin'`);

  it('signs in with the configured password and has role SuperAdmin', async () => {
    const reply = await t
      .client(nextIp())
      .post('/api/login', { email: 'root@example.com', password: 'Root-password-1' });
    expect(reply.status).toBe(200);
    expect(reply.body.data.user).toMatchObject({
      email: 'root@example.com',
      role: Role.SuperAdmin,
      fullName: 'Super Admin',
    });
    expect(reply.body.data.user.email_verified_at).not.toBeNull();
  });

  it('is stored once, hashed with argon2id, with its event, and no credentials file', async () => {
    const rows = await superAdmins();
    expect(rows).toHaveLength(1);
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
    expect(await eventCount(t, 'identity.SuperAdminSeeded', rows[0].id)).toBe(1);
    expect(existsSync(join(t.env.VAR_DIR, 'admin-credentials.txt'))).toBe(false);
  });

  it('is not seeded again at the next start', async () => {
    await t.app.get(SuperAdminSeed, { strict: false }).onApplicationBootstrap();
    const rows = await superAdmins();
    expect(rows).toHaveLength(1);
    expect(await eventCount(t, 'identity.SuperAdminSeeded')).toBe(1);
  });

  it('refuses a wrong password like any other account', async () => {
    const reply = await t
      .client(nextIp())
      .post('/api/login', { email: 'root@example.com', password: 'Root-password-2' });
    expect(reply.status).toBe(401);
  });
});
