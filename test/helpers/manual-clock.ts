import type { Clock } from "../../src/domain/clock.js";

/**
 * A clock a test moves by hand, so a schedule, reminder, lease or throttle is shown without waiting
 * for real time to pass (docs/TESTING.md).
 */
export interface ManualClock extends Clock {
  advance(ms: number): Date;
  set(instant: Date): void;
}

export function manualClock(start: Date): ManualClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
      return new Date(current);
    },
    set(instant) {
      current = instant.getTime();
    },
  };
}
