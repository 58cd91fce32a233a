import { appRoutes } from '@bull-board/api/dist/routes.js';
import { dashboardRoutes, withCode } from './dashboard-routes';

describe("the queue dashboard's API", () => {
  it("keeps bull-board's reads and the retries, and nothing else", () => {
    const kept = dashboardRoutes(appRoutes.api).map(
      ({ method, route }) => `${String(method).toUpperCase()} ${route}`,
    );
    expect(kept.filter((route) => !route.startsWith('GET ')).sort()).toEqual([
      'PUT /api/queues/:queueName/:jobId/retry',
      'PUT /api/queues/:queueName/retry/:queueStatus',
    ]);
    expect(kept).toEqual(expect.arrayContaining(['GET /api/queues', 'GET /api/queues/:queueName/:jobId']));
    const reads = appRoutes.api.filter((route) => route.method === 'get').length;
    expect(kept).toHaveLength(reads + 2);
  });

  it('refuses a retry of anything but failed jobs', async () => {
    const [retryAll] = dashboardRoutes(appRoutes.api).filter(
      (r) => r.route === '/api/queues/:queueName/retry/:queueStatus',
    );
    const answer = await retryAll.handler({
      params: { queueName: 'email', queueStatus: 'completed' },
    } as never);
    expect(answer).toMatchObject({ status: 400, body: { code: 'QUEUES.STATUS_NOT_RETRIABLE' } });
  });

  it("gives bull-board's errors the app's code and a message, and leaves successes alone", () => {
    expect(withCode({ status: 404, body: { error: { key: 'ERRORS.JOB_NOT_FOUND' } } } as never)).toEqual({
      status: 404,
      body: {
        error: { key: 'ERRORS.JOB_NOT_FOUND' },
        code: 'QUEUES.JOB_NOT_FOUND',
        message: 'Job not found.',
      },
    });
    expect(
      withCode({
        status: 500,
        body: { error: { key: 'ERRORS.INTERNAL_SERVER_ERROR' }, message: 'boom' },
      } as never),
    ).toMatchObject({ body: { code: 'QUEUES.INTERNAL_SERVER_ERROR', message: 'boom' } });
    const ok = { status: 200, body: { queues: [] } };
    expect(withCode(ok as never)).toBe(ok);
  });
});
