import type { OpenAPIObject } from '@nestjs/swagger';
import { buildApiDocument } from '../../src/bootstrap/api-document';
import type { AccessRule, Answer, Caller } from '../../src/platform';
import type { Reply } from '../support/client';
import { routeTable, type Route } from '../support/route-table';
import { PRODUCTION_MODE, startTestApp, type TestApp } from '../support/test-app';
import { Fixtures, send, urlOf, type Account } from './access-matrix-fixtures';
import { REQUESTS, type Recipe } from './access-matrix-requests';

jest.setTimeout(120_000);

/** In this order: a call that succeeds may use up what a later one needs, a refusal never does. */
const CALLERS: Caller[] = ['anonymous', 'othersResource', 'member', 'admin', 'superAdmin'];
const CODES: Record<number, string> = {
  401: 'AUTH.UNAUTHENTICATED',
  403: 'AUTH.FORBIDDEN',
  422: 'VALIDATION_FAILED',
};
/** An input naming a member's row: a route a member may call with one declares `othersResource`. */
const NAMES_A_ROW = /^(id|name|user|user_id|member|parent|.+_id)$/;
/** Refusals that come before any handler: the session guard's, and the router's for an unknown path. */
const REFUSALS: Record<number, string> = { 401: CODES[401], 403: CODES[403], 404: 'NOT_FOUND' };

const keyOf = (route: Route) => `${route.method} ${route.path}`;
const succeeds = (status: number) => status >= 200 && status < 300;

function parsed(answer: Answer): { status: number; code?: string } {
  if (typeof answer === 'number') return { status: answer, code: CODES[answer] };
  const [status, code] = answer.split(' ');
  return { status: Number(status), code };
}

const callersOf = (rule: AccessRule) => CALLERS.filter((caller) => rule[caller] !== undefined);

/** What the declaration is missing or gets wrong on its face. */
function flawsOf(route: Route, rule: AccessRule, document: OpenAPIObject): string[] {
  const flaws = callersOf(rule)
    .filter((caller) => parsed(rule[caller]!).status >= 400 && !parsed(rule[caller]!).code)
    .map((caller) => `${caller}: a refusal other than 401, 403 or 422 names its code`);
  const membersIn = succeeds(parsed(rule.member).status);
  if (rule.othersResource !== undefined && !membersIn) flaws.push('othersResource, yet members are refused');
  const rows = inputsOf(route, document).filter((name) => NAMES_A_ROW.test(name));
  if (membersIn && parsed(rule.anonymous).status === 401 && rows.length && rule.othersResource === undefined)
    flaws.push(`takes ${rows.join(', ')}: say what a member gets for another member's (othersResource)`);
  return flaws;
}

/** The route's path parameters, and its query and JSON body fields as the API document lists them. */
function inputsOf(route: Route, document: OpenAPIObject): string[] {
  const path = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const operation = document.paths[route.path.replace(/:(\w+)/g, '{$1}')]?.[
    route.method.toLowerCase() as 'get'
  ] as Record<string, any> | undefined;
  const query = ((operation?.parameters ?? []) as Array<{ in: string; name: string }>)
    .filter((p) => p.in === 'query')
    .map((p) => p.name);
  const ref: string | undefined = operation?.requestBody?.content?.['application/json']?.schema?.$ref;
  const schema = ref ? (document.components?.schemas?.[ref.split('/').pop()!] as Record<string, any>) : {};
  return [...path, ...query, ...Object.keys(schema?.properties ?? {})];
}

/** Refused before any handler ran (a HEAD answer has no body to tell the code by). */
function isRefusal(reply: Reply, method: string): boolean {
  const code = (reply.body as { code?: unknown } | null)?.code;
  return reply.status in REFUSALS && (method === 'HEAD' || code === REFUSALS[reply.status]);
}

/** What is wrong with `reply` given the declared answer, or null. */
function mismatch(reply: Reply, expected: { status: number; code?: string }, owner: Account | null) {
  const code = (reply.body as { code?: unknown } | null)?.code;
  const got = `${reply.status}${typeof code === 'string' ? ` ${code}` : ''}`;
  const want = `${expected.status}${expected.code ? ` ${expected.code}` : ''}`;
  if (reply.status !== expected.status || (expected.code && code !== expected.code))
    return `answered ${got}, declared ${want}: ${JSON.stringify(reply.body).slice(0, 300)}`;
  // Let in on another member's id, the answer still tells nothing of that member.
  const text = reply.raw.toString('utf8');
  if (owner && succeeds(reply.status) && (text.includes(owner.id) || text.includes(owner.email)))
    return `answered ${got} with the owner's id or email`;
  return null;
}

/**
 * The same path spelled otherwise: a percent-encoded first letter (of the first segment after /api,
 * of every segment, lower-case hex of a whole segment), another case (all, capitals, one segment), a
 * doubled slash, a trailing slash. Parameters stay as they are.
 */
