/**
 * A sleep that a wake-up cuts short. A wake-up that arrives while the loop is busy is remembered,
 * so the next sleep returns at once and no notice of new work is lost.
 */
export class WakeSignal {
  private pending = false;
  private wakeUp: (() => void) | null = null;

  wake(): void {
    this.pending = true;
    this.wakeUp?.();
  }

  /** Forgets a remembered wake-up: the caller is about to look for work anyway. */
  clear(): void {
    this.pending = false;
  }

  /** Sleeps up to `ms`; returns at once when a wake-up is remembered, unless told to ignore it. */
  sleep(ms: number, options: { ignorePending?: boolean } = {}): Promise<void> {
    if (this.pending && !options.ignorePending) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeUp = done;
    });
  }
}
