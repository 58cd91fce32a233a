interface Waiting<In, Out> {
  input: In;
  resolve: (out: Out) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: requests that arrive while the writers are busy wait and are written together in
 * the next batch, so many callers share one transaction (one BEGIN, one COMMIT and its WAL flush,
 * one statement per table). At most `writers` batches are written at once. When a batch fails,
 * each of its requests is written again alone, so one bad request cannot fail the others.
 */
export class GroupCommit<In, Out> {
  private readonly waiting: Waiting<In, Out>[] = [];
  private busy = 0;

  /** `write` answers one output per input, in the same order, or throws for the whole batch. */
  constructor(
    private readonly write: (inputs: In[]) => Promise<Out[]>,
    private readonly options: { maxBatch: number; writers: number },
  ) {}

  submit(input: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.waiting.push({ input, resolve, reject });
      if (this.busy < this.options.writers) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.busy++;
    try {
      while (this.waiting.length) await this.writeBatch(this.waiting.splice(0, this.options.maxBatch));
    } finally {
      this.busy--;
    }
  }

  private async writeBatch(batch: Waiting<In, Out>[]): Promise<void> {
    try {
      const outs = await this.write(batch.map((b) => b.input));
      batch.forEach((b, i) => b.resolve(outs[i]));
    } catch (error) {
      if (batch.length === 1) return batch[0].reject(error);
      for (const b of batch)
        await this.write([b.input]).then(
          ([out]) => b.resolve(out),
          (alone) => b.reject(alone),
        );
    }
  }
}
