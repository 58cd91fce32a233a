'use strict';
// The built product server as its own process, as `npm start` runs it (NODE_ENV=production, APP_ROLE
// all, the restricted database role), on a throwaway database provisioned like a real one (ADR 0019).
// Used by network-scale.cjs; read-path.cjs keeps its own copy of the same steps.
const { spawn } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { closeSync, mkdtempSync, openSync, readFileSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { DIST, dist, dropRedisKeys, pgUrl, PG_HOST, PG_PORT } = require('./common.cjs');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function call(base, method, path, { token, body, headers = {} } = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json().catch(() => null);
  return { status: response.status, body: json };
}

/** Like call, but anything other than 2xx throws. */
async function callOk(base, method, path, options) {
  const reply = await call(base, method, path, options);
  if (reply.status < 200 || reply.status > 299)
    throw new Error(`${method} ${path}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

async function waitFor(url, seconds) {
  for (let i = 0; i < seconds * 10; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/**
 * A provisioned database and the env to run the server on it. `start()` boots the server (its
 * migrations run at boot) and waits until it is ready; `stop()` ends it; `drop()` removes the
 * database, the Redis keys and the scratch folder.
 */
/**
 * `existing`: the name of a database a run kept (BENCH_KEEP=1), served again as it is (its admin was
 * seeded with the same ADMIN_EMAIL and ADMIN_PASSWORD); it is kept again at the end.
 */
async function serverOnFreshDatabase(name, existing = null) {
  const id = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const varDir = mkdtempSync(join(tmpdir(), `lending-${name}-`));
  const database = existing ?? `lending_bench_${name}_${id}`;
  const databaseUrl = pgUrl(database);
  const roleUrl = (role) => `postgres://${role}@${PG_HOST}:${PG_PORT}/${database}`;
  const appUrl = roleUrl('lending_app');
  const ownerUrl = roleUrl('lending_owner');
  if (!existing)
    await dist('platform/database/provision-database').provisionDatabase({
      adminUrl: pgUrl('postgres'),
      ownerUrl,
      appUrl,
    });
  const appPort = 20000 + Math.floor(Math.random() * 20000);
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    PAYMENT_GATEWAY: 'test',
    PORT: String(appPort),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${appPort}`,
    DATABASE_URL: appUrl,
    DATABASE_OWNER_URL: ownerUrl,
    LEDGER_ANCHOR_KEY: randomBytes(32).toString('hex'),
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `bench_${id}`,
    VAR_DIR: varDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: 'root@bench.example',
    ADMIN_PASSWORD: 'Root-password-1',
    // Every member signs in from this one address.
    RATE_LIMIT_FACTOR: '1000',
    ...(process.env.BENCH_LOG_LEVEL ? { LOG_LEVEL: process.env.BENCH_LOG_LEVEL } : {}),
    // Another web build to serve (say, an earlier commit's, for a before and after in one session).
    ...(process.env.BENCH_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.BENCH_WEB_DIST_DIR } : {}),
  };
  const base = `http://127.0.0.1:${appPort}`;
  let server = null;
  let log = null;
  const stop = async () => {
    if (!server) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await Promise.race([exited, sleep(15_000)]);
    closeSync(log);
    server = null;
  };
  return {
    env,
    base,
    databaseUrl,
    logFile: join(varDir, 'server.log'),
    async start() {
      log = openSync(join(varDir, 'server.log'), 'a');
      // BENCH_SERVER_FLAGS: node's own flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
      const flags = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
      server = spawn(process.execPath, [...flags, join(DIST, 'main.js')], { env, stdio: ['ignore', log, log] });
      try {
        await waitFor(`${base}/api/ready`, 180);
      } catch (error) {
        const tail = readFileSync(join(varDir, 'server.log'), 'utf8').split('\n').slice(-30).join('\n');
        throw new Error(`${error.message}; the server's log ends with:\n${tail}`);
      }
    },
    stop,
    /** Runs a CLI of the built server (server/dist/cli/<file>.js) with the server's env. */
    cli(file, args) {
      return new Promise((resolve, reject) => {
        const child = spawn(process.execPath, [join(DIST, 'cli', `${file}.js`), ...args], {
          env,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let out = '';
        child.stdout.on('data', (d) => (out += d));
        child.stderr.on('data', (d) => (out += d));
        child.on('exit', (code) =>
          code === 0 ? resolve(out) : reject(new Error(`${file} exited ${code}: ${out}`)),
        );
      });
    },
    async drop() {
      await stop();
      if (process.env.BENCH_KEEP === '1' || existing) {
        console.log(`kept ${databaseUrl}`);
        return;
      }
      const { dropDatabase } = dist('platform/database/ensure-database');
      await dropDatabase(databaseUrl).catch((e) => console.error(e.message));
      await dropRedisKeys(env.REDIS_PREFIX).catch((e) => console.error(e.message));
      rmSync(varDir, { recursive: true, force: true });
    },
  };
}

module.exports = { call, callOk, serverOnFreshDatabase, sleep };
