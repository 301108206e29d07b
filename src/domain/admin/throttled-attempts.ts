import type { Executor } from "../../db/client.js";
import {
  countRecentLoginFailures,
  findAdminByPhone,
  forgetLoginFailures,
  isKnownAddress,
  purgeLoginFailures,
  recordLoginFailure,
} from "../../db/repositories/admins.js";
import { AppError } from "../app-error.js";
import { currentAuditScope } from "../audit/audit-scope.js";
import { recordAuditEntry } from "../audit/record-audit-entry.js";
import type { Clock } from "../clock.js";
import { KeyedSerializer } from "./keyed-serializer.js";
import { decideSignIn, FAILURE_WINDOW_MS } from "./sign-in-throttle.js";
import { throttleAddress } from "./throttle-address.js";

/** An address unused this long is no longer trusted to be the owner's. */
export const KNOWN_ADDRESS_TTL_MS = 90 * 24 * 60 * 60 * 1000;

/** A refused attempt; the console shows its message as it is, so it says how long to wait. */
export class SignInThrottled extends AppError {
  constructor(
    readonly retryAfterMs: number,
    message = `Too many sign-in attempts. Please wait ${waitWording(retryAfterMs)} and try again.`,
  ) {
    super("too_many_requests", message);
  }
}

/** Whole minutes, so two refusals a few seconds apart read the same. */
export function waitWording(ms: number): string {
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

/** What was checked, for the audit entry of a failure. */
export type Credential = "password" | "code";

/**
 * Runs credential checks (a password, a second-factor code) behind the throttle of decision 016:
 * refused or slowed by the failures counted for the phone and the address, a failure recorded,
 * a success clearing the pair's count. Attempts from one address, and for one phone, run one at a
 * time in this process, so a burst of concurrent guesses cannot all read the counts before any
 * failure is recorded; passwords and codes share the counts and the queue.
 */
export function createThrottledAttempts({ db, clock, sleep }: ThrottleDependencies) {
  const oneAtATime = new KeyedSerializer();
  return <T>(phone: string, ip: string, check: Check<T>, credential: Credential): Promise<T | null> => {
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
        await db.transaction(async (tx) => {
          await recordLoginFailure(tx, phone, address, at);
          await purgeLoginFailures(tx, new Date(at.getTime() - FAILURE_WINDOW_MS));
          await recordFailure(tx, clock, phone, credential);
        });
      } else {
        await forgetLoginFailures(db, phone, address);
      }
      return result;
    });
  };
}

/**
 * A wrong password or code, in the audit log (decision 019): at sign-in, for the phone it named
 * (its admin, when there is one); from a signed-in admin confirming who they are, as theirs.
 */
async function recordFailure(tx: Executor, clock: Clock, phone: string, credential: Credential) {
  const signedIn = currentAuditScope()?.actor ?? null;
  const admin = signedIn ? undefined : await findAdminByPhone(tx, phone);
  const wrong = credential === "password" ? "wrong password" : "wrong authenticator or recovery code";
  await recordAuditEntry(tx, clock, {
    action: signedIn ? "reauthenticate_failed" : "sign_in_failed",
    resourceType: "admin",
    resourceId: signedIn?.id ?? admin?.id ?? null,
    summary: `${wrong} for ${phone}`,
    actor: signedIn ?? (admin ? { id: admin.id, phone: admin.phone_number } : null),
    phone,
  });
}

export type ThrottledAttempts = ReturnType<typeof createThrottledAttempts>;
