import type { Executor } from "../../db/client.js";
import { findAdminByPhone, rememberAddress } from "../../db/repositories/admins.js";
import type { AdminIdentity, LoginInput } from "../../shared/auth.js";
import { toE164 } from "../../shared/phone-numbers.js";
import { AppError } from "../app-error.js";
import type { Clock } from "../clock.js";
import { verifyAgainstDecoy, verifyPassword } from "./passwords.js";
import {
  createThrottledAttempts,
  KNOWN_ADDRESS_TTL_MS,
  type ThrottleDependencies,
  type ThrottledAttempts,
} from "./throttled-attempts.js";

/** One message for every failure: it must not tell a guesser whether the phone or the password was wrong. */
export const INVALID_CREDENTIALS_MESSAGE = "Invalid phone number or password.";

/** A throttle queue shared with second-factor codes, or what it takes to build one of its own. */
export type SignInDependencies =
  | ThrottleDependencies
  | { db: Executor; clock: Clock; attempts: ThrottledAttempts };

export type SignIn = (input: LoginInput, ip: string) => Promise<AdminIdentity>;

/** Checks an admin's credentials behind the throttle of decision 016. */
export function createSignIn(deps: SignInDependencies): SignIn {
  const throttled = "attempts" in deps ? deps.attempts : createThrottledAttempts(deps);
  return async (input, ip) => {
    const phone = toE164(input.phoneNumber) ?? input.phoneNumber.trim();
    const admin = await throttled(
      phone,
      ip,
      (address) => checkPassword(deps.db, deps.clock, phone, address, input.password),
      "password",
    );
    if (!admin) throw new AppError("unauthorized", INVALID_CREDENTIALS_MESSAGE);
    return admin;
  };
}

async function checkPassword(
  db: Executor,
  clock: Clock,
  phone: string,
  address: string,
  password: string,
): Promise<AdminIdentity | null> {
  const admin = await findAdminByPhone(db, phone);
  const valid = admin
    ? await verifyPassword(admin.password_hash, password)
    : await verifyAgainstDecoy(password);
  // A disabled admin gets the same answer as a wrong password, after the same work.
  if (!admin || !valid || admin.disabled_at) return null;
  const at = clock.now();
  await rememberAddress(db, admin.id, address, at, new Date(at.getTime() - KNOWN_ADDRESS_TTL_MS));
  return {
    id: admin.id,
    phone_number: admin.phone_number,
    must_change_password: admin.must_change_password,
    totp_enabled: admin.totp_secret !== null,
  };
}
