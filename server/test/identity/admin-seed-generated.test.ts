import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Role } from '@app/libs';
import { startTestApp, TestApp } from '../support/test-app';
import { nextIp } from '../support/fixtures';

jest.setTimeout(30_000);

describe('the first SuperAdmin without ADMIN_PASSWORD', () => {
  let t: TestApp;
  beforeAll(async () => {
    // An empty variable, as `ADMIN_PASSWORD=` in an env file, counts as unset.
    t = await startTestApp({ ADMIN_PASSWORD: '', ADMIN_EMAIL: 'Owner@Example.COM' });
  });
  afterAll(() => t.close());

  const credentialsFile = () => join(t.env.VAR_DIR, 'admin-credentials.txt');
  const generatedPassword = () => readFileSync(credentialsFile(), 'utf8').match(/^password: (\S+)$/m)![1];

  it('writes a random password to <VAR_DIR>/admin-credentials.txt, readable by the owner only', () => {
    const text = readFileSync(credentialsFile(), 'utf8');
    expect(text).toMatch(/^email: owner@example\.com\npassword: [A-Za-z0-9_-]{16,}\n$/);
    expect(statSync(credentialsFile()).mode & 0o777).toBe(0o600);
  });

  it('signs in with the generated password as SuperAdmin', async () => {
    const reply = await t
      .client(nextIp())
      .post('/api/login', { email: 'owner@example.com', password: generatedPassword() });
    expect(reply.status).toBe(200);
    expect(reply.body.data.user).toMatchObject({ email: 'owner@example.com', role: Role.SuperAdmin });
  });

  it('does not use any other password', async () => {
    for (const password of ['Root-password-1', '', `${generatedPassword()}x`]) {
      const reply = await t.client(nextIp()).post('/api/login', { email: 'owner@example.com', password });
      expect([401, 422]).toContain(reply.status);
    }
    const [{ count }] = await t.dataSource.query(
      `SELECT count(*)::int AS count FROM users WHERE role = 'SuperAdmin'`,
    );
    expect(count).toBe(1);
  });
});
