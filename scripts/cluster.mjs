// `npm run cluster -- start|stop|status`: several instances on one machine, as operators run them
// (README "Several instances", ADR 0050). Two API processes (APP_ROLE=api) and two workers
// (APP_ROLE=worker) of the built server against one PostgreSQL and one Redis, behind an nginx of their
// own on loopback (docker/nginx.conf, round robin). Every process is detached, with its log and pid
// file in the run folder; `stop` ends them by those pid files, `status` checks each one's health.
//
// Settings (environment): CLUSTER_PORT (nginx, 3100), CLUSTER_API_PORTS (3101,3102: one API per
// port), CLUSTER_WORKERS (2), CLUSTER_DIR (var/cluster), CLUSTER_START_TIMEOUT_SECONDS (240); every
// other variable goes to the app as `npm start` passes it (DATABASE_URL, REDIS_URL, REDIS_PREFIX,
// VAR_DIR, ...), with HOST=127.0.0.1, TRUST_PROXY=127.0.0.1 (nginx) and PUBLIC_URL nginx's origin
// unless set. `start --no-build` uses server/dist as it is.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  ensureBuild,
  ensureDatabaseRoles,
  ensureDependencies,
  ensureServices,
  root,
} from './lib.mjs';
import { ensureNginx, renderSite, writeNginx } from './cluster/nginx.mjs';
import { alive, logTail, pidOf, pidNames, startDetached, stopAll } from './cluster/processes.mjs';

const MAIN = join(root, 'server', 'dist', 'main.js');
const HEALTH = join(root, 'server', 'dist', 'cli', 'health.js');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function settings(env) {
  const port = Number(env.CLUSTER_PORT ?? 3100);
  const apiPorts = (env.CLUSTER_API_PORTS ?? '3101,3102').split(',').map((p) => Number(p.trim()));
  const workers = Number(env.CLUSTER_WORKERS ?? 2);
  const ports = [port, ...apiPorts];
  if (ports.some((p) => !Number.isInteger(p) || p < 1 || p > 65535) || new Set(ports).size !== ports.length)
    fail(`CLUSTER_PORT and CLUSTER_API_PORTS must be distinct ports: ${ports.join(', ')}`);
  if (!Number.isInteger(workers) || workers < 1) fail('CLUSTER_WORKERS must be at least 1');
  return {
    runDir: resolve(root, env.CLUSTER_DIR ?? join('var', 'cluster')),
    port,
    apis: apiPorts.map((apiPort, i) => ({ name: `api-${i + 1}`, port: apiPort })),
    workers: Array.from({ length: workers }, (_, i) => ({ name: `worker-${i + 1}` })),
    timeoutMs: Number(env.CLUSTER_START_TIMEOUT_SECONDS ?? 240) * 1000,
  };
}

function fail(message) {
  console.error(`✖ ${message}`);
  process.exit(1);
}

/**
 * What each pid file's process has in its command line (nginx renames its master "nginx: master
 * process"); the cluster benchmark adds an nginx of its own to the run folder, stopped with the rest.
 */
const markerOf = (name) => (name.startsWith('nginx') ? 'nginx' : 'server/dist/main.js');

/** The variables the health check needs, kept for `status`: no secret among them. */
function healthEnv(env) {
  const keep = ['REDIS_URL', 'REDIS_PREFIX'].filter((key) => env[key] !== undefined);
  return Object.fromEntries(keep.map((key) => [key, env[key]]));
}

async function ready(url) {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(3000) })).status === 200;
  } catch {
    return false;
  }
}

/** The worker's heartbeat, read by the same check compose runs (server/dist/cli/health.js). */
function workerHealthy(pid, env) {
  const check = spawnSync(process.execPath, [HEALTH, '--role', 'worker', '--pid', String(pid)], {
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
    timeout: 15_000,
  });
  return check.status === 0;
}

/** Polls `checks` until each passed once; a process that exits or the deadline stops everything started. */
async function waitUntilUp(cluster, pids, deadline, checks) {
  const up = new Set();
  while (up.size < checks.length) {
    const dead = Object.keys(pids).filter((name) => !alive(pids[name]));
    if (dead.length || Date.now() > deadline) {
      const why = dead.length ? `${dead.join(', ')} exited` : `not ready within ${cluster.timeoutMs / 1000} s`;
      const failed = dead.length ? dead : checks.filter((c) => !up.has(c.name)).map((c) => c.name);
      for (const name of failed) console.error(`\n--- ${name}.log (last lines) ---\n${logTail(cluster.runDir, name)}`);
      await stopAll(cluster.runDir, markerOf);
      fail(`the cluster did not start: ${why}`);
    }
    for (const check of checks) {
      if (!up.has(check.name) && (await check.ok())) {
        up.add(check.name);
        console.log(`  ✓ ${check.name}`);
      }
    }
    if (up.size < checks.length) await sleep(1000);
  }
}

