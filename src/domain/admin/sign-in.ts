import type { Executor } from "../../db/client.js";
import {
  countRecentLoginFailures,
  findAdminByPhone,
  forgetLoginFailures,
  isKnownAddress,
  purgeLoginFailures,
  recordLoginFailure,
  rememberAddress,
} from "../../db/repositories/admins.js";
import type { AdminIdentity, LoginInput } from "../../shared/auth.js";
import { toE164 } from "../../shared/phone-numbers.js";
import { AppError } from "../app-error.js";
import type { Clock } from "../clock.js";
import { KeyedSerializer } from "./keyed-serializer.js";
import { verifyAgainstDecoy, verifyPassword } from "./passwords.js";
import { decideSignIn, FAILURE_WINDOW_MS } from "./sign-in-throttle.js";
import { throttleAddress } from "./throttle-address.js";

/** An address unused this long is no longer trusted to be the owner's. */
export const KNOWN_ADDRESS_TTL_MS = 90 * 24 * 60 * 60 * 1000;

/** One message for every failure: it must not tell a guesser whether the phone or the password was wrong. */
export const INVALID_CREDENTIALS_MESSAGE = "Invalid phone number or password.";

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

export interface SignInDependencies {
  db: Executor;
  clock: Clock;
  /** Holds a sign-in from a known address while its phone is locked for everyone else. */
  sleep: (ms: number) => Promise<void>;
}

export type SignIn = (input: LoginInput, ip: string) => Promise<AdminIdentity>;

/**
 * Checks an admin's credentials behind the throttle of decision 016. Attempts from one address, and
 * attempts for one phone, are checked one at a time in this process, so a burst of concurrent
 * guesses cannot all read the counts before any failure is recorded.
 */
export function createSignIn(deps: SignInDependencies): SignIn {
  const oneAtATime = new KeyedSerializer();
  return (input, ip) => {
    const phone = toE164(input.phoneNumber) ?? input.phoneNumber.trim();
    const address = throttleAddress(ip);
    return oneAtATime.run([`address:${address}`, `phone:${phone}`], () =>
      attemptSignIn(deps, phone, address, input.password),
    );
  };
}

async function attemptSignIn(
  { db, clock, sleep }: SignInDependencies,
  phone: string,
  address: string,
  password: string,
): Promise<AdminIdentity> {
  const now = clock.now();
  const failuresSince = new Date(now.getTime() - FAILURE_WINDOW_MS);
  const knownSince = new Date(now.getTime() - KNOWN_ADDRESS_TTL_MS);
  const admin = await findAdminByPhone(db, phone);
  const failures = await countRecentLoginFailures(db, phone, address, failuresSince);
  // Asked by phone, so an unknown phone costs the same query as an admin's.
  const addressKnown = await isKnownAddress(db, phone, address, knownSince);
  const decision = decideSignIn({ ...failures, addressKnown }, now);
  if (decision.kind === "refuse") throw new SignInThrottled(decision.retryAfterMs);
  if (decision.kind === "delay") await sleep(decision.delayMs);

  const valid = admin
    ? await verifyPassword(admin.password_hash, password)
    : await verifyAgainstDecoy(password);
  const at = clock.now();
  // A disabled admin gets the same answer as a wrong password, after the same work.
  if (!admin || !valid || admin.disabled_at) {
    await recordLoginFailure(db, phone, address, at);
    await purgeLoginFailures(db, new Date(at.getTime() - FAILURE_WINDOW_MS));
    throw new AppError("unauthorized", INVALID_CREDENTIALS_MESSAGE);
  }
  await forgetLoginFailures(db, phone, address);
  await rememberAddress(db, admin.id, address, at, new Date(at.getTime() - KNOWN_ADDRESS_TTL_MS));
  return {
    id: admin.id,
    phone_number: admin.phone_number,
    must_change_password: admin.must_change_password,
    totp_enabled: admin.totp_secret !== null,
  };
}
