import type { Executor } from "../../db/client.js";
import {
  countRecentLoginFailures,
  findAdminByPhone,
  purgeLoginFailures,
  recordLoginFailure,
} from "../../db/repositories/admins.js";
import type { AdminIdentity, LoginInput } from "../../shared/auth.js";
import { AppError } from "../app-error.js";
import type { Clock } from "../clock.js";
import { toE164 } from "../phone-numbers.js";
import { verifyAgainstDecoy, verifyPassword } from "./passwords.js";

export const MAX_FAILURES_PER_MINUTE = 10;
const WINDOW_MS = 60 * 1000;
const FAILURE_RETENTION_MS = 24 * 60 * 60 * 1000;

/** One message for every failure: it must not tell a guesser whether the phone or the password was wrong. */
export const INVALID_CREDENTIALS_MESSAGE = "Invalid phone number or password.";

/**
 * Checks an admin's credentials. Failures are counted per phone and per client address; past
 * MAX_FAILURES_PER_MINUTE in the last minute the attempt is refused before the password is checked.
 */
export async function signIn(
  db: Executor,
  clock: Clock,
  input: LoginInput,
  ip: string,
): Promise<AdminIdentity> {
  const phone = toE164(input.phoneNumber) ?? input.phoneNumber.trim();
  const now = clock.now();
  const failures = await countRecentLoginFailures(db, phone, ip, new Date(now.getTime() - WINDOW_MS));
  if (failures.byPhone >= MAX_FAILURES_PER_MINUTE || failures.byIp >= MAX_FAILURES_PER_MINUTE) {
    throw new AppError("too_many_requests", "Too many sign-in attempts. Please wait a minute and try again.");
  }
  const admin = await findAdminByPhone(db, phone);
  const valid = admin
    ? await verifyPassword(admin.password_hash, input.password)
    : await verifyAgainstDecoy(input.password);
  if (!admin || !valid) {
    await recordLoginFailure(db, phone, ip, now);
    await purgeLoginFailures(db, new Date(now.getTime() - FAILURE_RETENTION_MS));
    throw new AppError("unauthorized", INVALID_CREDENTIALS_MESSAGE);
  }
  return { id: admin.id, phone_number: admin.phone_number };
}
