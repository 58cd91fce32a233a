// Shared steps of `npm start` and `npm test`: dependencies, services, build.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join, resolve } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

/**
 * Path arguments resolved against the folder the user ran npm in (npm runs scripts from the project's
 * root, where the server's own relative paths, such as VAR_DIR, are resolved); options stay as given.
 */
export function userPaths(args) {
  const from = process.env.INIT_CWD ?? process.cwd();
  return args.map((arg) => (arg.startsWith('-') ? arg : resolve(from, arg)));
}

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

export function ensureDependencies() {
  const lock = join(root, 'package-lock.json');
  const installed = join(root, 'node_modules', '.package-lock.json');
  if (!existsSync(installed) || newest(lock) > newest(installed)) {
    console.log('• Installing dependencies…');
    run('npm', ['install', '--no-audit', '--no-fund']);
  }
}

/** Rebuilds a workspace when its sources are newer than its output. */
export function ensureBuilt(workspace, sources, output) {
  const out = join(root, output);
  const stale = !existsSync(out) || Math.max(...sources.map((s) => newest(join(root, s)))) > newest(out);
  if (stale) {
    console.log(`• Building ${workspace}…`);
    run('npm', ['run', 'build', '-w', workspace]);
  }
}

/** The server's build (and the shared libs it needs), without the web app. */
export function ensureServerBuild() {
  ensureBuilt('libs', ['libs/src'], 'libs/dist');
  ensureBuilt('server', ['server/src', 'libs/src'], 'server/dist');
}

export function ensureBuild() {
  ensureServerBuild();
  ensureBuilt('web', ['web/src', 'web/index.html', 'libs/src'], 'web/dist');
}

/** Creates the database's owner and app roles and the database when missing (ADR 0019); needs server/dist. */
export function ensureDatabaseRoles() {
  run(process.execPath, ['server/dist/cli/db-provision.js']);
}

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host, port, timeout: 1000 });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

const which = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`]).status === 0;

/**
 * How a Redis started here keeps its data. `npm start` and `npm run dev` keep it in an append-only file
 * under var/redis, synced every second (ADR 0047), so that a restart keeps the delayed jobs (season
 * locks, email retries); the tests' Redis keeps nothing. noeviction: BullMQ must never lose a key to
 * memory pressure.
 */
function redisPersistence(persistent) {
  if (!persistent) return ['--save', '', '--appendonly', 'no'];
  const dir = join(root, 'var', 'redis');
  mkdirSync(dir, { recursive: true });
  return ['--dir', dir, '--appendonly', 'yes', '--appendfsync', 'everysec', '--save', ''];
}

/** A Redis already running on the default address that would lose delayed jobs on a restart. */
function warnIfRedisForgets() {
  if (!which('redis-cli')) return;
  const get = (name) =>
    spawnSync('redis-cli', ['-h', '127.0.0.1', '-p', '6379', 'config', 'get', name], { encoding: 'utf8' })
      .stdout?.split('\n')[1]
      ?.trim();
  if (get('appendonly') === 'no')
    console.warn('! Redis on 127.0.0.1:6379 runs without its append-only file: a restart loses delayed jobs (see README, Redis persistence).');
  const policy = get('maxmemory-policy');
  if (policy && policy !== 'noeviction')
    console.warn(`! Redis on 127.0.0.1:6379 evicts keys (maxmemory-policy ${policy}): queues may lose jobs; set noeviction.`);
}

/**
 * With the default local addresses, starts PostgreSQL and Redis when they are installed but stopped;
 * `persistentRedis` for the ones that serve the app (start, dev), not the tests.
 */
export async function ensureServices({ persistentRedis = false } = {}) {
  if (!process.env.DATABASE_URL && !(await reachable('127.0.0.1', 5432)) && which('pg_ctlcluster')) {
    console.log('• Starting PostgreSQL…');
    const versions = readdirSync('/etc/postgresql');
    spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', versions[0], 'main', 'start'], { stdio: 'inherit' });
  }
  if (!process.env.REDIS_URL && !(await reachable('127.0.0.1', 6379)) && which('redis-server')) {
    console.log('• Starting Redis…');
    const args = ['--daemonize', 'yes', '--bind', '127.0.0.1', '--port', '6379', '--maxmemory-policy', 'noeviction'];
    spawnSync('redis-server', [...args, ...redisPersistence(persistentRedis)], { stdio: 'inherit' });
  } else if (!process.env.REDIS_URL && persistentRedis) warnIfRedisForgets();
  for (const [name, port] of [['PostgreSQL', 5432], ['Redis', 6379]]) {
    const envName = name === 'Redis' ? 'REDIS_URL' : 'DATABASE_URL';
    if (!process.env[envName] && !(await reachable('127.0.0.1', port))) {
      console.error(`✖ ${name} is not reachable on 127.0.0.1:${port}; start it or set ${envName}.`);
      process.exit(1);
    }
  }
}
