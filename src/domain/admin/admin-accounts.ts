import { randomBytes } from "node:crypto";
import type { Executor } from "../../db/client.js";
import { countAdmins, insertAdminIfAbsent, upsertAdmin } from "../../db/repositories/admins.js";
import { toE164 } from "../../shared/phone-numbers.js";
import { AppError } from "../app-error.js";
import { hashPassword } from "./passwords.js";

/**
 * ADMIN_PASSWORD's rule. It is applied again at every start, so the 12-character rule of passwords
 * set in the console and the CLI (password-policy.ts) would stop an existing install from starting.
 */
export const MIN_PASSWORD_LENGTH = 6;
/** A number in the 555-01xx block, reserved for fiction: it can never be a real person's phone. */
export const GENERATED_ADMIN_PHONE = "+15555550100";

function requirePhone(input: string): string {
  const phone = toE164(input);
  if (!phone) throw AppError.validation({ phone: `"${input}" is not a valid phone number` });
  return phone;
}

function requirePassword(password: string): string {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw AppError.validation({ password: `must be at least ${MIN_PASSWORD_LENGTH} characters` });
  }
  return password;
}

export type BootstrapResult =
  | { kind: "configured"; phone: string }
  | { kind: "generated"; phone: string; password: string }
  | { kind: "existing" };

/**
 * First-start admin: ADMIN_PHONE/ADMIN_PASSWORD create that admin or reset its password; with
 * neither and no admin yet, one is generated so a fresh install can be signed into.
 */
export async function ensureAdmin(db: Executor, configured: { phone?: string; password?: string }) {
  if (configured.phone && configured.password) {
    const phone = requirePhone(configured.phone);
    await upsertAdmin(db, phone, await hashPassword(requirePassword(configured.password)));
    return { kind: "configured", phone } satisfies BootstrapResult;
  }
  if ((await countAdmins(db)) > 0) return { kind: "existing" } satisfies BootstrapResult;
  const password = randomBytes(12).toString("base64url");
  const created = await insertAdminIfAbsent(db, GENERATED_ADMIN_PHONE, await hashPassword(password));
  if (!created) return { kind: "existing" } satisfies BootstrapResult;
  return { kind: "generated", phone: GENERATED_ADMIN_PHONE, password } satisfies BootstrapResult;
}
