/**
 * Batches concurrent callers' work into one statement: the items that arrive while the previous
 * batch is in flight are written (group commit) or read (one query for many keys) together, one
 * round trip for all. Each caller gets its own item's result. If a batch fails, its items are
 * retried one by one, so one bad item fails only its own caller.
 */
export class Batcher<TIn, TOut> {
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

/**
 * A read by key, batched: keys asked for while a lookup is in flight are looked up together next,
 * each distinct key once. `load` answers with the rows it found; missing keys resolve undefined.
 */
export function batchedLookup<K, V>(
  load: (keys: K[]) => Promise<Map<K, V>>,
): (key: K) => Promise<V | undefined> {
  const batcher = new Batcher<K, V | undefined>(async (keys) => {
    const found = await load([...new Set(keys)]);
    return keys.map((key) => found.get(key));
  });
  return (key) => batcher.add(key);
}

/** A whole-table read shared by every caller waiting for it: one query however many ask at once. */
export function sharedRead<V>(load: () => Promise<V>): () => Promise<V> {
  const batcher = new Batcher<null, V>(async (callers) => {
    const value = await load();
    return callers.map(() => value);
  });
  return () => batcher.add(null);
}
