'use strict';
// The read path under load: a bare Fastify hello server and the built product server (its own
// process, production settings, default LOG_LEVEL, APP_ROLE all as `npm start`) measured with
// autocannon one after the other in one run, hello before and after every target; each figure is also
// given as a ratio to the mean of the two hello runs around it.
// Env: BENCH_SECONDS (10), BENCH_CONNECTIONS (100), BENCH_WARMUP_SECONDS (3), BENCH_TRANSFERS (20),
// BENCH_REFERRALS (30), BENCH_MEMBERS (100: the "many" targets give each connection one of them),
// BENCH_PROFILE=<target> (CPU profile of the server during that target),
// BENCH_PROFILE_OUT (keep that .cpuprofile there), BENCH_LOG_LEVEL (the server's LOG_LEVEL; unset =
// the default, as deployed).
const autocannon = require('autocannon');
const { fork, spawn } = require('node:child_process');
const { randomBytes, randomUUID } = require('node:crypto');
const { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } = require('node:fs');
const { loadavg, tmpdir } = require('node:os');
const { join } = require('node:path');
const { Client } = require('pg');
const argon2 = require('argon2');
const { DIST, dist, dropRedisKeys, pgUrl, PG_HOST, PG_PORT } = require('./common.cjs');
const { profileTop } = require('./profile-top.cjs');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? 20);
const REFERRALS = Number(process.env.BENCH_REFERRALS ?? 30);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100);
const PROFILE = process.env.BENCH_PROFILE;
const PASSWORD = 'Bench-password-1';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const port = () => 20000 + Math.floor(Math.random() * 20000);

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
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
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

/** MEMBERS members, each with REFERRALS referrals, all as SQL rows, as registration would leave them. */
async function seedMembers(databaseUrl) {
  const hash = await argon2.hash(PASSWORD, { type: argon2.argon2id });
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const insert = `INSERT INTO users (fname, lname, email, phone, role, password_hash, referral_token,
                      referrer_id, email_verified_at)
                    SELECT fname, lname, email, '5550100', 'User', $1, md5(random()::text), $2, now()
                      FROM unnest($3::text[], $4::text[], $5::text[]) AS u(fname, lname, email)
                    RETURNING id`;
    const members = [];
    for (let m = 0; m < MEMBERS; m++) {
      const email = m === 0 ? 'member@bench.example' : `member${m}@bench.example`;
      const [member] = (await db.query(insert, [hash, null, ['Bench'], [`Member ${m}`], [email]])).rows;
      const n = Array.from({ length: REFERRALS }, (_, i) => i);
      const referrals = (
        await db.query(insert, [
          hash,
          member.id,
          n.map(() => 'Referral'),
          n.map((i) => `No ${i}`),
          n.map((i) => `ref${m}-${i}@bench.example`),
        ])
      ).rows.map((r) => r.id);
      members.push({ id: member.id, email, referrals });
    }
    return members;
  } finally {
    await db.end();
  }
}

/** Runs `tasks` (functions returning promises) `width` at a time. */
async function inParallel(tasks, width) {
  const results = [];
  for (let i = 0; i < tasks.length; i += width) results.push(...(await Promise.all(tasks.slice(i, i + width).map((t) => t()))));
  return results;
}

function measure(title, options) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options }, (error, result) => {
      if (error) reject(error);
      else resolve({ title, result });
    });
  });
}

function warmUp(options) {
  return new Promise((resolve, reject) =>
    autocannon({ connections: CONNECTIONS, duration: WARMUP, ...options }, (e) => (e ? reject(e) : resolve())),
  );
}

