import type {
  IdempotencyKeysRepository,
  KeyScope,
  StoredKey,
} from '../../infrastructure/idempotency-keys.repository';
import { IdempotentCalls, requestHash } from './idempotent-calls';

/** The table's semantics in memory: a unique row per scope, a lease, an answer once complete. */
class MemoryKeys {
  rows = new Map<string, { hash: string; response: unknown; lockedUntil: number }>();
  now = 0;
  private id = (s: KeyScope) => `${s.actorId}|${s.call}|${s.key}`;

  async claim(s: KeyScope, hash: string, lease: number) {
    if (this.rows.has(this.id(s))) return false;
    this.rows.set(this.id(s), { hash, response: null, lockedUntil: this.now + lease * 1000 });
    return true;
  }
  async find(s: KeyScope): Promise<StoredKey | null> {
    const row = this.rows.get(this.id(s));
    if (!row) return null;
    return {
      request_hash: row.hash,
      response: row.response,
      expired: row.response === null && row.lockedUntil < this.now,
    };
  }
  async takeOver(s: KeyScope, lease: number) {
    const row = this.rows.get(this.id(s));
    if (!row || row.response !== null || row.lockedUntil >= this.now) return false;
    row.lockedUntil = this.now + lease * 1000;
    return true;
  }
  async complete(s: KeyScope, response: unknown) {
    this.rows.get(this.id(s))!.response = JSON.parse(JSON.stringify(response));
  }
  /** Answers an error while the database is "down". */
  down = false;
  async release(s: KeyScope) {
    if (this.down) throw new Error('Connection terminated unexpectedly');
    const row = this.rows.get(this.id(s));
    if (row?.response === null && row.lockedUntil >= this.now) this.rows.delete(this.id(s));
  }
}

const scope: KeyScope = { actorId: 'a', call: 'approve-pending', key: 'k-123456' };

describe('IdempotentCalls', () => {
  let keys: MemoryKeys;
  let calls: IdempotentCalls;
  beforeEach(() => {
    keys = new MemoryKeys();
    calls = new IdempotentCalls(keys as unknown as IdempotencyKeysRepository);
  });

  it('runs a call once and replays its answer for the same request', async () => {
    let runs = 0;
    const call = async () => ({ moved: ++runs });
    expect(await calls.run(scope, { id: 1, units: 2 }, call)).toEqual({
      result: { moved: 1 },
      replayed: false,
    });
    expect(await calls.run(scope, { units: 2, id: 1 }, call)).toEqual({
      result: { moved: 1 },
      replayed: true,
    });
    expect(runs).toBe(1);
  });

  it('refuses the key with another request', async () => {
    await calls.run(scope, { id: 1 }, async () => 'ok');
    await expect(calls.run(scope, { id: 2 }, async () => 'other')).rejects.toMatchObject({
      status: 409,
      code: 'IDEMPOTENCY.KEY_REUSED',
    });
  });

  it('keys of another actor or another call are their own', async () => {
    let runs = 0;
    const call = async () => ++runs;
    await calls.run(scope, { id: 1 }, call);
    await calls.run({ ...scope, actorId: 'b' }, { id: 1 }, call);
    await calls.run({ ...scope, call: 'delete-transaction' }, { id: 1 }, call);
    expect(runs).toBe(3);
  });

  it('a duplicate sent while the first runs waits for its answer', async () => {
    let finish!: (v: string) => void;
    let runs = 0;
    const slow = () => {
      runs++;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const first = calls.run(scope, { id: 1 }, slow);
    const second = calls.run(scope, { id: 1 }, slow);
    await new Promise((r) => setTimeout(r, 100));
    finish('done');
    expect(await first).toEqual({ result: 'done', replayed: false });
    expect(await second).toEqual({ result: 'done', replayed: true });
    expect(runs).toBe(1);
  });

  it('a failed call frees its key; a crashed one is taken over after its lease', async () => {
    await expect(calls.run(scope, { id: 1 }, async () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    expect(await calls.run(scope, { id: 1 }, async () => 'second try')).toEqual({
      result: 'second try',
      replayed: false,
    });
    const crashed = { ...scope, key: 'crashed-1' };
    await keys.claim(crashed, requestHash({ call: crashed.call, request: { id: 1 } }), 30);
    keys.now += 31_000;
    expect(await calls.run(crashed, { id: 1 }, async () => 'taken over')).toEqual({
      result: 'taken over',
      replayed: false,
    });
  });

  it('a call that failed with the database gone frees its key once the database is back, within its lease', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] });
    try {
      keys.down = true;
      const outage = new Error('Connection terminated unexpectedly');
      await expect(calls.run(scope, { id: 1 }, async () => Promise.reject(outage))).rejects.toBe(outage);
      await jest.advanceTimersByTimeAsync(3_000);
      expect(keys.rows.size).toBe(1);
      keys.down = false;
      await jest.advanceTimersByTimeAsync(1_000);
      expect(keys.rows.size).toBe(0);
    } finally {
      jest.useRealTimers();
    }
    expect(await calls.run(scope, { id: 1 }, async () => 'after the outage')).toEqual({
      result: 'after the outage',
      replayed: false,
    });
  });

  it('hashes the same values the same whatever their key order', () => {
    expect(requestHash({ a: 1, b: [1, { c: 2, d: 3 }] })).toBe(requestHash({ b: [1, { d: 3, c: 2 }], a: 1 }));
    expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: 2 }));
    expect(requestHash({ a: 1, b: undefined })).toBe(requestHash({ a: 1 }));
  });
});
