import { CoalescingLoader } from './coalescing-loader';

/** A read that records each batch it is asked for and answers when the test says so. */
function recordingRead() {
  const batches: string[][] = [];
  const answers: Array<(found: Map<string, string>) => void> = [];
  const failures: Array<(error: Error) => void> = [];
  const read = (keys: string[]) =>
    new Promise<Map<string, string>>((resolve, reject) => {
      batches.push(keys);
      answers.push(resolve);
      failures.push(reject);
    });
  const answer = (i: number) => answers[i](new Map(batches[i].map((k) => [k, `value of ${k}`])));
  return { read, batches, answer, fail: (i: number, error: Error) => failures[i](error) };
}

const nextRound = () => new Promise((resolve) => setImmediate(resolve));

describe('CoalescingLoader', () => {
  it('reads the keys asked for in one round of the event loop with one call', async () => {
    const { read, batches, answer } = recordingRead();
    const loader = new CoalescingLoader(read);
    const asked = [loader.load('a'), loader.load('b'), loader.load('c')];
    expect(batches).toHaveLength(0);
    await nextRound();
    expect(batches).toEqual([['a', 'b', 'c']]);
    answer(0);
    await expect(Promise.all(asked)).resolves.toEqual(['value of a', 'value of b', 'value of c']);
  });

  it('gives callers of the same key in one round the one answer, read once', async () => {
    const { read, batches, answer } = recordingRead();
    const loader = new CoalescingLoader(read);
    const first = loader.load('a');
    const second = loader.load('a');
    await nextRound();
    expect(batches).toEqual([['a']]);
    answer(0);
    await expect(Promise.all([first, second])).resolves.toEqual(['value of a', 'value of a']);
  });

  it('never joins a caller to a read already sent: a later caller gets a read of its own', async () => {
    const { read, batches, answer } = recordingRead();
    const loader = new CoalescingLoader(read);
    const early = loader.load('a');
    await nextRound();
    const late = loader.load('a');
    await nextRound();
    expect(batches).toEqual([['a'], ['a']]);
    answer(1);
    await expect(late).resolves.toBe('value of a');
    answer(0);
    await expect(early).resolves.toBe('value of a');
  });

  it('answers undefined for a key the read did not find', async () => {
    const loader = new CoalescingLoader<string, string>(async () => new Map([['a', 'A']]));
    await expect(Promise.all([loader.load('a'), loader.load('missing')])).resolves.toEqual(['A', undefined]);
  });

  it('rejects every caller of a failed read, and the next round reads again', async () => {
    const { read, batches, fail, answer } = recordingRead();
    const loader = new CoalescingLoader(read);
    const asked = [loader.load('a'), loader.load('b')];
    await nextRound();
    fail(0, new Error('connection lost'));
    for (const call of asked) await expect(call).rejects.toThrow('connection lost');
    const again = loader.load('a');
    await nextRound();
    answer(1);
    await expect(again).resolves.toBe('value of a');
    expect(batches).toHaveLength(2);
  });

  it('rejects the callers when the read throws before returning a promise', async () => {
    const loader = new CoalescingLoader<string, string>(() => {
      throw new Error('bad statement');
    });
    await expect(loader.load('a')).rejects.toThrow('bad statement');
  });

  it('sends a full batch at once and the rest in the next', async () => {
    const { read, batches } = recordingRead();
    const loader = new CoalescingLoader(read, 2);
    void loader.load('a');
    void loader.load('b');
    expect(batches).toEqual([['a', 'b']]);
    void loader.load('c');
    await nextRound();
    expect(batches).toEqual([['a', 'b'], ['c']]);
  });

  it('loadMany reads distinct keys once and maps the ones found', async () => {
    const { read, batches, answer } = recordingRead();
    const loader = new CoalescingLoader(read);
    const many = loader.loadMany(['a', 'b', 'a']);
    await nextRound();
    expect(batches).toEqual([['a', 'b']]);
    answer(0);
    expect([...(await many)]).toEqual([
      ['a', 'value of a'],
      ['b', 'value of b'],
    ]);
  });
});
