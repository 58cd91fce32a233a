import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client as PgClient } from 'pg';
import { DataSource } from 'typeorm';
import { createHttpApp, type HttpAppOptions } from '../../src/bootstrap/create-app';
import { parseDatabaseUrl } from '../../src/platform/database/database-url';
import { dropDatabase } from '../../src/platform/database/ensure-database';
import { EventRelay } from '../../src/platform';
import { Mailbox } from './mailbox';
import { Client } from './client';
import { prepareTestDatabase } from './template-database';

/** Runs SQL as the owner role, for what the app's role may not do (tampering, test tables). */
export type OwnerQuery = (sql: string, parameters?: unknown[]) => Promise<Array<Record<string, unknown>>>;

export interface TestApp {
  app: NestFastifyApplication;
  /** The app's own data source: its restricted role, as in production (ADR 0019). */
  dataSource: DataSource;
  /** Runs `work` in one transaction as the database owner. */
  asOwner<T>(work: (query: OwnerQuery) => Promise<T>): Promise<T>;
  mailbox: Mailbox;
  env: Record<string, string>;
  /** A new browser-like client with its own cookie jar. */
  client(ip?: string): Client;
  /** Seals and relays pending events now, instead of waiting for the poll. */
  drainEvents(): Promise<number>;
  close(): Promise<void>;
}

const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
/** A role's URL of a database on the server `adminUrl` names (the shared one unless a test runs its own). */
const urlOn = (adminUrl: string) => (role: string, database: string) =>
  `postgres://${role}@${new URL(adminUrl).host}/${database}`;
/** Shared by every test database of the cluster: roles are cluster-wide, privileges per database. */
const OWNER_ROLE = 'lending_test_owner';
const APP_ROLE = 'lending_test_app';

async function asOwnerOf<T>(ownerUrl: string, work: (query: OwnerQuery) => Promise<T>): Promise<T> {
  const client = new PgClient({ connectionString: ownerUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    const result = await work(async (sql, parameters) => (await client.query(sql, parameters)).rows);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/** Production mode as the app checks it, at the lowest password-hashing cost production accepts. */
export const PRODUCTION_MODE = {
  NODE_ENV: 'production',
  PAYMENT_GATEWAY: 'test',
  PASSWORD_HASH_MEMORY_KIB: '19456',
  PASSWORD_HASH_TIME_COST: '2',
} as const;

/**
 * The real app on a database of its own (created here, dropped on close), with its own Redis key
 * prefix, upload folder and mail outbox, so that test files run in parallel without sharing state.
 */
export async function startTestApp(
  overrides: Record<string, string> = {},
  options: HttpAppOptions = {},
): Promise<TestApp> {
  const id = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const url = urlOn(overrides.DATABASE_ADMIN_URL ?? DEFAULT_ADMIN_URL);
  const varDir = mkdtempSync(join(tmpdir(), 'lending-test-'));
  // A restart of an app passes its DATABASE_URL: the same database, the same two roles.
  const database = overrides.DATABASE_URL
    ? parseDatabaseUrl(overrides.DATABASE_URL).database
    : `lending_test_${id}`;
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    APP_ROLE: 'all',
    DATABASE_URL: url(APP_ROLE, database),
    DATABASE_OWNER_URL: url(OWNER_ROLE, database),
    DATABASE_ADMIN_URL: DEFAULT_ADMIN_URL,
    REDIS_PREFIX: `test_${id}`,
    VAR_DIR: varDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    LEDGER_ANCHOR_KEY: randomBytes(32).toString('hex'),
    ADMIN_EMAIL: 'root@example.com',
    ADMIN_PASSWORD: 'Root-password-1',
    LOG_LEVEL: 'warn',
    // The lowest cost argon2id takes: hashing is a third of the suite's time at the production cost,
    // and what the tests check of a hash (argon2id, verified, never clear) does not depend on it.
    PASSWORD_HASH_MEMORY_KIB: '1024',
    PASSWORD_HASH_TIME_COST: '1',
    WEB_DIST_DIR: join(varDir, 'no-web'),
    ...overrides,
  };
  await prepareTestDatabase(
    env,
    {
      adminUrl: env.DATABASE_ADMIN_URL!,
      urlOf: (role, name) => url(role === 'owner' ? OWNER_ROLE : APP_ROLE, name),
      appRole: APP_ROLE,
    },
    overrides.DATABASE_URL ? undefined : database,
  );
  const saved = { ...process.env };
  Object.assign(process.env, env);
  try {
    const app = await createHttpApp(options);
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    const mailbox = new Mailbox(join(varDir, 'mail'));
    return {
      app,
      env,
      dataSource: app.get(DataSource),
      asOwner: (work) => asOwnerOf(env.DATABASE_OWNER_URL, work),
      mailbox,
      client: (ip?: string) => new Client(app, ip),
      drainEvents: () => app.get(EventRelay).drain(),
      close: async () => {
        await app.close();
        await dropDatabase(url('postgres', parseDatabaseUrl(env.DATABASE_URL).database));
        rmSync(varDir, { recursive: true, force: true });
      },
    };
  } finally {
    process.env = saved;
  }
}

/**
 * The same deployment started again with other settings, as an operator restarts it: `t` stops (its
 * database and Redis keys stay, its var folder goes) and a new app runs on its database and Redis
 * prefix with `overrides`. Unset secrets are new random ones, as at any start.
 */
export async function restartTestApp(t: TestApp, overrides: Record<string, string>): Promise<TestApp> {
  await t.app.close();
  rmSync(t.env.VAR_DIR, { recursive: true, force: true });
  return startTestApp({ DATABASE_URL: t.env.DATABASE_URL, REDIS_PREFIX: t.env.REDIS_PREFIX, ...overrides });
}

/**
 * Another process of the same deployment: a second app on `t`'s database and Redis prefix, with its
 * own connection pool, relay and workers. Closing it leaves the database to `t`.
 */
export async function startPeer(t: TestApp): Promise<TestApp> {
  const saved = { ...process.env };
  Object.assign(process.env, t.env);
  try {
    const app = await createHttpApp();
    await app.init();
    return {
      app,
      env: t.env,
      dataSource: app.get(DataSource),
      asOwner: t.asOwner,
      mailbox: t.mailbox,
      client: (ip?: string) => new Client(app, ip),
      drainEvents: () => app.get(EventRelay).drain(),
      close: async () => {
        await app.close();
      },
    };
  } finally {
    process.env = saved;
  }
}
