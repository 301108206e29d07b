/**
 * Group commit: concurrent callers' rows are written together in one statement (one round trip,
 * one commit) while the previous batch is in flight. Each caller gets its own row's result. If a
 * batch fails, its rows are retried one by one, so one bad row fails only its own caller.
 */
export class GroupCommit<TIn, TOut> {
  private queue: Array<{ item: TIn; resolve: (value: TOut) => void; reject: (error: unknown) => void }> = [];
  private flushing = false;

  constructor(
    private readonly write: (items: TIn[]) => Promise<TOut[]>,
    private readonly maxBatch = 500,
  ) {}

  add(item: TIn): Promise<TOut> {
    return new Promise((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (!this.flushing) {
        this.flushing = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, this.maxBatch);
      try {
        const results = await this.write(batch.map((entry) => entry.item));
        for (const [index, entry] of batch.entries()) entry.resolve(results[index] as TOut);
      } catch {
        await this.retryOneByOne(batch);
      }
    }
    this.flushing = false;
  }

  private async retryOneByOne(batch: typeof this.queue): Promise<void> {
    for (const entry of batch) {
      try {
        const [result] = await this.write([entry.item]);
        entry.resolve(result as TOut);
      } catch (error) {
        entry.reject(error);
      }
    }
  }
}
