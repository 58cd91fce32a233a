import { startTestApp, TestApp } from '../support/test-app';
import { registerMember } from '../support/journeys';
import { expectClientError, nextIp } from '../support/fixtures';

jest.setTimeout(60_000);

const statusesOf = async (replies: Promise<{ status: number }>[]) =>
  (await Promise.all(replies)).map((r) => r.status);

describe('client addresses with no trusted proxy (the default)', () => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof registerMember>>;
  beforeAll(async () => {
    t = await startTestApp();
    member = await registerMember(t, t.client(nextIp()));
  });
  afterAll(() => t.close());

  it('a forged X-Forwarded-For does not escape the per-address lock of 40 wrong passwords', async () => {
    const guesser = t.client(nextIp());
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const forged = `203.0.113.${i + 1}`;
      const reply = await guesser.post(
        '/api/login',
        { email: member.email, password: `wrong password ${i}` },
        { 'x-forwarded-for': forged },
      );
      statuses.push(reply.status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(30).fill(429));
  });

  it('a forged X-Forwarded-For does not escape the per-address limit of code sending', async () => {
    const sender = t.client(nextIp());
    const statuses = await statusesOf(
      Array.from({ length: 25 }, (_, i) =>
        sender.post(
          '/api/send-otp',
          { email: `forged.${i}.${Date.now()}@example.com` },
          { 'x-forwarded-for': `198.51.100.${i + 1}` },
        ),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });
});

describe('client addresses behind a configured proxy', () => {
  let t: TestApp;
  let member: Awaited<ReturnType<typeof registerMember>>;
  const proxy = '10.250.0.1';
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: `${proxy}, 172.16.0.0/12` });
    member = await registerMember(t, t.client(nextIp()));
  });
  afterAll(() => t.close());

  it("uses the address the proxy forwards: one client's lock does not reach another behind the same proxy", async () => {
    const viaProxy = t.client(proxy);
    const as = (client: string) => ({ 'x-forwarded-for': client });
    for (let i = 0; i < 10; i++) {
      const reply = await viaProxy.post(
        '/api/login',
        { email: member.email, password: `wrong ${i}` },
        as('192.0.2.7'),
      );
      expect(reply.status).toBe(401);
    }
    expectClientError(
      await viaProxy.post('/api/login', { email: member.email, password: member.password }, as('192.0.2.7')),
      429,
      'RATE_LIMITED',
    );
    // Another client of the same proxy, and a chain through a trusted range, are other addresses.
    const other = await viaProxy.post(
      '/api/login',
      { email: member.email, password: member.password },
      as('192.0.2.8'),
    );
    expect(other.status).toBe(200);
    const chained = await viaProxy.post(
      '/api/login',
      { email: member.email, password: member.password },
      as('192.0.2.9, 172.16.5.5'),
    );
    expect(chained.status).toBe(200);
  });

  it('ignores X-Forwarded-For from a peer that is not a configured proxy', async () => {
    const stranger = t.client(nextIp());
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const reply = await stranger.post(
        '/api/login',
        { email: member.email, password: `bad ${i}` },
        { 'x-forwarded-for': `192.0.2.${100 + i}` },
      );
      statuses.push(reply.status);
    }
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
