import type {
  AppControllerRoute,
  BullBoardRequest,
  ControllerHandlerReturnType,
} from '@bull-board/api/typings/app';

type Handler = AppControllerRoute['handler'];
type Answer = Awaited<ReturnType<Handler>>;

const RETRY_ALL_FAILED = '/api/queues/:queueName/retry/:queueStatus';
const RETRY_JOB = '/api/queues/:queueName/:jobId/retry';

/**
 * The dashboard's API as administrators get it (ADR 0046): every read, and a retry of failed jobs.
 * Nothing else is routed: adding, editing, promoting, cleaning, emptying, pausing or obliterating
 * would let an Admin send any mail from the app's address, lock a season early or lose jobs.
 */
export function dashboardRoutes(routes: AppControllerRoute[]): AppControllerRoute[] {
  return routes
    .filter(({ method, route }) => method === 'get' || route === RETRY_ALL_FAILED || route === RETRY_JOB)
    .map((route) => ({ ...route, handler: coded(onlyFailedRetried(route)) }));
}

/** Completed jobs are done: retrying one would, for an email, send it again. */
function onlyFailedRetried(route: AppControllerRoute): Handler {
  if (route.route === RETRY_ALL_FAILED)
    return (request) =>
      request?.params.queueStatus === 'failed'
        ? route.handler(request)
        : refusal(400, 'ERRORS.STATUS_NOT_RETRIABLE', { status: request?.params.queueStatus });
  if (route.route === RETRY_JOB)
    return async (request) => {
      const state = await jobState(request);
      return state === null || state === 'failed'
        ? route.handler(request)
        : refusal(400, 'ERRORS.JOB_NOT_RETRIABLE', { state });
    };
  return route.handler;
}

/** The job's state, or null when there is no such queue or job (the route answers 404 itself). */
async function jobState(request: BullBoardRequest | undefined): Promise<string | null> {
  const queue = request?.queues.get(request.params.queueName);
  const job = queue ? await queue.getJob(request!.params.jobId) : undefined;
  return job ? job.getState() : null;
}

function refusal(status: 400, key: string, options: Record<string, unknown>): Answer {
  return { status, body: { error: { key, options } } } as Answer;
}

/**
 * bull-board's error bodies name a translation key for its own page; the app's error shape wants a
 * stable code and a message as well (`ERRORS.JOB_NOT_FOUND` -> `QUEUES.JOB_NOT_FOUND`).
 */
export function withCode(answer: ControllerHandlerReturnType): ControllerHandlerReturnType {
  const status = answer.status ?? 200;
  const body = answer.body as { error?: { key?: string }; message?: unknown } | undefined;
  if (status < 400 || !body?.error?.key) return answer;
  const name = body.error.key.replace(/^ERRORS\./, '');
  const sentence = name.charAt(0) + name.slice(1).toLowerCase().replace(/_/g, ' ');
  return {
    ...answer,
    body: {
      ...body,
      code: `QUEUES.${name}`,
      message: typeof body.message === 'string' ? body.message : `${sentence}.`,
    } as ControllerHandlerReturnType['body'],
  };
}

const coded =
  (handler: Handler): Handler =>
  async (request) =>
    withCode(await handler(request)) as Answer;
