/**
 * The sign-in throttle as a pure rule (decision 016): from the failures already counted and the
 * current time, whether an attempt may check its password now, only after a short wait, or not at
 * all yet. Refused attempts are not counted, so waiting out a lockout is all it takes.
 */

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

/** Failed sign-ins of one scope within the counting window, and when the latest happened. */
export interface FailureCount {
  count: number;
  lastAt: Date | null;
}

export interface SignInHistory {
  /** Failures for this phone from this address. */
  pair: FailureCount;
  /** Failures from this address, whatever the phone. */
  address: FailureCount;
  /**
   * The addresses that failed for this phone, each counted once, and its latest failure. One
   * address's own guesses are the pair's business; counting them here would let a single guesser
   * lock the owner out of every new address.
   */
  phone: FailureCount;
  /** Whether this address has signed in to this phone's account before. */
  addressKnown: boolean;
}

export type ThrottleDecision =
  | { kind: "allow" }
  | { kind: "delay"; delayMs: number }
  | { kind: "refuse"; retryAfterMs: number };

/** After `free` failures, each further one locks the scope for `baseMs`, doubled per failure, up to `capMs`. */
export interface Backoff {
  free: number;
  baseMs: number;
  capMs: number;
}

/**
 * One person mistyping gets five tries before waiting; an address that tries many phones gets more
 * before it waits, but a longer lockout; a phone that five addresses have failed at is held for
 * every address its owner has not signed in from, longer with each new address that fails.
 */
export const SIGN_IN_BACKOFF = {
  pair: { free: 5, baseMs: 30 * SECOND_MS, capMs: 15 * MINUTE_MS },
  address: { free: 20, baseMs: 30 * SECOND_MS, capMs: 60 * MINUTE_MS },
  phone: { free: 5, baseMs: 30 * SECOND_MS, capMs: 15 * MINUTE_MS },
} as const satisfies Record<string, Backoff>;

/** Failures count for a day; the failure table keeps them that long. */
export const FAILURE_WINDOW_MS = 24 * 60 * MINUTE_MS;

/** The longest a known address waits while its phone is locked for everyone else. */
export const KNOWN_ADDRESS_MAX_DELAY_MS = 3 * SECOND_MS;

/** How long the latest of `count` failures locks its scope. */
export function lockoutMs(backoff: Backoff, count: number): number {
  if (count < backoff.free) return 0;
  // Capping the exponent first keeps 2 ** n finite however many failures there were.
  const doublings = Math.min(count - backoff.free, 40);
  return Math.min(backoff.capMs, backoff.baseMs * 2 ** doublings);
}

/** Time left of the scope's lockout at `now`; 0 once it has passed. */
export function remainingMs(backoff: Backoff, failures: FailureCount, now: Date): number {
  if (!failures.lastAt) return 0;
  const until = failures.lastAt.getTime() + lockoutMs(backoff, failures.count);
  return Math.max(0, until - now.getTime());
}

/**
 * The address and the phone+address pair refuse while locked: they are the guesser's own. The phone
 * refuses too, except for an address that has signed in to it before: the owner is slowed, not
 * locked out, by someone else guessing from elsewhere.
 */
export function decideSignIn(history: SignInHistory, now: Date): ThrottleDecision {
  const own = Math.max(
    remainingMs(SIGN_IN_BACKOFF.pair, history.pair, now),
    remainingMs(SIGN_IN_BACKOFF.address, history.address, now),
  );
  if (own > 0) return { kind: "refuse", retryAfterMs: own };
  const phone = remainingMs(SIGN_IN_BACKOFF.phone, history.phone, now);
  if (phone === 0) return { kind: "allow" };
  if (history.addressKnown) return { kind: "delay", delayMs: Math.min(phone, KNOWN_ADDRESS_MAX_DELAY_MS) };
  return { kind: "refuse", retryAfterMs: phone };
}
