import { createServer, type Server, type Socket } from 'node:net';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../src/platform/database/data-source-options';
import { isDatabaseUnavailable } from '../../src/platform/errors/unavailable';
import type { Client } from '../support/client';
import { startTestApp, type TestApp } from '../support/test-app';
import { memberClient, newMember } from '../ledger/ledger-fixtures';

jest.setTimeout(120_000);

const CONNECT_TIMEOUT_MS = 800;

/** A host that takes the connection and never answers: what a database behind a dropping link looks like. */
async function silentHost(): Promise<{ port: number; close: () => Promise<void> }> {
  const sockets: Socket[] = [];
  const server: Server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

const elapsed = async (work: () => Promise<unknown>) => {
  const started = Date.now();
  const outcome = await work().then(
    (value) => ({ value, error: null }),
    (error: unknown) => ({ value: null, error }),
  );
  return { ...outcome, ms: Date.now() - started };
};

/**
 * DATABASE_CONNECT_TIMEOUT_MS (ADR 0051 addendum): opening a connection to a host that never answers,
 * and waiting for a pooled connection while every one is taken, each fail after the timeout as the
 * database being unavailable (503 UNAVAILABLE with Retry-After), instead of hanging for the system's
 * TCP timeout.
 */
describe('a database that does not answer', () => {
  it('fails a connection to a silent host after the connect timeout, as unavailable', async () => {
    const host = await silentHost();
    const dataSource = new DataSource(
      dataSourceOptions(`postgres://nobody@127.0.0.1:${host.port}/none`, [], [], {
        poolSize: 2,
        statementTimeoutMs: 0,
        lockTimeoutMs: 0,
        idleInTransactionTimeoutMs: 0,
        connectTimeoutMs: CONNECT_TIMEOUT_MS,
      }),
    );
    try {
      const { error, ms } = await elapsed(() => dataSource.initialize());
      expect(error).toBeInstanceOf(Error);
      expect(isDatabaseUnavailable(error)).toBe(true);
      expect(ms).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS - 50);
      expect(ms).toBeLessThan(CONNECT_TIMEOUT_MS + 10_000);
    } finally {
      await host.close();
    }
  });

  describe('every pooled connection taken', () => {
    let t: TestApp;
    let member: Client;

    beforeAll(async () => {
      t = await startTestApp({
        DATABASE_POOL_SIZE: '3',
        DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
        RATE_LIMIT_FACTOR: '50',
      });
      member = await memberClient(t, await newMember(t));
      await t.drainEvents();
    });
    afterAll(() => t.close());

    it('answers 503 UNAVAILABLE with Retry-After after the timeout, and serves once one is free', async () => {
      expect((await member.post('/api/user/fetch', {})).status).toBe(200);
      const held = await Promise.all([1, 2, 3].map(() => t.dataSource.createQueryRunner()));
      for (const runner of held) await runner.connect();
      try {
        const { value: reply, ms } = await elapsed(() => member.post('/api/user/fetch', {}));
        const answer = reply as Awaited<ReturnType<Client['post']>>;
        expect([answer.status, answer.body.code]).toEqual([503, 'UNAVAILABLE']);
        expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
        expect(ms).toBeGreaterThanOrEqual(CONNECT_TIMEOUT_MS - 50);
      } finally {
        for (const runner of held) await runner.release();
      }
      expect((await member.post('/api/user/fetch', {})).status).toBe(200);
    });
  });
});
