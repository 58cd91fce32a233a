'use strict';
// One API instance against two, behind nginx, side by side in one run (issue 23 §1): `npm run
// cluster`'s set (2 APIs, 2 workers, nginx; NODE_ENV=production, default LOG_LEVEL) on a throwaway
// database, plus a second nginx of the same configuration over the first API only. Each target runs
// in the order one, two, two, one (a drift of the box's speed during the run weighs on both alike):
// `POST user/fetch` (each connection signed in as another member) and `POST admin/transactions/transfer`
// (a new Idempotency-Key each, the members in turn). Then the ledger verification must pass.
// Env: BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3), BENCH_CONNECTIONS (100, user/fetch),
// BENCH_TRANSFER_CONNECTIONS (32), BENCH_MEMBERS (50), BENCH_REFERRALS (10).
const autocannon = require('autocannon');
const { spawn, spawnSync } = require('node:child_process');
const { randomBytes, randomUUID } = require('node:crypto');
const { mkdtempSync, rmSync } = require('node:fs');
const { createServer } = require('node:net');
const { availableParallelism, loadavg, tmpdir } = require('node:os');
const { join } = require('node:path');
const { Client } = require('pg');
const argon2 = require('argon2');
const { DIST, dist, dropRedisKeys, pgUrl, PG_HOST, PG_PORT } = require('./common.cjs');
const { callOk, sleep } = require('./server-process.cjs');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const TRANSFER_CONNECTIONS = Number(process.env.BENCH_TRANSFER_CONNECTIONS ?? 32);
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 50);
const REFERRALS = Number(process.env.BENCH_REFERRALS ?? 10);
const PASSWORD = 'Bench-password-1';
const ROOT = join(__dirname, '..');

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function runCluster(env, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts', 'cluster.mjs'), ...args], {
      cwd: ROOT,
      env,
      stdio: 'inherit',
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`cluster ${args[0]} exited ${code}`)),
    );
  });
}

/** MEMBERS members with REFERRALS referrals each, as SQL rows as registration leaves them. */
async function seedMembers(databaseUrl) {
  const hash = await argon2.hash(PASSWORD, { type: argon2.argon2id });
  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const insert = `INSERT INTO users (fname, lname, email, phone, role, password_hash, referral_token,
                      referrer_id, email_verified_at)
                    SELECT 'Bench', name, email, '5550100', 'User', $1, md5(random()::text), $2, now()
                      FROM unnest($3::text[], $4::text[]) AS u(name, email)
                    RETURNING id`;
    const members = [];
    for (let m = 0; m < MEMBERS; m++) {
      const email = `member${m}@bench.example`;
      const [member] = (await db.query(insert, [hash, null, [`Member ${m}`], [email]])).rows;
      const n = Array.from({ length: REFERRALS }, (_, i) => i);
      await db.query(insert, [
        hash,
        member.id,
        n.map((i) => `Referral ${i}`),
        n.map((i) => `ref${m}-${i}@bench.example`),
      ]);
      members.push({ id: member.id, email });
    }
    return members;
  } finally {
    await db.end();
  }
}

