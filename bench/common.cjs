'use strict';
// Shared helpers for the benchmarks: boot the BUILT server (server/dist) on a throwaway database.
const { randomBytes } = require('node:crypto');
const { mkdtempSync, rmSync, existsSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');

const DIST = join(__dirname, '..', 'server', 'dist');
const PG_HOST = process.env.BENCH_PG_HOST ?? '127.0.0.1';
const PG_PORT = process.env.BENCH_PG_PORT ?? '5432';
const PG_USER = process.env.BENCH_PG_USER ?? 'postgres';
const pgUrl = (db) => `postgres://${PG_USER}@${PG_HOST}:${PG_PORT}/${db}`;

function dist(path) {
  const file = join(DIST, path);
  if (!existsSync(`${file}.js`)) {
    throw new Error(
      `${file}.js is missing: build the server first (npm run build -w server, or node bench/run.mjs)`,
    );
  }
  return require(file);
}

/**
 * The real app (HTTP not listening) on a database of its own, created by the app's own
 * ensureDatabase + migrations and dropped on close. APP_ROLE=api so no workers/pollers run.
 */
async function startApp(name, overrides = {}) {
  require(require.resolve('reflect-metadata', { paths: [join(DIST, '..')] }));
  const id = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const varDir = mkdtempSync(join(tmpdir(), 'lending-bench-'));
  const env = {
    NODE_ENV: 'test',
    APP_ROLE: 'api',
    DATABASE_URL: pgUrl(`lending_bench_${name}_${id}`),
    REDIS_PREFIX: `bench_${id}`,
    VAR_DIR: varDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: 'root@example.com',
    ADMIN_PASSWORD: 'Root-password-1',
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: join(varDir, 'no-web'),
    ...overrides,
  };
  const saved = { ...process.env };
  Object.assign(process.env, env);
  const { createHttpApp } = dist('bootstrap/create-app');
  const { dropDatabase } = dist('platform/database/ensure-database');
  const { DataSource } = require(require.resolve('typeorm', { paths: [join(DIST, '..')] }));
  let app;
  try {
    app = await createHttpApp();
    await app.init();
  } catch (error) {
    process.env = saved;
    await dropDatabase(env.DATABASE_URL).catch(() => {});
    throw error;
  }
  process.env = saved;
  return {
    app,
    env,
    dataSource: app.get(DataSource),
    close: async () => {
      try {
        await app.close();
      } finally {
        await dropDatabase(env.DATABASE_URL);
        await dropRedisKeys(env.REDIS_PREFIX);
        rmSync(varDir, { recursive: true, force: true });
      }
    },
  };
}

/** The queue jobs the run relayed stay in Redis under its own prefix: remove them. */
async function dropRedisKeys(prefix) {
  const Redis = require(require.resolve('ioredis', { paths: [join(DIST, '..')] }));
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true });
  try {
    await redis.connect();
    for (let cursor = '0'; ;) {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length) await redis.del(...keys);
      if ((cursor = next) === '0') break;
    }
  } finally {
    redis.disconnect();
  }
}

/** Deterministic PRNG (mulberry32) so runs are comparable. */
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  const i = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, i)];
}

module.exports = { DIST, dist, startApp, dropRedisKeys, rng, percentile, pgUrl, PG_HOST, PG_PORT, PG_USER };
