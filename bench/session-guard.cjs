'use strict';
/**
 * The SessionGuard's own cost per request, without I/O: the built guard and strategy of one or more
 * server builds, side by side in one process, with the token check, the user store and the
 * revocation list answering at once (resolved promises). What is left is the guard's work around the
 * session check: reading the route's access, finding the token, and (since ADR 0042) passport's
 * authenticate. Builds take turns, round after round, so the box's drift falls on each alike.
 *
 *   node bench/session-guard.cjs [server/dist ...]    (default: this checkout's server/dist)
 *   Env: BENCH_ROUNDS (7), BENCH_CALLS (100000 a round)
 */
const { join, resolve } = require('node:path');

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const CALLS = Number(process.env.BENCH_CALLS ?? 100_000);
const dists =
  process.argv.length > 2
    ? process.argv.slice(2).map((d) => resolve(d))
    : [join(__dirname, '..', 'server', 'dist')];

const user = {
  id: '00000000-0000-4000-8000-000000000001',
  role: 'User',
  email: 'member@bench.example',
  fullName: 'Bench Member',
  language: 'en',
  tokenVersion: 1,
};
const claims = { sub: user.id, role: 'User', ver: 1, jti: 'j', typ: 'session', exp: 2e9, iat: 1 };

/** The guard of one build, wired as Nest wires it, with the I/O answered at once. */
function guardOf(dist) {
  require(require.resolve('reflect-metadata', { paths: [dist] }));
  const { JwtStrategy } = require(join(dist, 'platform/auth/jwt.strategy.js'));
  const { SessionGuard } = require(join(dist, 'platform/auth/auth.guard.js'));
  const strategy = new JwtStrategy(
    { verifySession: () => claims },
    { load: async () => user },
    { isRevoked: async () => false },
  );
  const guard = new SessionGuard({ getAllAndOverride: () => undefined }, { get: () => strategy });
  const handler = () => undefined;
  class Controller {}
  return async () => {
    // A new request object each time, as Fastify makes one per request.
    const request = { headers: { authorization: 'Bearer token' }, cookies: {}, method: 'POST' };
    const http = { getRequest: () => request, getResponse: () => ({}) };
    await guard.canActivate({
      getHandler: () => handler,
      getClass: () => Controller,
      switchToHttp: () => http,
    });
    if (request.user?.id !== user.id) throw new Error(`${dist}: no user on the request`);
  };
}

async function main() {
  const guards = dists.map(guardOf);
  const times = dists.map(() => []);
  for (const call of guards) for (let i = 0; i < CALLS / 10; i++) await call(); // warm-up
  for (let round = 0; round < ROUNDS; round++) {
    for (const [d, call] of guards.entries()) {
      const cpu = process.cpuUsage();
      for (let i = 0; i < CALLS; i++) await call();
      const used = process.cpuUsage(cpu);
      times[d].push(((used.user + used.system) * 1000) / CALLS);
    }
  }
  console.log(`${ROUNDS} rounds of ${CALLS} guard calls per build, CPU time per call (ns)`);
  console.log('| build | median | min | max |');
  console.log('|---|---|---|---|');
  for (const [d, dist] of dists.entries()) {
    const sorted = [...times[d]].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    console.log(
      `| ${dist} | ${Math.round(median)} | ${Math.round(sorted[0])} | ${Math.round(sorted.at(-1))} |`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
