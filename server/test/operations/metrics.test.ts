import { randomBytes } from 'node:crypto';
import type { EventLogStatus, VerificationRunView } from '@app/libs';
import { QueueName, Queues } from '../../src/platform';
import type { Client } from '../support/client';
import { expectClientError, nextIp } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import {
  adminClient,
  ledgerOf,
  memberClient,
  newMember,
  transferCommand,
  type Member,
} from '../ledger/ledger-fixtures';
import { parseMetrics, valueOf } from './prometheus-text';

jest.setTimeout(120_000);

const TOKEN = randomBytes(32).toString('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** /api/metrics (ADR 0046): who may read it, and what it says. */
describe('metrics', () => {
  let t: TestApp;
  let admin: Client;
  let member: Member;

  const scraper = (token: string) => {
    const client = t.client(nextIp());
    client.bearer = token;
    return client;
  };
  const scrape = async () => {
    const reply = await scraper(TOKEN).get('/api/metrics');
    expect(reply.status).toBe(200);
    return parseMetrics(reply.raw.toString('utf8'));
  };

  beforeAll(async () => {
    t = await startTestApp({ METRICS_TOKEN: TOKEN });
    admin = await adminClient(t);
    member = await newMember(t);
  });
  afterAll(() => t.close());

  it('are refused to visitors (401), members (403) and a wrong token (401)', async () => {
    expectClientError(await t.client(nextIp()).get('/api/metrics'), 401, 'AUTH.UNAUTHENTICATED');
    expectClientError(await (await memberClient(t, member)).get('/api/metrics'), 403, 'AUTH.FORBIDDEN');
    expectClientError(await scraper(member.token).get('/api/metrics'), 403, 'AUTH.FORBIDDEN');
    const wrong = `${TOKEN.slice(0, -1)}${TOKEN.endsWith('0') ? '1' : '0'}`;
    for (const token of [wrong, TOKEN.slice(1), `${TOKEN}0`])
      expectClientError(await scraper(token).get('/api/metrics'), 401, 'AUTH.UNAUTHENTICATED');
    const basic = t.client(nextIp());
    expectClientError(await basic.get('/api/metrics', { authorization: `Basic ${TOKEN}` }), 401);
  });

  it('are served to an administrator and to the scrape token, in the Prometheus text format', async () => {
    const replies = [
      await admin.get('/api/metrics'),
      await scraper(TOKEN).get('/api/metrics'),
      await t.client(nextIp()).get('/api/metrics', { authorization: `bearer ${TOKEN}` }),
    ];
    for (const reply of replies) {
      expect(reply.status).toBe(200);
      expect(reply.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
      expect(reply.headers['cache-control']).toBe('no-store');
    }
    const { families } = await scrape();
    expect([...families]).toEqual(
      expect.arrayContaining([
        'http_request_duration_seconds',
        'bullmq_queue_jobs',
        'event_consumer_lag_events',
        'event_log_unsealed_events',
        'event_dead_letters_open',
        'ledger_verification_status',
        'ledger_verification_finished_timestamp_seconds',
        'metrics_source_up',
        'process_cpu_user_seconds_total',
        'process_resident_memory_bytes',
        'nodejs_heap_size_used_bytes',
        'nodejs_eventloop_lag_seconds',
      ]),
    );
  });

  it('count each request under the route pattern it matched, never its URL', async () => {
    const visitor = t.client(nextIp());
    const route = '/api/geo/countries/:country/states';
    const count = async () =>
      valueOf((await scrape()).samples, 'http_request_duration_seconds_count', {
        method: 'GET',
        route,
        status_class: '2xx',
      }) ?? 0;
    const before = await count();
    expect((await visitor.get('/api/geo/countries/us/states')).status).toBe(200);
    expect((await visitor.get('/api/geo/countries/fr/states')).status).toBe(200);
    expect(await count()).toBe(before + 2);

    expect((await visitor.get(`/api/no-such-route-${randomBytes(4).toString('hex')}`)).status).toBe(404);
    const { samples } = await scrape();
    const routes = new Set(
      samples.filter((s) => s.name.startsWith('http_request')).map((s) => s.labels.route),
    );
    expect(routes).toContain('unmatched');
    expect([...routes].filter((r) => /countries\/(us|fr)|no-such-route/.test(r))).toEqual([]);
    expect(
      valueOf(samples, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: 'unmatched',
        status_class: '4xx',
      }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('give the depth of each queue, a delayed job included', async () => {
    const delayed = () =>
      scrape().then(({ samples }) =>
        valueOf(samples, 'bullmq_queue_jobs', { queue: 'email', state: 'delayed' }),
      );
    expect(await delayed()).toBe(0);
    const job = await t.app
      .get(Queues)
      .queue(QueueName.email)
      .add('send', { to: 'later@example.com', subject: 'Later', html: '', text: '' }, { delay: 3_600_000 });
    expect(await delayed()).toBe(1);
    const { samples } = await scrape();
    expect(valueOf(samples, 'metrics_source_up', { source: 'queues' })).toBe(1);
    for (const queue of Object.values(QueueName))
      for (const state of ['waiting', 'delayed', 'active', 'failed'])
        expect(valueOf(samples, 'bullmq_queue_jobs', { queue, state })).toEqual(expect.any(Number));
    await job.remove();
    expect(await delayed()).toBe(0);
  });

  it("give each consumer's lag as the Event Consumers page counts it", async () => {
    const consumer = 'ledger.trx-numbers';
    const lagOf = async () => valueOf((await scrape()).samples, 'event_consumer_lag_events', { consumer });
    const pageStatus = async (): Promise<EventLogStatus> =>
      (await admin.get('/api/admin/event-consumers')).body.data;
    await t.drainEvents();
    expect(await lagOf()).toBe(0);

    // As a consumer waiting to retry a failed event: its runner leaves it alone until retry_at.
    const hold = (until: string) =>
      t.dataSource.query(`UPDATE event_consumers SET retry_at = ${until} WHERE name = $1`, [consumer]);
    await hold(`now() + interval '1 hour'`);
    try {
      await ledgerOf(t).transfer(transferCommand(member.id, { units: 1 }));
      await ledgerOf(t).transfer(transferCommand(member.id, { units: 2 }));
      await t.drainEvents();
      const { samples } = await scrape();
      const page = await pageStatus();
      for (const { name, behind } of page.consumers)
        expect({ name, lag: valueOf(samples, 'event_consumer_lag_events', { consumer: name }) }).toEqual({
          name,
          lag: behind,
        });
      expect(page.consumers.find((c) => c.name === consumer)!.behind).toBe(2);
      expect(valueOf(samples, 'event_dead_letters_open')).toBe(page.open_dead_letters);
      expect(valueOf(samples, 'event_log_unsealed_events')).toBe(0);
    } finally {
      await hold('NULL');
    }
    await t.drainEvents();
    expect(await lagOf()).toBe(0);
  });

  it("give the latest ledger verification's status once it finished", async () => {
    const statuses = async () => {
      const { samples } = await scrape();
      return {
        passed: valueOf(samples, 'ledger_verification_status', { status: 'passed' }),
        running: valueOf(samples, 'ledger_verification_status', { status: 'running' }),
        finishedAt: valueOf(samples, 'ledger_verification_finished_timestamp_seconds'),
      };
    };
    expect(await statuses()).toEqual({ passed: 0, running: 0, finishedAt: undefined });

    const started = await admin.post('/api/admin/ledger/verify');
    expect(started.status).toBe(202);
    let run: VerificationRunView = started.body.data;
    for (const deadline = Date.now() + 60_000; !run.finishedAt; await sleep(100)) {
      if (Date.now() > deadline) throw new Error(`the run did not finish: ${JSON.stringify(run)}`);
      run = (await admin.get('/api/admin/ledger/verify/last')).body.data;
    }
    expect(run.status).toBe('passed');
    expect(await statuses()).toEqual({
      passed: 1,
      running: 0,
      finishedAt: Date.parse(run.finishedAt) / 1000,
    });
    const { samples } = await scrape();
    for (const status of ['queued', 'failed', 'errored'])
      expect(valueOf(samples, 'ledger_verification_status', { status })).toBe(0);
  });
});