async function main() {
  if (!existsSync(join(DIST, 'main.js'))) throw new Error('server/dist/main.js is missing: run npm run build -w server');
  const id = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const varDir = mkdtempSync(join(tmpdir(), 'lending-readpath-'));
  const database = `lending_bench_readpath_${id}`;
  const databaseUrl = pgUrl(database);
  // Production refuses one role for everything: the app runs as the restricted role (ADR 0019).
  const roleUrl = (role) => `postgres://${role}@${PG_HOST}:${PG_PORT}/${database}`;
  const appUrl = roleUrl('lending_app');
  const ownerUrl = roleUrl('lending_owner');
  await dist('platform/database/provision-database').provisionDatabase({
    adminUrl: pgUrl('postgres'),
    ownerUrl,
    appUrl,
  });
  const adminPassword = 'Root-password-1';
  const appPort = port();
  const helloPort = appPort + 1;
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    // Production refuses the test gateway unless it is named (ADR 0022); the bench charges no card.
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
    ADMIN_PASSWORD: adminPassword,
    // Every member signs in from this one address; the read path has no rate limit to measure.
    RATE_LIMIT_FACTOR: '1000',
    CPU_PROFILE_FILE: join(varDir, 'server.cpuprofile'),
    ...(process.env.BENCH_LOG_LEVEL ? { LOG_LEVEL: process.env.BENCH_LOG_LEVEL } : {}),
  };
  const logFile = join(varDir, 'server.log');
  const log = openSync(logFile, 'a');
  const nodeArgs = PROFILE ? ['-r', join(__dirname, 'cpu-profiler.cjs')] : [];
  const server = spawn(process.execPath, [...nodeArgs, join(DIST, 'main.js')], {
    env,
    stdio: ['ignore', log, log, 'ipc'],
  });
  const hello = fork(join(__dirname, 'hello-server.cjs'), [String(helloPort)], { stdio: 'inherit' });
  const stop = async () => {
    server.kill('SIGTERM');
    hello.kill('SIGTERM');
    await sleep(500);
    closeSync(log);
    const { dropDatabase } = dist('platform/database/ensure-database');
    await dropDatabase(databaseUrl).catch((e) => console.error(e.message));
    await dropRedisKeys(env.REDIS_PREFIX).catch((e) => console.error(e.message));
  };
  try {
    const base = `http://127.0.0.1:${appPort}`;
    await waitFor(`${base}/api/ready`, 90);
    await waitFor(`http://127.0.0.1:${helloPort}/`, 10);

    const members = await seedMembers(databaseUrl);
    const [{ id: memberId, referrals }] = members;
    const admin = (await call(base, 'POST', '/api/login', { body: { email: env.ADMIN_EMAIL, password: adminPassword } })).data.token;
    const tokens = await inParallel(
      members.map(({ email }) => async () => (await call(base, 'POST', '/api/login', { body: { email, password: PASSWORD } })).data.token),
      8,
    );
    const [member] = tokens;
    const transfer = (user, units, i) =>
      call(base, 'POST', '/api/admin/transactions/transfer', {
        token: admin,
        headers: { 'idempotency-key': randomUUID() },
        body: { user, units, narration: `Bench transfer ${i}`, pay_type: 'Wire', send_email: 'No' },
      });
    const transfers = [];
    for (const m of members) {
      for (let i = 0; i < TRANSFERS; i++) transfers.push(() => transfer(m.id, 1 + (i % 3), i));
      for (const [i, referral] of m.referrals.entries()) if (i % 3 === 0) transfers.push(() => transfer(referral, 2, i));
    }
    await inParallel(transfers, 8);

    // The answers the load below repeats, checked once: the member, their referrals and transactions.
    const user = (await call(base, 'POST', '/api/user/fetch', { token: member, body: {} })).data;
    const mine = (await call(base, 'POST', '/api/user/my-transactions', { token: member, body: {} })).data;
    if (user.id !== memberId || !Array.isArray(user.referrals) || user.referrals.length === 0)
      throw new Error(`user/fetch answered ${JSON.stringify(user).slice(0, 300)}`);
    if (mine.length !== TRANSFERS) throw new Error(`user/my-transactions gave ${mine.length} rows`);
    const last = (await call(base, 'POST', '/api/user/fetch', { token: tokens[MEMBERS - 1], body: {} })).data;
    if (last.id !== members[MEMBERS - 1].id) throw new Error('the last member\'s token fetched another user');
    console.log(
      `Seeded: ${MEMBERS} members, each with ${REFERRALS} referrals (user/fetch lists ${user.referrals.length}) and ${TRANSFERS} transactions; the first has ${user.balance_units} units`,
    );

    const authed = (path) => ({
      url: `${base}${path}`,
      method: 'POST',
      headers: { authorization: `Bearer ${member}`, 'content-type': 'application/json' },
      body: '{}',
    });
    // Connection i signs in as member i % MEMBERS: concurrent requests of different members.
    let nextClient = 0;
    const asMany = (path) => ({
      ...authed(path),
      setupClient: (client) => {
        const token = tokens[nextClient++ % MEMBERS];
        client.setHeaders({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
      },
    });
    // Hello runs before and after every target: the box's speed drifts during a run (another tenant,
    // thermal limits), so each target is set against the hello runs on either side of it.
    const hello = ['hello', { url: `http://127.0.0.1:${helloPort}/` }];
    const measured = [
      ['health', { url: `${base}/api/health` }],
      ['fetch', authed('/api/user/fetch')],
      ['fetch (many)', asMany('/api/user/fetch')],
      ['my-transactions', authed('/api/user/my-transactions')],
      ['my-transactions (many)', asMany('/api/user/my-transactions')],
    ];
    const targets = [hello, ...measured.flatMap((target) => [target, hello])];
    const load = [loadavg()[0]];
    const results = [];
    for (const [name, options] of targets) {
      await warmUp(options);
      const profiling = PROFILE === name && !results.some((r) => r.title === name);
      if (profiling) server.send('profile-start');
      results.push(await measure(name, options));
      if (profiling) {
        const written = new Promise((resolve) => server.once('message', resolve));
        server.send('profile-stop');
        await written;
      }
      load.push(loadavg()[0]);
    }

    const rate = (r) => r.result.requests.average;
    const hellos = results.filter((r) => r.title === 'hello').map(rate);
    console.log(
      `\nautocannon ${CONNECTIONS} connections, ${SECONDS} s each after ${WARMUP} s warm-up; hello ran before and after each target (${hellos.map(Math.round).join(' / ')} req/s); a target's ratio is to the mean of those two`,
    );
    console.log('| target | req/s | p50 ms | p99 ms | hello around it, req/s | ratio to hello | non-2xx | errors |');
    console.log('|---|---|---|---|---|---|---|---|');
    let bad = false;
    results.forEach(({ title, result }, i) => {
      const failures = result.non2xx + result.errors + result.timeouts;
      if (failures) bad = true;
      if (title === 'hello') return;
      const around = (rate(results[i - 1]) + rate(results[i + 1])) / 2;
      console.log(
        `| ${title} | ${Math.round(rate({ result }))} | ${result.latency.p50} | ${result.latency.p99} | ${Math.round(around)} | ${((100 * rate({ result })) / around).toFixed(1)} % | ${result.non2xx} | ${result.errors + result.timeouts} |`,
      );
    });
    const logLines = readFileSync(logFile, 'utf8').split('\n').filter(Boolean).length;
    console.log(`\nload average (1 min) before and after each target: ${load.map((l) => l.toFixed(2)).join(' ')}`);
    console.log(`server log lines written during the run (boot included): ${logLines}`);
    if (PROFILE) {
      console.log(`\nCPU profile of the server during "${PROFILE}" (self time, share of samples):`);
      const profile = JSON.parse(readFileSync(env.CPU_PROFILE_FILE, 'utf8'));
      for (const r of profileTop(profile, 20)) console.log(`${r.share.toFixed(1).padStart(5)} %  ${r.name}`);
      if (process.env.BENCH_PROFILE_OUT) require('node:fs').copyFileSync(env.CPU_PROFILE_FILE, process.env.BENCH_PROFILE_OUT);
    }
    if (bad) throw new Error('some requests failed (non-2xx, errors or timeouts): the figures do not count');
  } finally {
    await stop();
    rmSync(varDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
