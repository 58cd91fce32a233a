import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createHttpApp, type HttpAppOptions } from '../../src/bootstrap/create-app';
import { dropDatabase } from '../../src/platform/database/ensure-database';
import { EventRelay } from '../../src/platform';
import { Mailbox } from './mailbox';
import { Client } from './client';

export interface TestApp {
  app: NestFastifyApplication;
  dataSource: DataSource;
  mailbox: Mailbox;
  env: Record<string, string>;
  /** A new browser-like client with its own cookie jar. */
  client(ip?: string): Client;
  /** Seals and relays pending events now, instead of waiting for the poll. */
  drainEvents(): Promise<number>;
  close(): Promise<void>;
}

/**
 * The real app on a database of its own (created here, dropped on close), with its own Redis key
 * prefix, upload folder and mail outbox, so that test files run in parallel without sharing state.
 */
export async function startTestApp(
  overrides: Record<string, string> = {},
  options: HttpAppOptions = {},
): Promise<TestApp> {
  const id = `${process.pid}_${randomBytes(4).toString('hex')}`;
  const varDir = mkdtempSync(join(tmpdir(), 'lending-test-'));
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    APP_ROLE: 'all',
    DATABASE_URL: `postgres://postgres@127.0.0.1:5432/lending_test_${id}`,
    REDIS_PREFIX: `test_${id}`,
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
  try {
    const app = await createHttpApp(options);
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
    const mailbox = new Mailbox(join(varDir, 'mail'));
    return {
      app,
      env,
      dataSource: app.get(DataSource),
      mailbox,
      client: (ip?: string) => new Client(app, ip),
      drainEvents: () => app.get(EventRelay).drain(),
      close: async () => {
        await app.close();
        await dropDatabase(env.DATABASE_URL);
        rmSync(varDir, { recursive: true, force: true });
      },
    };
  } finally {
    process.env = saved;
  }
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
