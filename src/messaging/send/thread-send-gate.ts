interface ThreadState {
  /** Sends between their last check and the provider's answer. */
  active: number;
  drained: Array<() => void>;
  /** Set while a take-over is being committed: new sends wait for it, then check again. */
  closed: Promise<void> | null;
}

/**
 * This process's automatic answers on their way to the provider, per thread (decision 030). A send
 * passes through `pass` from its last pause check to the provider's answer; a take-over first
 * `close`s the thread, which waits until the sends already past their check have reached the
 * provider and holds back new ones until it is released. Those then check again and see the pause.
 * On the embedded database this is the whole guarantee (one process); on PostgreSQL the take-over's
 * transaction covers the other processes' sends.
 */
export class ThreadSendGate {
  private readonly threads = new Map<number, ThreadState>();

  /** Runs `send` (the check and the provider call) as one of the thread's sends in flight. */
  async pass<T>(threadId: number, send: () => Promise<T>): Promise<T> {
    let state = this.state(threadId);
    while (state.closed) {
      await state.closed;
      state = this.state(threadId);
    }
    state.active += 1;
    try {
      return await send();
    } finally {
      state.active -= 1;
      if (state.active === 0) {
        for (const resolve of state.drained.splice(0)) resolve();
        this.forget(threadId, state);
      }
    }
  }

  /**
   * Holds back the thread's new sends and resolves once those in flight have finished, or after
   * `maxWaitMs` (a provider that never answers must not hold the operator forever); the returned
   * function lets the held sends go on.
   */
  async close(threadId: number, maxWaitMs: number): Promise<() => void> {
    let state = this.state(threadId);
    while (state.closed) {
      await state.closed;
      state = this.state(threadId);
    }
    let open = () => {};
    state.closed = new Promise<void>((resolve) => {
      open = resolve;
    });
    if (state.active > 0) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        new Promise<void>((resolve) => state.drained.push(resolve)),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, maxWaitMs);
        }),
      ]);
      clearTimeout(timer);
    }
    const closedState = state;
    return () => {
      closedState.closed = null;
      open();
      this.forget(threadId, closedState);
    };
  }

  /** Threads with sends in flight or a take-over in progress (idle threads are not kept). */
  get size(): number {
    return this.threads.size;
  }

  private state(threadId: number): ThreadState {
    let state = this.threads.get(threadId);
    if (!state) {
      state = { active: 0, drained: [], closed: null };
      this.threads.set(threadId, state);
    }
    return state;
  }

  private forget(threadId: number, state: ThreadState): void {
    if (state.active === 0 && !state.closed && this.threads.get(threadId) === state) {
      this.threads.delete(threadId);
    }
  }
}
