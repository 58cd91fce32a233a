interface Waiter<V> {
  resolve(value: V | undefined): void;
  reject(error: unknown): void;
}

/**
 * Reads by key in batches: the keys asked for while the event loop handles one round of I/O are
 * read together, by one call, when that round ends (`setImmediate`). Concurrent requests then share
 * one round trip to PostgreSQL or Redis instead of making one each (ADR 0020, addendum).
 *
 * A key only ever joins a batch that has not been sent yet, so every caller gets a read that
 * started after it asked: a request sees every write that committed before it arrived, as with a
 * query of its own. Callers asking for the same key in one round share its answer.
 */
export class CoalescingLoader<K, V> {
  private queued = new Map<K, Waiter<V>[]>();
  private scheduled = false;

  constructor(
    private readonly readMany: (keys: K[]) => Promise<Map<K, V>>,
    private readonly maxBatch = 500,
  ) {}

  /** The value of `key`, or undefined when the read found none. */
  load(key: K): Promise<V | undefined> {
    return new Promise<V | undefined>((resolve, reject) => {
      const waiters = this.queued.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else this.queued.set(key, [{ resolve, reject }]);
      if (this.queued.size >= this.maxBatch) this.send();
      else if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          this.send();
        });
      }
    });
  }

  /** The values found of `keys`, read in the same batch. */
  async loadMany(keys: readonly K[]): Promise<Map<K, V>> {
    const unique = [...new Set(keys)];
    const values = await Promise.all(unique.map((key) => this.load(key)));
    const found = new Map<K, V>();
    unique.forEach((key, i) => {
      const value = values[i];
      if (value !== undefined) found.set(key, value);
    });
    return found;
  }

  private send(): void {
    if (this.queued.size === 0) return;
    const batch = this.queued;
    this.queued = new Map();
    let reading: Promise<Map<K, V>>;
    try {
      reading = this.readMany([...batch.keys()]);
    } catch (error) {
      reading = Promise.reject(error);
    }
    reading.then(
      (found) => {
        for (const [key, waiters] of batch) for (const waiter of waiters) waiter.resolve(found.get(key));
      },
      (error: unknown) => {
        for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
      },
    );
  }
}
