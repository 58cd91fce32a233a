import { Logger } from '@nestjs/common';
import { hostname } from 'node:os';
import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import type { Queues } from '../queue/queues';
import { HEARTBEAT_TTL_SECONDS } from './heartbeat-key';
import { WorkerHeartbeat } from './worker-heartbeat';

function heartbeatWith(state: { workersRunning: boolean; database: 'up' | 'down' }) {
  const keys = new Map<string, { value: string; ttl: number }>();
  const redis = {
    set: async (key: string, value: string, _ex: 'EX', ttl: number) => void keys.set(key, { value, ttl }),
    del: async (key: string) => void keys.delete(key),
  };
  const dataSource = {
    query: async () => {
      if (state.database === 'down') throw new Error('connection refused');
      return [{ '?column?': 1 }];
    },
  };
  const queues = {
    get workersRunning() {
      return state.workersRunning;
    },
  };
  const config = { REDIS_PREFIX: 'pfx', APP_ROLE: 'worker' };
  const heartbeat = new WorkerHeartbeat(
    redis as unknown as Redis,
    dataSource as unknown as DataSource,
    queues as unknown as Queues,
    config as AppConfig,
  );
  return { heartbeat, keys };
}

const KEY = `pfx:worker-heartbeat:${hostname()}:${process.pid}`;

describe('WorkerHeartbeat', () => {
  const settle = () => new Promise((r) => setImmediate(r));

  it('keeps a key with a short TTL while the queue workers run and the database answers, and removes it at shutdown', async () => {
    const { heartbeat, keys } = heartbeatWith({ workersRunning: true, database: 'up' });
    heartbeat.start();
    await settle();
    expect(keys.get(KEY)?.ttl).toBe(HEARTBEAT_TTL_SECONDS);
    expect(JSON.parse(keys.get(KEY)!.value)).toMatchObject({ pid: process.pid, role: 'worker' });
    await heartbeat.beforeApplicationShutdown();
    expect(keys.size).toBe(0);
  });

  it.each([
    ['the queue workers stopped', { workersRunning: false, database: 'up' as const }],
    ['the database does not answer', { workersRunning: true, database: 'down' as const }],
  ])('writes no key when %s, and says so once', async (_, state) => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    try {
      const { heartbeat, keys } = heartbeatWith(state);
      heartbeat.start();
      await settle();
      expect(keys.size).toBe(0);
      expect(warn).toHaveBeenCalledTimes(1);
      await heartbeat.beforeApplicationShutdown();
    } finally {
      warn.mockRestore();
    }
  });
});
