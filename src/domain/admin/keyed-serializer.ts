/**
 * Runs tasks one at a time per key, in arrival order: a task holding several keys starts once every
 * earlier task on any of them has finished. Keys are forgotten when their last task ends, so memory
 * follows the tasks in flight. Tasks are queued as they arrive, so no two can wait on each other.
 */
export class KeyedSerializer {
  private readonly tails = new Map<string, Promise<void>>();

  async run<T>(keys: readonly string[], task: () => Promise<T>): Promise<T> {
    let release = () => {};
    const done = new Promise<void>((resolve) => {
      release = resolve;
    });
    const earlier = keys.map((key) => this.tails.get(key));
    for (const key of keys) this.tails.set(key, done);
    try {
      await Promise.all(earlier);
      return await task();
    } finally {
      release();
      for (const key of keys) if (this.tails.get(key) === done) this.tails.delete(key);
    }
  }
}
