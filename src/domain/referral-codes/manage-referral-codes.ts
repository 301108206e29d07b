import type { Executor } from "../../db/client.js";
import {
  findReferralCodeWithOwner,
  insertSystemReferralCode,
  updateReferralCode,
} from "../../db/repositories/referral-codes.js";
import type { ReferralCodeCreate, ReferralCodeUpdate } from "../../shared/referral-codes.js";
import { AppError } from "../app-error.js";
import { noteRowChanges } from "../audit/audit-scope.js";
import { withUniqueConflict } from "../unique-conflict.js";

/**
 * Referral codes (spec 001 sections 2.9 and 4). Operators create system codes; user codes come
 * with each new user. Codes are unique in any case, across both kinds.
 */

export async function createSystemCode(db: Executor, input: ReferralCodeCreate) {
  const row = await withUniqueConflict(
    () => insertSystemReferralCode(db, input.code, input.max_uses),
    `The referral code ${input.code} already exists.`,
  );
  return requireCode(db, row.id);
}

/** Reactivate, or change a system code's limit (user codes keep the limit they were given). */
export async function changeReferralCode(db: Executor, id: number, changes: ReferralCodeUpdate) {
  const before = await requireCode(db, id);
  if (changes.max_uses !== undefined && before.code_type !== "system") {
    throw AppError.conflict("Only system codes have an editable limit.");
  }
  if (!(await updateReferralCode(db, id, changes))) throw AppError.notFound("Referral code not found");
  const after = await requireCode(db, id);
  noteRowChanges(before, after, changes);
  return after;
}

/** Deactivate: the code stays listed and can be switched back on. */
export const deactivateReferralCode = (db: Executor, id: number) =>
  changeReferralCode(db, id, { is_active: false });

async function requireCode(db: Executor, id: number) {
  const row = await findReferralCodeWithOwner(db, id);
  if (!row) throw AppError.notFound("Referral code not found");
  return row;
}
