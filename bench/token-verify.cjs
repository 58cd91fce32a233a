'use strict';
/**
 * The session token check of one or more server builds side by side (ADR 0049): TokenService's
 * verifySession as the platform module wires it, without I/O, builds taking turns round after round.
 * Two cases per build: `cached`, the same token every call (a browser's, known to the process after
 * its first request), and `first`, a new token every call (the HMAC check of a token this process
 * has not seen). A build with key rotation also runs `first, no kid, retired`: a token from before
 * key ids signed with a retired secret, the slowest case (every key is tried, current first).
 *
 *   node bench/token-verify.cjs [server/dist ...]    (default: this checkout's server/dist)
 *   Env: BENCH_ROUNDS (7), BENCH_CALLS (50000 a round)
 */
const { createHmac, randomBytes } = require('node:crypto');
const { join, resolve } = require('node:path');

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const CALLS = Number(process.env.BENCH_CALLS ?? 50_000);
const dists =
  process.argv.length > 2
    ? process.argv.slice(2).map((d) => resolve(d))
    : [join(__dirname, '..', 'server', 'dist')];

const current = randomBytes(32).toString('hex');
const retired = randomBytes(32).toString('hex');
const encode = (value) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** `count` distinct session tokens signed with `secret`, with `kid` in the header when given. */
function tokens(count, secret, kid) {
  const header = encode({ alg: 'HS256', typ: 'JWT', ...(kid ? { kid } : {}) });
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return Array.from({ length: count }, (_, i) => {
    const data = `${header}.${encode({ sub: 'u', role: 'User', ver: 1, typ: 'session', jti: `j${i}`, iat: 1, exp })}`;
    return `${data}.${createHmac('sha256', secret).update(data).digest('base64url')}`;
  });
}

/** The cases of one build, each a function that makes CALLS checks. */
function casesOf(dist) {
  require(require.resolve('reflect-metadata', { paths: [dist] }));
  const { JwtService } = require(require.resolve('@nestjs/jwt', { paths: [dist] }));
  const { loadConfig } = require(join(dist, 'platform/config/app-config.js'));
  const secrets = require(join(dist, 'platform/auth/jwt-secret.js'));
  const { TokenService } = require(join(dist, 'platform/auth/token.service.js'));
  const rotates = typeof secrets.jwtKeys === 'function';
  const config = loadConfig(
    rotates ? { JWT_SECRET: current, JWT_PREVIOUS_SECRETS: retired } : { JWT_SECRET: current },
  );
  const jwt = new JwtService({
    secret: secrets.jwtSecretKey(config),
    signOptions: { algorithm: 'HS256' },
    verifyOptions: { algorithms: ['HS256'] },
  });
  // A new service per round of `first`, so that no token is in its cache yet.
  const service = () => new TokenService(jwt, config);
  const check = (svc, token) => {
    if (!svc.verifySession(token)) throw new Error(`${dist}: a good token was refused`);
  };
  const kid = rotates ? secrets.jwtKeys(config).current.id : undefined;
  const cases = {
    cached: () => {
      const svc = service();
      const [token] = tokens(1, current, kid);
      return () => {
        for (let i = 0; i < CALLS; i++) check(svc, token);
      };
    },
    first: () => {
      const svc = service();
      const fresh = tokens(CALLS, current, kid);
      return () => {
        for (const token of fresh) check(svc, token);
      };
    },
  };
  if (rotates)
    cases['first, no kid, retired'] = () => {
      const svc = service();
      const fresh = tokens(CALLS, retired);
      return () => {
        for (const token of fresh) check(svc, token);
      };
    };
  return cases;
}

function main() {
  const builds = dists.map((dist) => ({ dist, cases: casesOf(dist) }));
  const times = new Map();
  for (const { cases } of builds) for (const make of Object.values(cases)) make()(); // warm-up
  for (let round = 0; round < ROUNDS; round++)
    for (const { dist, cases } of builds)
      for (const [name, make] of Object.entries(cases)) {
        const run = make(); // tokens made and signed outside the measured time
        const cpu = process.cpuUsage();
        run();
        const used = process.cpuUsage(cpu);
        const key = `${dist} | ${name}`;
        if (!times.has(key)) times.set(key, []);
        times.get(key).push(((used.user + used.system) * 1000) / CALLS);
      }
  console.log(`${ROUNDS} rounds of ${CALLS} verifySession calls per case, CPU time per call (ns)`);
  console.log('| build | case | median | min | max |');
  console.log('|---|---|---|---|---|');
  for (const [key, values] of times) {
    const sorted = [...values].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    console.log(
      `| ${key} | ${Math.round(median)} | ${Math.round(sorted[0])} | ${Math.round(sorted.at(-1))} |`,
    );
  }
}

main();