function load(options, duration) {
  return new Promise((resolve, reject) =>
    autocannon({ duration, ...options }, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

async function main() {
  const id = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const work = mkdtempSync(join(tmpdir(), 'lending-bench-cluster-'));
  const database = `lending_bench_cluster_${id}`;
  const roleUrl = (role) => `postgres://${role}@${PG_HOST}:${PG_PORT}/${database}`;
  await dist('platform/database/provision-database').provisionDatabase({
    adminUrl: pgUrl('postgres'),
    ownerUrl: roleUrl('lending_owner'),
    appUrl: roleUrl('lending_app'),
  });
  const [two, one, api1, api2] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const runDir = join(work, 'run');
  const env = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    PAYMENT_GATEWAY: 'test',
    DATABASE_URL: roleUrl('lending_app'),
    DATABASE_OWNER_URL: roleUrl('lending_owner'),
    DATABASE_ADMIN_URL: pgUrl('postgres'),
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `bench_${id}`,
    VAR_DIR: join(work, 'var'),
    JWT_SECRET: randomBytes(32).toString('hex'),
    LEDGER_ANCHOR_KEY: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: 'root@bench.example',
    ADMIN_PASSWORD: 'Root-password-1',
    // Every member signs in from this one address; the limits are not what is measured.
    RATE_LIMIT_FACTOR: '1000',
    CLUSTER_DIR: runDir,
    CLUSTER_PORT: String(two),
    CLUSTER_API_PORTS: `${api1},${api2}`,
  };
  try {
    await runCluster(env, ['start', '--no-build']);
    const { ensureNginx, renderSite, writeNginx } = await import('../scripts/cluster/nginx.mjs');
    const { startDetached } = await import('../scripts/cluster/processes.mjs');
    const proxy = writeNginx(
      ensureNginx(),
      runDir,
      'nginx-one',
      renderSite({ listen: `127.0.0.1:${one}`, servers: [`127.0.0.1:${api1}`] }),
    );
    startDetached(runDir, 'nginx-one', proxy.command, proxy.args, { cwd: runDir, env });
    const origins = { one: `http://127.0.0.1:${one}`, two: `http://127.0.0.1:${two}` };
    for (let i = 0; ; i++) {
      if (
        await fetch(`${origins.one}/api/ready`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (i > 100) throw new Error('the single-instance nginx did not answer');
      await sleep(100);
    }

    const members = await seedMembers(pgUrl(database));
    const login = (email, password) =>
      callOk(origins.two, 'POST', '/api/login', { body: { email, password } });
    const admin = (await login(env.ADMIN_EMAIL, env.ADMIN_PASSWORD)).data.token;
    const tokens = [];
    for (const { email } of members) tokens.push((await login(email, PASSWORD)).data.token);
    console.log(`Seeded ${MEMBERS} members with ${REFERRALS} referrals each, signed in.`);

    let nextClient = 0;
    const targets = {
      'user/fetch': (origin) => ({
        url: `${origin}/api/user/fetch`,
        method: 'POST',
        body: '{}',
        connections: CONNECTIONS,
        setupClient: (client) =>
          client.setHeaders({
            authorization: `Bearer ${tokens[nextClient++ % MEMBERS]}`,
            'content-type': 'application/json',
          }),
      }),
      transfer: (origin) => {
        let n = 0;
        return {
          url: `${origin}/api/admin/transactions/transfer`,
          method: 'POST',
          connections: TRANSFER_CONNECTIONS,
          headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
          requests: [
            {
              setupRequest: (request) => {
                const member = members[n++ % MEMBERS];
                return {
                  ...request,
                  headers: { ...request.headers, 'idempotency-key': randomUUID() },
                  body: JSON.stringify({
                    user: member.id,
                    units: 1 + (n % 3),
                    narration: `Bench ${n}`,
                    pay_type: 'Wire',
                    send_email: 'No',
                  }),
                };
              },
            },
          ],
        };
      },
    };
    const rows = [];
    const loads = [loadavg()[0]];
    for (const [name, options] of Object.entries(targets)) {
      const runs = { one: [], two: [] };
      for (const which of ['one', 'two', 'two', 'one']) {
        await load(options(origins[which]), WARMUP);
        runs[which].push(await load(options(origins[which]), SECONDS));
        loads.push(loadavg()[0]);
      }
      rows.push({ name, runs });
    }

    const rate = (results) => results.reduce((sum, r) => sum + r.requests.average, 0) / results.length;
    const failures = (results) => results.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0);
    const latency = (results) => results.map((r) => `${r.latency.p50}/${r.latency.p99}`).join(', ');
    console.log(
      `\nautocannon in this process, ${SECONDS} s per run after ${WARMUP} s of warm-up, runs in the order one, two, two, one; ` +
        `user/fetch ${CONNECTIONS} connections, transfer ${TRANSFER_CONNECTIONS}; ${availableParallelism()} cores`,
    );
    console.log(
      '| target | 1 instance, req/s (runs) | 2 instances, req/s (runs) | 2 ÷ 1 | p50/p99 ms, 1 | p50/p99 ms, 2 | failed |',
    );
    console.log('|---|---|---|---|---|---|---|');
    let bad = false;
    for (const { name, runs } of rows) {
      const failed = failures(runs.one) + failures(runs.two);
      if (failed) bad = true;
      const each = (results) => results.map((r) => Math.round(r.requests.average)).join(' / ');
      console.log(
        `| ${name} | ${Math.round(rate(runs.one))} (${each(runs.one)}) | ${Math.round(rate(runs.two))} (${each(runs.two)}) | ` +
          `${(rate(runs.two) / rate(runs.one)).toFixed(2)} | ${latency(runs.one)} | ${latency(runs.two)} | ${failed} |`,
      );
    }
    console.log(
      `\nload average (1 min) before and after each run: ${loads.map((l) => l.toFixed(2)).join(' ')}`,
    );

    const verify = spawnSync(process.execPath, [join(DIST, 'cli', 'ledger-verify.js')], {
      env,
      encoding: 'utf8',
    });
    console.log(`ledger verification after the run: exit ${verify.status}`);
    if (verify.status !== 0) throw new Error(`the ledger does not verify:\n${verify.stdout}${verify.stderr}`);
    if (bad) throw new Error('some requests failed (non-2xx, errors or timeouts): the figures do not count');
  } finally {
    await runCluster(env, ['stop']).catch((e) => console.error(e.message));
    const { dropDatabase } = dist('platform/database/ensure-database');
    await dropDatabase(pgUrl(database)).catch((e) => console.error(e.message));
    await dropRedisKeys(env.REDIS_PREFIX).catch((e) => console.error(e.message));
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