function spellings(path: string, params: Record<string, string>): string[] {
  const pieces = path.split('/');
  const literal = (i: number) => pieces[i] !== '' && !pieces[i].startsWith(':') && pieces[i] !== '*';
  const url = (change: (piece: string, i: number) => string) =>
    urlOf(pieces.map((piece, i) => (literal(i) ? change(piece, i) : piece)).join('/'), { params });
  const encodeFirst = (piece: string) =>
    /^[a-z]/i.test(piece) ? `%${piece.charCodeAt(0).toString(16).toUpperCase()}${piece.slice(1)}` : piece;
  const encodeAll = (piece: string) =>
    [...piece].map((c) => `%${c.charCodeAt(0).toString(16).toLowerCase().padStart(2, '0')}`).join('');
  const second = pieces.findIndex((_, i) => i > 1 && literal(i));
  const onSecond = (change: (piece: string) => string) => (piece: string, i: number) =>
    i === (second === -1 ? 1 : second) ? change(piece) : piece;
  return [
    url(onSecond(encodeFirst)),
    url(encodeFirst),
    url(onSecond(encodeAll)),
    url((piece) => piece.toUpperCase()),
    url((piece) => piece.charAt(0).toUpperCase() + piece.slice(1)),
    url(onSecond((piece) => piece.toUpperCase())),
    urlOf(path.replace(/^\/api\//, '/api//'), { params }),
    `${urlOf(path, { params })}/`,
  ];
}

describe('the access matrix: every route, as every caller, answers as declared (ADR 0043)', () => {
  let t: TestApp;
  let routes: Route[];
  let fx: Fixtures;

  beforeAll(async () => {
    // Production: the API docs are for administrators there (ADR 0016).
    t = await startTestApp({ ...PRODUCTION_MODE, RATE_LIMIT_FACTOR: '50' });
    routes = routeTable(t.app);
    fx = await Fixtures.create(t);
  });
  afterAll(() => t.close());

  it('every route declares who may call it, and the matrix has a request for it', () => {
    const document = buildApiDocument(t.app);
    const problems = routes.flatMap((route) => {
      const where = `${keyOf(route)} (${route.origin})`;
      if (!route.access)
        return [
          `${where}: no access declared (@Access on the method, or bareRouteAccess in configure-http.ts)`,
        ];
      return [
        ...flawsOf(route, route.access, document).map((flaw) => `${where}: ${flaw}`),
        ...(REQUESTS[keyOf(route)] ? [] : [`${where}: no request in access-matrix-requests.ts`]),
      ];
    });
    const known = new Set(routes.map(keyOf));
    const stale = Object.keys(REQUESTS).filter((key) => !known.has(key));
    expect({ problems, stale }).toEqual({ problems: [], stale: [] });
    // The whole route table: Nest's controllers and what Fastify answers itself.
    expect(routes.filter((r) => r.by === 'nest').length).toBeGreaterThanOrEqual(105);
    expect(routes.filter((r) => r.by === 'fastify').map(keyOf)).toEqual(
      expect.arrayContaining([
        'GET /api/health',
        'GET /api/docs',
        'GET /api/docs-json',
        'GET /api/docs-yaml',
      ]),
    );
  });

  it('every route answers every caller as declared', async () => {
    const failures: string[] = [];
    for (const route of routes.filter((r) => r.access && REQUESTS[keyOf(r)])) {
      const recipe: Recipe = REQUESTS[keyOf(route)];
      const rule = route.access!;
      let state: Record<string, any>;
      try {
        state = (await recipe.prepare?.(fx)) ?? {};
      } catch (error) {
        failures.push(`${keyOf(route)}: preparing failed: ${(error as Error).message}`);
        continue;
      }
      for (const caller of callersOf(rule)) {
        const declared = parsed(rule[caller]!);
        const expected =
          recipe.probe && succeeds(declared.status) ? parsed(recipe.probe.answer ?? 422) : declared;
        try {
          const me = recipe.freshAccount ? await fx.accountFor(caller) : accountOf(caller, state);
          const call = (await recipe.call?.(fx, { caller, me, state })) ?? {};
          const reply = await send(t, me, route.method, urlOf(route.path, call), call);
          const owner = state.member ?? fx.owner;
          const problem = mismatch(reply, expected, caller === 'othersResource' ? owner : null);
          if (problem) failures.push(`${keyOf(route)} as ${caller}: ${problem}`);
        } catch (error) {
          failures.push(`${keyOf(route)} as ${caller}: ${(error as Error).message}`);
        }
      }
    }
    expect(failures).toEqual([]);

    function accountOf(caller: Caller, state: { member?: Account }): Account | null {
      if (caller === 'anonymous') return null;
      if (caller === 'member') return state.member ?? fx.owner;
      if (caller === 'othersResource') return fx.other;
      return caller === 'admin' ? fx.admin : fx.root;
    }
  });

  it('no staff route answers a visitor or a member at another spelling of its path', async () => {
    const staffOnly = routes.filter(
      ({ access }) =>
        access &&
        !succeeds(parsed(access.member).status) &&
        (succeeds(parsed(access.admin).status) || succeeds(parsed(access.superAdmin).status)),
    );
    expect(staffOnly.length).toBeGreaterThan(60);
    // Any value routes: the refusal comes before a handler reads it.
    const samples: Record<string, string> = { id: fx.owner.id, no: String(fx.season), '*': 'swagger-ui.css' };
    const callers = [['a visitor', null] as const, ['a member', fx.other] as const];
    const failures: string[] = [];
    let calls = 0;
    for (const route of staffOnly) {
      const params = Object.fromEntries(
        [...route.path.matchAll(/:(\w+)|\*/g)].map(([, name = '*']) => [name, samples[name] ?? 'x']),
      );
      const tries = spellings(route.path, params).map((url) => [route.method, url]);
      if (route.method === 'GET') tries.push(['HEAD', urlOf(route.path, { params })]);
      for (const [method, url] of tries)
        for (const [who, as] of callers) {
          calls++;
          const reply = await send(t, as, method, url, method === 'POST' ? { body: {} } : {});
          if (!isRefusal(reply, method))
            failures.push(
              `${method} ${url} as ${who}: ${reply.status} ${reply.raw.toString('utf8').slice(0, 200)}`,
            );
        }
    }
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(1000);
  });
});
