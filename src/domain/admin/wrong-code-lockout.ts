/**
 * How long an account refuses second-factor codes after wrong ones (decision 025), as a pure rule.
 * The count is the account's, not a token's or an address's: whoever has the password can get a
 * new token and a new address for every guess, but not a new account.
 */
import { type Backoff, type FailureCount, remainingMs } from "./sign-in-throttle.js";

const MINUTE_MS = 60_000;

/**
 * The 5th wrong code in a row locks for 1 minute, each further one for twice as long as the one
 * before, up to an hour. From the 5th on, the waits add up to 1 + 2 + 4 + 8 + 16 = 31 minutes
 * before the 10th and 63 before the 11th, so no hour holds more than 10 checked codes; once the
 * cap is reached, one an hour.
 */
export const WRONG_CODE_BACKOFF = {
  free: 5,
  baseMs: MINUTE_MS,
  capMs: 60 * MINUTE_MS,
} as const satisfies Backoff;

/** A day without a wrong code forgets the earlier ones, so an old attack does not haunt the owner. */
export const WRONG_CODE_MEMORY_MS = 24 * 60 * MINUTE_MS;

/** The wrong codes that still count at `now`. */
export function countingWrongCodes(failures: FailureCount, now: Date): FailureCount {
  const forgotten = !failures.lastAt || now.getTime() - failures.lastAt.getTime() >= WRONG_CODE_MEMORY_MS;
  return forgotten ? { count: 0, lastAt: null } : failures;
}

/** Time left before the account takes a code again; 0 when it takes one now. */
export function wrongCodeLockMs(failures: FailureCount, now: Date): number {
  return remainingMs(WRONG_CODE_BACKOFF, countingWrongCodes(failures, now), now);
}
