import { Controller, HttpCode, Post } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import passport from 'passport';
import { Strategy as CustomStrategy } from 'passport-custom';
import { Messages, Role } from '@app/libs';
import { CurrentUser, JwtStrategy, SESSION_STRATEGY, SessionUser, TokenService } from '../../src/platform';
import { Client } from '../support/client';
import { startGuardedProbeApp } from '../support/guarded-probe-app';
import { expectClientError, nextIp } from '../support/fixtures';
import { registerMember } from '../support/journeys';
import { startPeer, startTestApp, type TestApp } from '../support/test-app';

jest.setTimeout(60_000);

/** Passport's lookup by name (what its authenticate middleware does); not in its type definitions. */
const registeredIn = (authenticator: passport.Authenticator, name: string): unknown =>
  (authenticator as unknown as { _strategy(name: string): unknown })._strategy(name);

const reached = jest.fn<string, [SessionUser]>((user) => user.id);

@Controller('probe')
class ProbeController {
  @HttpCode(200) @Post('member') member(@CurrentUser() user: SessionUser) {
    return { data: reached(user) };
  }
}

/** The real SessionGuard and strategy around a probe route; only the user store and revocations are fakes. */
describe('the session guard authenticates through passport', () => {
  const account = {
    id: '00000000-0000-4000-8000-000000000001',
    role: Role.User,
    email: 'member@x.test',
    fullName: 'Mia Member',
    language: 'en' as const,
    tokenVersion: 1,
  };
  let app: NestFastifyApplication;
  let strategy: JwtStrategy;
  let token: string;

  beforeAll(async () => {
    app = await startGuardedProbeApp([ProbeController], async (id) => (id === account.id ? account : null));
    strategy = app.get(JwtStrategy);
    token = app.get(TokenService).issue(account).token;
  });
  afterAll(() => app.close());
  beforeEach(() => reached.mockClear());
  afterEach(() => jest.restoreAllMocks());

  const call = (bearer?: string) => {
    const client = new Client(app, nextIp());
    client.bearer = bearer;
    client.sendXsrf = false;
    return client.post('/api/probe/member', {});
  };

  it('registers the strategy under its name in a passport of its own, not in passport’s default one', () => {
    expect(registeredIn(strategy.getPassportInstance(), SESSION_STRATEGY)).toBe(strategy);
    expect(strategy.getPassportInstance()).not.toBe(passport);
    expect(registeredIn(passport, SESSION_STRATEGY)).toBeUndefined();
  });

  it('runs passport’s authenticate, which runs the strategy and its validate, once per request', async () => {
    const authenticate = jest.spyOn(strategy.getPassportInstance(), 'authenticate');
    const strategyRun = jest.spyOn(strategy, 'authenticate');
    const validate = jest.spyOn(strategy, 'validate');

    const reply = await call(token);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toBe(account.id);
    expect(authenticate).toHaveBeenCalledTimes(1);
    expect(authenticate.mock.calls[0][0]).toBe(SESSION_STRATEGY);
    expect(strategyRun).toHaveBeenCalledTimes(1);
    // Passport runs a per-request copy of the registered strategy, given its success/fail actions.
    const [augmented] = strategyRun.mock.contexts as Array<{ success: unknown; fail: unknown }>;
    expect(Object.getPrototypeOf(augmented)).toBe(strategy);
    expect(typeof augmented.success).toBe('function');
    expect(typeof augmented.fail).toBe('function');
    expect(validate).toHaveBeenCalledTimes(1);
    expect(reached).toHaveBeenCalledTimes(1);
    expect(reached.mock.calls[0][0]).toMatchObject({ id: account.id, fullName: account.fullName });
  });

  it('answers 401 from passport’s fail for a request without a token: the handler is never reached', async () => {
    const strategyRun = jest.spyOn(strategy, 'authenticate');
    const reply = await call();
    expectClientError(reply, 401, 'AUTH.UNAUTHENTICATED');
    expect(reply.body.message).toBe(Messages.unauthenticated);
    expect(strategyRun).toHaveBeenCalledTimes(1);
    expect(reached).not.toHaveBeenCalled();
  });

  it('answers the strategy’s own 401 for a bad or unknown token: the handler is never reached', async () => {
    for (const bad of [`${token.slice(0, -2)}xx`, 'not-a-token']) {
      expectClientError(await call(bad), 401, 'AUTH.UNAUTHENTICATED');
    }
    const stranger = app
      .get(TokenService)
      .issue({ id: '00000000-0000-4000-8000-000000000002', role: Role.User, tokenVersion: 1 });
    expectClientError(await call(stranger.token), 401, 'AUTH.UNAUTHENTICATED');
    expect(reached).not.toHaveBeenCalled();
  });

  it('passes the strategy’s other errors on as they are (not a 401)', async () => {
    jest.spyOn(strategy, 'validate').mockRejectedValue(new Error('boom'));
    const reply = await call(token);
    expect(reply.status).toBe(500);
    expect(reached).not.toHaveBeenCalled();
  });

  it('calls whatever strategy its app’s passport holds under the name', async () => {
    const own = strategy.getPassportInstance();
    const impostor = { ...account, id: '00000000-0000-4000-8000-0000000000ff', jti: 'x', expiresAt: 0 };
    own.use(SESSION_STRATEGY, new CustomStrategy((_request, done) => done(null, impostor)));
    try {
      const reply = await call();
      expect(reply.status).toBe(200);
      expect(reply.body.data).toBe(impostor.id);
    } finally {
      own.use(SESSION_STRATEGY, strategy);
    }
    expectClientError(await call(), 401, 'AUTH.UNAUTHENTICATED');
  });
});

/** Several apps in one jest process (startPeer): each app's guard uses its own app's strategy. */
describe('two apps in one process', () => {
  let t: TestApp;
  let peer: TestApp | undefined;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await peer?.close();
    await t.close();
  });

  it('each authenticate through their own strategy, and the first serves sessions once the peer is closed', async () => {
    const client = t.client(nextIp());
    const member = await registerMember(t, client);
    peer = await startPeer(t);
    const [first, second] = [t.app.get(JwtStrategy), peer.app.get(JwtStrategy)];
    expect(first).not.toBe(second);
    expect(registeredIn(first.getPassportInstance(), SESSION_STRATEGY)).toBe(first);
    expect(registeredIn(second.getPassportInstance(), SESSION_STRATEGY)).toBe(second);
    expect(registeredIn(passport, SESSION_STRATEGY)).toBeUndefined();

    const firstRuns = jest.spyOn(first, 'validate');
    const secondRuns = jest.spyOn(second, 'validate');
    expect((await client.post('/api/user/fetch', {})).status).toBe(200);
    expect([firstRuns.mock.calls.length, secondRuns.mock.calls.length]).toEqual([1, 0]);

    const apiClient = peer.client(nextIp());
    apiClient.bearer = member.token;
    apiClient.sendXsrf = false;
    const onPeer = await apiClient.post('/api/user/fetch', {});
    expect(onPeer.status).toBe(200);
    expect(onPeer.body.data.id).toBe(member.user.id);
    expect([firstRuns.mock.calls.length, secondRuns.mock.calls.length]).toEqual([1, 1]);

    // The peer's pool and Redis connection are closed now: a strategy found by name in a registry
    // the apps share would be the peer's, the last one made.
    await peer.close();
    peer = undefined;
    const after = await client.post('/api/user/fetch', {});
    expect(after.status).toBe(200);
    expect(after.body.data.id).toBe(member.user.id);
    expect([firstRuns.mock.calls.length, secondRuns.mock.calls.length]).toEqual([2, 1]);
  });
});
