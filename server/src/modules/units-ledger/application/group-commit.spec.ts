import { GroupCommit } from './group-commit';

/** A writer whose batches finish only when the test says so, recording what each batch held. */
function controlledWriter(fail: (inputs: number[]) => boolean = () => false) {
  const batches: number[][] = [];
  const release: Array<() => void> = [];
  const write = (inputs: number[]) =>
    new Promise<number[]>((resolve, reject) => {
      batches.push(inputs);
      release.push(() =>
        fail(inputs) ? reject(new Error(`refused ${inputs}`)) : resolve(inputs.map((n) => n * 10)),
      );
    });
  /** Finishes every batch as it comes until `done` settles. */
  const pump = async <T>(done: Promise<T>): Promise<T> => {
    let settled = false;
    void done.finally(() => (settled = true)).catch(() => undefined);
    while (!settled) {
      await tick();
      while (release.length) release.shift()!();
    }
    return done;
  };
  return { batches, write, finishNext: () => release.shift()!(), pump };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('GroupCommit', () => {
  it('writes requests that arrive during a write together in the next batch, in order', async () => {
    const w = controlledWriter();
    const gc = new GroupCommit(w.write, { maxBatch: 10, writers: 1 });
    const first = gc.submit(1);
    const rest = [2, 3, 4].map((n) => gc.submit(n));
    await tick();
    expect(w.batches).toEqual([[1]]);
    w.finishNext();
    await tick();
    expect(w.batches).toEqual([[1], [2, 3, 4]]);
    w.finishNext();
    expect(await first).toBe(10);
    expect(await Promise.all(rest)).toEqual([20, 30, 40]);
  });

  it('never puts more than maxBatch requests in one batch', async () => {
    const w = controlledWriter();
    const gc = new GroupCommit(w.write, { maxBatch: 2, writers: 1 });
    const all = Promise.all([1, 2, 3, 4, 5].map((n) => gc.submit(n)));
    expect(await w.pump(all)).toEqual([10, 20, 30, 40, 50]);
    expect(w.batches).toEqual([[1], [2, 3], [4, 5]]);
  });

  it('when a batch fails, writes each request alone: only the bad one is rejected', async () => {
    const w = controlledWriter((inputs) => inputs.includes(3));
    const gc = new GroupCommit(w.write, { maxBatch: 10, writers: 1 });
    const first = gc.submit(1);
    const settled = await w.pump(Promise.allSettled([2, 3, 4].map((n) => gc.submit(n))));
    expect(await first).toBe(10);
    expect(settled.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((settled[1] as PromiseRejectedResult).reason.message).toBe('refused 3');
    expect(w.batches).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
  });

  it('a failed batch of one rejects with its own error and the queue goes on', async () => {
    const w = controlledWriter((inputs) => inputs[0] === 1);
    const gc = new GroupCommit(w.write, { maxBatch: 10, writers: 1 });
    const bad = gc.submit(1);
    const good = gc.submit(2);
    await tick();
    w.finishNext();
    await expect(bad).rejects.toThrow('refused 1');
    await tick();
    w.finishNext();
    expect(await good).toBe(20);
  });
});
