/** What a stubbed call saw: enough to check method, path, headers and body. */
export interface SeenRequest {
  url: string;
  method: string;
  headers: Headers;
  body: unknown;
}

type Answer = { status: number; body: unknown } | Error;

/** jsdom has no fetch Request; RTK Query's base query needs one to build each call. */
class StubRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body: unknown;
  constructor(url: string, init: { method?: string; headers?: HeadersInit; body?: unknown } = {}) {
    this.url = url;
    this.method = init.method ?? 'GET';
    this.headers = new Headers(init.headers);
    this.body = init.body;
  }
  clone() {
    return this;
  }
}

function response(status: number, body: unknown) {
  const text = JSON.stringify(body);
  const reply = {
    status,
    ok: status >= 200 && status < 300,
    headers: new Headers({ 'content-type': 'application/json' }),
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
    clone: () => reply,
  };
  return reply;
}

/**
 * Replaces fetch for one test file: each call takes the next queued answer (a status and JSON body,
 * or an Error for a network failure) and is recorded in `seen`. `hold()` makes the next call wait
 * until `release()`, to see what a second click sends while the first call is in flight.
 */
export function installFetchStub() {
  const seen: SeenRequest[] = [];
  const answers: Answer[] = [];
  let held: Promise<void> | null = null;
  let release = () => {};
  Object.assign(globalThis, {
    Request: StubRequest,
    fetch: async (request: StubRequest) => {
      seen.push({
        url: request.url,
        method: request.method,
        headers: request.headers,
        body: typeof request.body === 'string' ? JSON.parse(request.body) : request.body,
      });
      const answer = answers.shift() ?? { status: 500, body: { message: 'no answer queued' } };
      if (held) await held;
      if (answer instanceof Error) throw answer;
      return response(answer.status, answer.body);
    },
  });
  return {
    seen,
    answer: (...next: Answer[]) => void answers.push(...next),
    hold: () => {
      held = new Promise<void>((resolve) => (release = resolve));
    },
    release: () => {
      held = null;
      release();
    },
  };
}

type RoutedAnswer = { status: number; body: unknown } | Error;
/**
 * Answers by path (the part after /api/), e.g. 'payment/gateway'; a function may answer per request,
 * and may answer later (a promise) to hold one call while the test looks at the page.
 */
export type Routes = Record<
  string,
  RoutedAnswer | ((request: SeenRequest) => RoutedAnswer | Promise<RoutedAnswer>)
>;

/**
 * Replaces fetch for one test file with answers chosen by path, for pages that load several things
 * at once in an order the test should not depend on. Unknown paths answer 404.
 */
export function installRoutedFetchStub(routes: Routes) {
  const seen: SeenRequest[] = [];
  Object.assign(globalThis, {
    Request: StubRequest,
    fetch: async (request: StubRequest) => {
      const entry: SeenRequest = {
        url: request.url,
        method: request.method,
        headers: request.headers,
        body: typeof request.body === 'string' ? JSON.parse(request.body) : request.body,
      };
      seen.push(entry);
      const path = new URL(request.url, 'http://localhost').pathname.replace(/^\/api\//, '');
      const route = routes[path];
      const answer =
        typeof route === 'function'
          ? await route(entry)
          : (route ?? { status: 404, body: { message: 'Not Found' } });
      if (answer instanceof Error) throw answer;
      return response(answer.status, answer.body);
    },
  });
  return { seen, routes, calls: (path: string) => seen.filter((r) => r.url.includes(`/api/${path}`)) };
}
