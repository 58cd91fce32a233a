import { Writable } from 'node:stream';
import { RateLimiter } from '../../src/platform';
import { startTestApp, TestApp } from '../support/test-app';
import { nextIp } from '../support/fixtures';

jest.setTimeout(60_000);

interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
}

/** Collects what the app logs, one parsed JSON line each. */
function logCollector() {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

const PER_REQUEST = /incoming request|request completed|not found/;
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('request logging', () => {
  describe('at the default level (info)', () => {
    let t: TestApp;
    const log = logCollector();
    beforeAll(async () => {
      t = await startTestApp({ LOG_LEVEL: 'info' }, { logDestination: log.stream });
    });
    afterAll(() => t.close());

    it('writes no line per request, for successes and client errors alike', async () => {
      const client = t.client(nextIp());
      const before = log.lines.length;
      expect((await client.get('/api/health')).status).toBe(200);
      expect((await client.get('/api/no-such-route')).status).toBe(404);
      expect(
        (await client.post('/api/login', { email: 'nobody@example.com', password: 'wrong password' })).status,
      ).toBe(401);
      await settle();
      const written = log.lines.slice(before);
      expect(written.filter((line) => PER_REQUEST.test(line.msg ?? ''))).toEqual([]);
      expect(written.filter((line) => line.level < 40)).toEqual([]);
    });

    it('always logs a server error, with the request id', async () => {
      const limiter = t.app.get(RateLimiter);
      jest.spyOn(limiter, 'consume').mockRejectedValueOnce(new Error('redis went away'));
      const reply = await t
        .client(nextIp())
        .post('/api/login', { email: 'x@example.com', password: 'whatever' });
      expect(reply.status).toBe(500);
      await settle();
      const errors = log.lines.filter((line) => line.level >= 50);
      expect(errors.length).toBeGreaterThan(0);
      expect(errors.some((line) => line.reqId === reply.headers['x-request-id'])).toBe(true);
    });
  });

  describe('at debug', () => {
    let t: TestApp;
    const log = logCollector();
    beforeAll(async () => {
      t = await startTestApp({ LOG_LEVEL: 'debug' }, { logDestination: log.stream });
    });
    afterAll(() => t.close());

    it('writes each request at debug level', async () => {
      await t.client(nextIp()).get('/api/health');
      await settle();
      const completed = log.lines.filter((line) => line.msg === 'request completed');
      expect(completed.length).toBeGreaterThan(0);
      expect(completed.every((line) => line.level === 20)).toBe(true);
    });
  });
});
