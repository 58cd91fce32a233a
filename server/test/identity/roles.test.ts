import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Messages, Role } from '@app/libs';
import { ADMIN_ONLY, CurrentUser, Public, Roles, SessionUser, TokenService } from '../../src/platform';
import { Client } from '../support/client';
import { startGuardedProbeApp } from '../support/guarded-probe-app';
import { expectClientError } from '../support/fixtures';

@Controller('probe')
class ProbeController {
  @Public() @Get('open') open() {
    return { data: 'open' };
  }
  @HttpCode(200) @Post('member') member(@CurrentUser() user: SessionUser) {
    return { data: user.role };
  }
  @Roles(...ADMIN_ONLY) @HttpCode(200) @Post('admin') admin() {
    return { data: 'admin' };
  }
  @Roles(Role.SuperAdmin) @HttpCode(200) @Post('super') superAdmin() {
    return { data: 'super' };
  }
}

@Roles(...ADMIN_ONLY)
@Controller('back-office')
class BackOfficeController {
  @Get('report') report() {
    return { data: 'report' };
  }
}

type Account = { id: string; role: Role; email: string; tokenVersion: number };

/**
 * No identity route is admin-only yet, so the real SessionGuard, JWT strategy, filter and HTTP
 * pipeline are assembled here around probe controllers; only the user store and revocations are fakes.
 */
describe('roles through the SessionGuard', () => {
  const accounts = new Map<string, Account>();
  let app: NestFastifyApplication;
  let tokens: TokenService;

  beforeAll(async () => {
    app = await startGuardedProbeApp(
      [ProbeController, BackOfficeController],
      async (id) => accounts.get(id) ?? null,
    );
    tokens = app.get(TokenService);
  });
  afterAll(() => app.close());

  function account(role: Role): Account {
    const created = {
      id: `00000000-0000-4000-8000-${String(accounts.size).padStart(12, '0')}`,
      role,
      email: `${role}@x.test`,
      tokenVersion: 1,
    };
    accounts.set(created.id, created);
    return created;
  }
  function apiClient(token?: string): Client {
    const client = new Client(app);
    client.bearer = token;
    client.sendXsrf = false;
    return client;
  }
  const as = (role: Role) => apiClient(tokens.issue(account(role)).token);

  it.each([
    [Role.User, '/api/probe/admin', 403],
    [Role.Admin, '/api/probe/admin', 200],
    [Role.SuperAdmin, '/api/probe/admin', 200],
    [Role.User, '/api/probe/super', 403],
    [Role.Admin, '/api/probe/super', 403],
    [Role.SuperAdmin, '/api/probe/super', 200],
    [Role.User, '/api/probe/member', 200],
    [Role.Admin, '/api/probe/member', 200],
  ])('a %s token on %s gets %i', async (role, url, status) => {
    const reply = await as(role).post(url, {});
    expect(reply.status).toBe(status);
    if (status === 403) {
      expectClientError(reply, 403);
      expect(reply.body.message).toBe(Messages.forbidden);
    }
  });

  it('applies roles set on a controller to all its handlers', async () => {
    expectClientError(await as(Role.User).get('/api/back-office/report'), 403);
    expect((await as(Role.Admin).get('/api/back-office/report')).body).toEqual({ data: 'report' });
  });

  it('denies by default: every route without @Public needs a session', async () => {
    for (const [method, url] of [
      ['POST', '/api/probe/member'],
      ['POST', '/api/probe/admin'],
      ['GET', '/api/back-office/report'],
    ] as const) {
      const reply = await apiClient().request(method, url, method === 'POST' ? {} : undefined);
      expectClientError(reply, 401);
      expect(reply.body.message).toBe(Messages.unauthenticated);
    }
    expect((await apiClient().get('/api/probe/open')).body).toEqual({ data: 'open' });
  });

  it('judges the role of the account now, not the role written in the token', async () => {
    const admin = account(Role.Admin);
    const client = apiClient(tokens.issue(admin).token);
    expect((await client.post('/api/probe/admin', {})).status).toBe(200);
    accounts.set(admin.id, { ...admin, role: Role.User });
    expectClientError(await client.post('/api/probe/admin', {}), 403);
    accounts.set(admin.id, { ...admin, tokenVersion: 2 });
    expectClientError(await client.post('/api/probe/admin', {}), 401);
  });

  it('checks CSRF before roles for a cookie session', async () => {
    const client = new Client(app);
    client.cookies.set('auth_token', tokens.issue(account(Role.Admin)).token);
    client.sendXsrf = false;
    const refused = await client.post('/api/probe/admin', {});
    expectClientError(refused, 403);
    expect(refused.body.message).toBe(Messages.csrfMismatch);
    client.sendXsrf = true;
    expect((await client.post('/api/probe/admin', {})).status).toBe(200);
  });
});
