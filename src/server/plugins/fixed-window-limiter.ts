import type { Clock } from "../../domain/clock.js";

export interface FixedWindowLimiter {
  /** Counts one request for `key`; false once the key has used up its window. */
  allow(key: string): boolean;
}

/**
 * At most `limit` requests per key in each window of `windowMs`. Counts live in this process only
 * (several processes on PostgreSQL each allow `limit`), and the whole table is dropped when a window
 * ends, so memory is bounded by the keys seen in one window.
 */
export function createFixedWindowLimiter(options: {
  limit: number;
  windowMs: number;
  clock: Clock;
}): FixedWindowLimiter {
  let windowStart = Number.NEGATIVE_INFINITY;
  let counts = new Map<string, number>();
  return {
    allow(key) {
      const now = options.clock.now().getTime();
      if (now - windowStart >= options.windowMs) {
        windowStart = now - (now % options.windowMs);
        counts = new Map();
      }
      const used = (counts.get(key) ?? 0) + 1;
      counts.set(key, used);
      return used <= options.limit;
    },
  };
}
