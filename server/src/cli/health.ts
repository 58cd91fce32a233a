import 'reflect-metadata';
import { Redis } from 'ioredis';
import { hostname } from 'node:os';
import { parseArgs } from 'node:util';
import { loadConfig, type AppConfig } from '../platform/config/app-config';
import { heartbeatKey, workerInstanceOf } from '../platform/health/heartbeat-key';

const USAGE = `Usage: node server/dist/cli/health.js --role api [--url <origin>]
       node server/dist/cli/health.js --role worker [--pid <pid>]
Exit code 0 healthy, 1 not, 2 wrong usage. For container health checks and npm run cluster.`;
const TIMEOUT_MS = 5_000;

/** An API process is healthy when its readiness (database and Redis answer) is 200. */
async function apiHealthy(config: AppConfig, url: string | undefined): Promise<boolean> {
  const origin = url ?? `http://127.0.0.1:${config.PORT}`;
  try {
    const reply = await fetch(`${origin}/api/ready`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    console.log(`${origin}/api/ready: ${reply.status} ${await reply.text()}`);
    return reply.status === 200;
  } catch (error) {
    console.log(`${origin}/api/ready: ${error instanceof Error ? error.message : error}`);
    return false;
  }
}

/**
 * A worker process is healthy while its heartbeat key lives (WorkerHeartbeat): the one of `pid` on
 * this machine, or without a pid any on this machine (a container runs one worker).
 */
async function workerHealthy(config: AppConfig, pid: number | undefined): Promise<boolean> {
  const redis = new Redis(config.REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    connectTimeout: TIMEOUT_MS,
    retryStrategy: () => null,
  });
  try {
    await redis.connect();
    const pattern = heartbeatKey(config.REDIS_PREFIX, workerInstanceOf(hostname(), pid ?? '*'));
    const keys = pid === undefined ? await scanAll(redis, pattern) : [pattern];
    const values = keys.length ? (await redis.mget(keys)).filter((v): v is string => v !== null) : [];
    for (const value of values) console.log(`worker heartbeat: ${value}`);
    if (!values.length) console.log(`no worker heartbeat at ${pattern}`);
    return values.length > 0;
  } catch (error) {
    console.log(`Redis: ${error instanceof Error ? error.message : error}`);
    return false;
  } finally {
    redis.disconnect();
  }
}

async function scanAll(redis: Redis, pattern: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, found] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
    keys.push(...found);
    cursor = next;
  } while (cursor !== '0');
  return keys;
}

async function main(): Promise<number> {
  let values: { role?: string; url?: string; pid?: string };
  try {
    ({ values } = parseArgs({
      options: { role: { type: 'string' }, url: { type: 'string' }, pid: { type: 'string' } },
    }));
  } catch {
    values = {};
  }
  const pid = values.pid === undefined ? undefined : Number(values.pid);
  if (!['api', 'worker'].includes(values.role ?? '') || (pid !== undefined && !Number.isInteger(pid))) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const healthy =
    values.role === 'api' ? await apiHealthy(config, values.url) : await workerHealthy(config, pid);
  return healthy ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
