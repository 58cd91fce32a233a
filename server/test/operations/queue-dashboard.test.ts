import type { Job } from 'bullmq';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { QUEUE_DASHBOARD_PATH } from '@app/libs';
import { QueueName, Queues } from '../../src/platform';
import type { Client, Reply } from '../support/client';
import { expectClientError, nextIp } from '../support/fixtures';
import { startTestApp, type TestApp } from '../support/test-app';
import { adminClient, memberClient, newMember, type Member } from '../ledger/ledger-fixtures';
import { parseMetrics, valueOf } from './prometheus-text';

jest.setTimeout(120_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const PAGE = QUEUE_DASHBOARD_PATH;
const ASSET = `${QUEUE_DASHBOARD_PATH}/static/favicon-32x32.png`;
const QUEUES_API = `${QUEUE_DASHBOARD_PATH}/api/queues`;
const retryFailed = (queue: string) => `${QUEUES_API}/${queue}/retry/failed`;
const SECRET = 'reset-link-secret-7f3a9c';

async function stateOf(job: Job, wanted: string): Promise<void> {
  for (const deadline = Date.now() + 30_000; ; await sleep(50)) {
    const state = await job.getState();
    if (state === wanted) return;
    if (Date.now() > deadline) throw new Error(`job ${job.id} is ${state}, not ${wanted}`);
  }
}

/** The queue dashboard (bull-board, ADR 0046): administrators only, on its page, its files and its API. */
describe('queue dashboard', () => {
  let t: TestApp;
  let admin: Client;
  let member: Member;
  let webDir: string;

  const calls = (client: Client): Promise<Reply[]> =>
    Promise.all([
      client.get(PAGE),
      client.get(ASSET),
      client.get(QUEUES_API),
      client.put(retryFailed('email')),
    ]);

  beforeAll(async () => {
    // A web build beside it, as in production: both serve static files.
    webDir = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>web app</title>');
    writeFileSync(join(webDir, 'assets', 'app.js'), 'console.log(1)');
    t = await startTestApp({ WEB_DIST_DIR: webDir });
    admin = await adminClient(t);
    member = await newMember(t);
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('is refused to visitors (401) and members (403): its page, its files and its API', async () => {
    for (const reply of await calls(t.client(nextIp())))
      expectClientError(reply, 401, 'AUTH.UNAUTHENTICATED');
    for (const reply of await calls(await memberClient(t, member)))
      expectClientError(reply, 403, 'AUTH.FORBIDDEN');
    const bearer = t.client(nextIp());
    bearer.bearer = member.token;
    for (const reply of await calls(bearer)) expectClientError(reply, 403, 'AUTH.FORBIDDEN');
  });

  it('shows an administrator its page, its files and every queue', async () => {
    const page = await admin.get(PAGE);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.raw.toString('utf8')).toContain(`<base href="${PAGE}/" />`);
    const asset = await admin.get(ASSET);
    expect([asset.status, asset.headers['content-type']]).toEqual([200, 'image/png']);
    const list = await admin.get(QUEUES_API);
    expect(list.status).toBe(200);
    expect(list.body.queues.map((q: { name: string }) => q.name).sort()).toEqual(
      Object.values(QueueName).sort(),
    );
    // The web app is still served around it.
    expect((await admin.get('/admin/event-consumers')).raw.toString('utf8')).toContain('web app');
    expect((await admin.get('/assets/app.js')).status).toBe(200);
  });

  it('retries a failed job for an administrator, and shows an email without its text', async () => {
    const queue = t.app.get(Queues).queue(QueueName.email);
    // A message the worker cannot build (an attachment without content) fails at once.
    const job = await queue.add(
      'send',
      {
        to: 'member@example.com',
        subject: 'Reset your password',
        html: `<a href="/reset/${SECRET}">reset</a>`,
        text: SECRET,
        attachments: [{ filename: 'note.txt', contentType: 'text/plain' }],
      },
      { attempts: 1 },
    );
    await stateOf(job, 'failed');
    const failedJobs = async () => {
      const reply = await admin.get('/api/metrics');
      return valueOf(parseMetrics(reply.raw.toString('utf8')).samples, 'bullmq_queue_jobs', {
        queue: QueueName.email,
        state: 'failed',
      });
    };
    expect(await failedJobs()).toBe(1);

    const listed = await admin.get(`${QUEUES_API}?activeQueue=email&status=failed`);
    const shown = await admin.get(`${QUEUES_API}/email/${job.id}`);
    for (const reply of [listed, shown]) {
      expect(reply.status).toBe(200);
      expect(reply.raw.toString('utf8')).not.toContain(SECRET);
    }
    expect(shown.body.job.data).toEqual({
      to: 'member@example.com',
      subject: 'Reset your password',
      attachments: ['note.txt'],
    });

    // A cookie session's changing call needs its double-submit token, here as everywhere.
    admin.sendXsrf = false;
    expectClientError(await admin.put(`${QUEUES_API}/email/${job.id}/retry`), 403, 'AUTH.CSRF_MISMATCH');
    admin.sendXsrf = true;
    expect(await job.getState()).toBe('failed');

    await job.updateData({
      to: 'member@example.com',
      subject: 'Reset your password',
      html: '<p>ok</p>',
      text: 'ok',
    });
    const retried = await admin.put(`${QUEUES_API}/email/${job.id}/retry`);
    expect(retried.status).toBe(204);
    await stateOf(job, 'completed');
    expect(await failedJobs()).toBe(0);

    const again = await admin.put(`${QUEUES_API}/email/${job.id}/retry`);
    expect([again.status, again.body.code]).toEqual([400, 'QUEUES.JOB_NOT_RETRIABLE']);
  });

  it('routes nothing that adds, changes or removes jobs, nor a retry of completed ones', async () => {
    const completed = await admin.put(`${QUEUES_API}/email/retry/completed`);
    expect([completed.status, completed.body.code]).toEqual([400, 'QUEUES.STATUS_NOT_RETRIABLE']);
    const [job] = await t.app.get(Queues).queue(QueueName.email).getJobs(['completed'], 0, 0);
    const refused = [
      ['POST', `${QUEUES_API}/email/add`],
      ['PUT', `${QUEUES_API}/email/empty`],
      ['PUT', `${QUEUES_API}/email/obliterate`],
      ['PUT', `${QUEUES_API}/email/clean/completed`],
      ['PUT', `${QUEUES_API}/email/promote`],
      ['PUT', `${QUEUES_API}/email/pause`],
      ['PUT', `${QUEUES_API}/pause`],
      ['PUT', `${QUEUES_API}/email/${job.id}/promote`],
      ['PUT', `${QUEUES_API}/email/${job.id}/clean`],
    ] as const;
    for (const [method, url] of refused) {
      const reply = await admin.request(method, url, { name: 'send', data: {} });
      expect({ method, url, status: reply.status }).toEqual({ method, url, status: 404 });
    }
    expect(await job.getState()).toBe('completed');
  });
});
