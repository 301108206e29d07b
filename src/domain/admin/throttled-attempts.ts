import type { Executor } from "../../db/client.js";
import {
  countRecentLoginFailures,
  forgetLoginFailures,
  isKnownAddress,
  purgeLoginFailures,
  recordLoginFailure,
} from "../../db/repositories/admins.js";
import { AppError } from "../app-error.js";
import type { Clock } from "../clock.js";
import { KeyedSerializer } from "./keyed-serializer.js";
import { decideSignIn, FAILURE_WINDOW_MS } from "./sign-in-throttle.js";
import { throttleAddress } from "./throttle-address.js";

/** An address unused this long is no longer trusted to be the owner's. */
export const KNOWN_ADDRESS_TTL_MS = 90 * 24 * 60 * 60 * 1000;

/** A refused attempt; the console shows its message as it is, so it says how long to wait. */
export class SignInThrottled extends AppError {
  constructor(readonly retryAfterMs: number) {
    super(
      "too_many_requests",
      `Too many sign-in attempts. Please wait ${waitWording(retryAfterMs)} and try again.`,
    );
  }
}

/** Whole minutes, so two refusals a few seconds apart read the same. */
function waitWording(ms: number): string {
  const minutes = Math.ceil(ms / 60_000);
  return minutes <= 1 ? "a minute" : `${minutes} minutes`;
}

export interface ThrottleDependencies {
  db: Executor;
  clock: Clock;
  /** Holds an attempt from a known address while its phone is locked for everyone else. */
  sleep: (ms: number) => Promise<void>;
}

/** What an attempt checks once the throttle lets it: its result, or null for a failure to count. */
export type Check<T> = (address: string) => Promise<T | null>;

/**
 * Runs credential checks (a password, a second-factor code) behind the throttle of decision 016:
 * refused or slowed by the failures counted for the phone and the address, a failure recorded,
 * a success clearing the pair's count. Attempts from one address, and for one phone, run one at a
 * time in this process, so a burst of concurrent guesses cannot all read the counts before any
 * failure is recorded; passwords and codes share the counts and the queue.
 */
export function createThrottledAttempts({ db, clock, sleep }: ThrottleDependencies) {
  const oneAtATime = new KeyedSerializer();
  return <T>(phone: string, ip: string, check: Check<T>): Promise<T | null> => {
    const address = throttleAddress(ip);
    return oneAtATime.run([`address:${address}`, `phone:${phone}`], async () => {
      const now = clock.now();
      const failures = await countRecentLoginFailures(
        db,
        phone,
        address,
        new Date(now.getTime() - FAILURE_WINDOW_MS),
      );
      // Asked by phone, so an unknown phone costs the same query as an admin's.
      const addressKnown = await isKnownAddress(
        db,
        phone,
        address,
        new Date(now.getTime() - KNOWN_ADDRESS_TTL_MS),
      );
      const decision = decideSignIn({ ...failures, addressKnown }, now);
      if (decision.kind === "refuse") throw new SignInThrottled(decision.retryAfterMs);
      if (decision.kind === "delay") await sleep(decision.delayMs);

      const result = await check(address);
      const at = clock.now();
      if (result === null) {
        await recordLoginFailure(db, phone, address, at);
        await purgeLoginFailures(db, new Date(at.getTime() - FAILURE_WINDOW_MS));
      } else {
        await forgetLoginFailures(db, phone, address);
      }
      return result;
    });
  };
}

export type ThrottledAttempts = ReturnType<typeof createThrottledAttempts>;