async function start(cluster, args) {
  const running = pidNames(cluster.runDir).filter((name) => {
    const pid = pidOf(cluster.runDir, name);
    return pid && alive(pid);
  });
  if (running.length) fail(`already running (${running.join(', ')}): npm run cluster -- stop`);
  if (args.includes('--no-build')) {
    if (!existsSync(MAIN) || !existsSync(HEALTH)) fail('server/dist is not built: npm run build -w server');
  } else {
    ensureDependencies();
    ensureBuild();
  }
  await ensureServices({ persistentRedis: true });
  const nginx = ensureNginx();
  ensureDatabaseRoles();

  mkdirSync(cluster.runDir, { recursive: true });
  for (const name of pidNames(cluster.runDir)) rmSync(join(cluster.runDir, `${name}.pid`));
  const origin = `http://127.0.0.1:${cluster.port}`;
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${cluster.port}`,
    // nginx, on this machine, is the one proxy whose X-Forwarded-For is believed (ADR 0016).
    TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.1',
  };
  const site = renderSite({
    listen: `127.0.0.1:${cluster.port}`,
    servers: cluster.apis.map((api) => `127.0.0.1:${api.port}`),
  });
  const proxy = writeNginx(nginx, cluster.runDir, 'nginx', site);
  writeFileSync(
    join(cluster.runDir, 'cluster.json'),
    JSON.stringify({ ...cluster, startedAt: new Date().toISOString(), health: healthEnv(env) }, null, 2),
  );

  const spawnApp = (name, role, port) =>
    startDetached(cluster.runDir, name, process.execPath, [MAIN], {
      cwd: root,
      env: { ...env, APP_ROLE: role, ...(port ? { PORT: String(port) } : {}) },
    });
  const pids = {};
  for (const api of cluster.apis) pids[api.name] = spawnApp(api.name, 'api', api.port);
  for (const worker of cluster.workers) pids[worker.name] = spawnApp(worker.name, 'worker');
  console.log(`• Started ${Object.entries(pids).map(([n, p]) => `${n} (pid ${p})`).join(', ')}; waiting…`);
  process.once('SIGINT', () =>
    stopAll(cluster.runDir, markerOf).then(() => fail('interrupted: everything started was stopped')),
  );
  const deadline = Date.now() + cluster.timeoutMs;
  await waitUntilUp(cluster, pids, deadline, [
    ...cluster.apis.map((api) => ({ name: api.name, ok: () => ready(`http://127.0.0.1:${api.port}/api/ready`) })),
    ...cluster.workers.map((w) => ({ name: w.name, ok: () => workerHealthy(pids[w.name], healthEnv(env)) })),
  ]);
  // Last: started earlier, nginx would mark the instances that were still booting as down for a while.
  pids.nginx = startDetached(cluster.runDir, 'nginx', proxy.command, proxy.args, { cwd: cluster.runDir, env });
  await waitUntilUp(cluster, pids, deadline, [{ name: 'nginx', ok: () => ready(`${origin}/api/ready`) }]);
  console.log(`\n✓ Serving ${origin} (nginx) over ${cluster.apis.map((a) => a.port).join(', ')}; logs and pid files in ${cluster.runDir}`);
  if (!process.env.ADMIN_PASSWORD)
    console.log(`  First SuperAdmin: ${process.env.VAR_DIR ?? 'var'}/admin-credentials.txt (when it was generated)`);
  console.log('  npm run cluster -- status | stop');
}

async function status(cluster) {
  const file = join(cluster.runDir, 'cluster.json');
  if (!existsSync(file)) {
    console.log(`Not running (no ${file}).`);
    return 1;
  }
  const state = JSON.parse(readFileSync(file, 'utf8'));
  const rows = [
    ...state.apis.map((api) => ({ ...api, health: () => ready(`http://127.0.0.1:${api.port}/api/ready`) })),
    ...state.workers.map((w) => ({ ...w, health: (pid) => workerHealthy(pid, state.health) })),
    { name: 'nginx', port: state.port, health: () => ready(`http://127.0.0.1:${state.port}/api/ready`) },
  ];
  let healthy = 0;
  for (const row of rows) {
    const pid = pidOf(cluster.runDir, row.name);
    const ok = Boolean(pid && alive(pid) && (await row.health(pid)));
    if (ok) healthy++;
    const where = row.port ? `port ${row.port}` : 'heartbeat';
    console.log(`${ok ? '✓' : '✖'} ${row.name.padEnd(9)} pid ${String(pid ?? '-').padEnd(8)} ${where}`);
  }
  console.log(`${healthy} of ${rows.length} healthy (started ${state.startedAt})`);
  return healthy === rows.length ? 0 : 1;
}

async function stop(cluster) {
  const stopped = await stopAll(cluster.runDir, markerOf);
  rmSync(join(cluster.runDir, 'cluster.json'), { force: true });
  console.log(stopped.length ? `Stopped ${stopped.join(', ')}.` : 'Nothing was running.');
}

const [command, ...args] = process.argv.slice(2);
const cluster = settings(process.env);
if (command === 'start') await start(cluster, args);
else if (command === 'stop') await stop(cluster);
else if (command === 'status') process.exit(await status(cluster));
else {
  console.error('Usage: npm run cluster -- start [--no-build] | stop | status');
  process.exit(2);
}
