import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { Client as PgClient } from 'pg';
import { dropDatabase } from '../../src/platform/database/ensure-database';
import { Mailbox } from '../support/mailbox';
import { prepareTestDatabase } from '../support/template-database';
import { freePort } from '../support/free-port';

const ROOT = join(__dirname, '..', '..', '..');
const SERVER = 'postgres://%s@127.0.0.1:5432/%s';
const url = (role: string, database: string) => SERVER.replace('%s', role).replace('%s', database);
const OWNER_ROLE = 'lending_test_owner';
const APP_ROLE = 'lending_test_app';
export const ADMIN = { email: 'root@example.com', password: 'Root-password-1' };

export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** One HTTP call to `origin` (an API instance or nginx), as an API client makes it. */
export async function call<T = any>(
  origin: string,
  method: 'GET' | 'POST',
  path: string,
  { token, body, headers = {} }: CallOptions = {},
): Promise<Reply<T>> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: kept as text
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

/** The set `npm run cluster` starts, on a database, Redis prefix, folders and ports of its own. */
export interface ClusterSet {
  env: Record<string, string>;
  /** nginx's origin. */
  nginx: string;
  /** Each API instance's own origin, around nginx. */
  apis: string[];
  runDir: string;
  mailbox: Mailbox;
  redis: Redis;
  /** A query on the set's database, as its owner. */
  query<T = any>(sql: string, parameters?: unknown[]): Promise<T[]>;
  /** `npm run cluster -- <command>` with the set's environment. */
  cluster(command: string, ...args: string[]): Promise<{ code: number | null; output: string }>;
  close(): Promise<void>;
}

function runCluster(env: Record<string, string>, args: string[]) {
  return new Promise<{ code: number | null; output: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts', 'cluster.mjs'), ...args], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, output }));
  });
}

async function deleteKeys(redis: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}

/**
 * Starts the set through the script itself (`start --no-build`: the built server in server/dist).
 * Its secrets are not given: the processes create them in the shared VAR_DIR at once, as on a
 * developer's machine, and must agree on them.
 */
export async function startClusterSet(): Promise<ClusterSet> {
  if (!existsSync(join(ROOT, 'server', 'dist', 'main.js')))
    throw new Error('server/dist is not built: npm run build -w libs && npm run build -w server');
  const id = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const work = mkdtempSync(join(tmpdir(), 'lending-cluster-'));
  const database = `lending_test_${id}`;
  const [port, api1, api2] = [await freePort(), await freePort(), await freePort()];
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'test',
    DATABASE_URL: url(APP_ROLE, database),
    DATABASE_OWNER_URL: url(OWNER_ROLE, database),
    DATABASE_ADMIN_URL: url('postgres', 'postgres'),
    REDIS_URL: 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `test_cluster_${id}`,
    VAR_DIR: join(work, 'var'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PASSWORD_HASH_MEMORY_KIB: '1024',
    PASSWORD_HASH_TIME_COST: '1',
    WEB_DIST_DIR: join(work, 'no-web'),
    // Each request's line carries nginx's request id: which instance answered is in its log.
    LOG_LEVEL: 'debug',
    CLUSTER_DIR: join(work, 'run'),
    CLUSTER_PORT: String(port),
    CLUSTER_API_PORTS: `${api1},${api2}`,
  };
  await prepareTestDatabase(
    env,
    {
      adminUrl: env.DATABASE_ADMIN_URL,
      urlOf: (role, name) => url(role === 'owner' ? OWNER_ROLE : APP_ROLE, name),
      appRole: APP_ROLE,
    },
    database,
  );
  const pg = new PgClient({ connectionString: env.DATABASE_OWNER_URL });
  const redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 3 });
  const set: ClusterSet = {
    env,
    nginx: `http://127.0.0.1:${port}`,
    apis: [`http://127.0.0.1:${api1}`, `http://127.0.0.1:${api2}`],
    runDir: env.CLUSTER_DIR,
    mailbox: new Mailbox(join(env.VAR_DIR, 'mail')),
    redis,
    query: async (sql, parameters) => (await pg.query(sql, parameters)).rows,
    cluster: (command, ...args) => runCluster(env, [command, ...args]),
    close: async () => {
      const stopped = await runCluster(env, ['stop']);
      await pg.end().catch(() => undefined);
      await dropDatabase(url('postgres', database));
      await deleteKeys(redis, env.REDIS_PREFIX);
      redis.disconnect();
      rmSync(work, { recursive: true, force: true });
      if (stopped.code !== 0) throw new Error(`cluster stop: ${stopped.output}`);
    },
  };
  const started = await set.cluster('start', '--no-build');
  if (started.code !== 0) {
    await set.close().catch(() => undefined);
    throw new Error(`npm run cluster -- start failed:\n${started.output}`);
  }
  await pg.connect();
  return set;
}
