import type { Executor } from "../../db/client.js";
import { findUserWithThreadCount, updateUser } from "../../db/repositories/users.js";
import type { UserUpdate } from "../../shared/users.js";
import { AppError } from "../app-error.js";
import { noteRowChanges } from "../audit/audit-scope.js";

/** Spec 000 section 4: free to premium (unlimited messaging). Upgrading a premium user changes nothing. */
export async function upgradeToPremium(db: Executor, userId: number) {
  return changeUser(db, userId, { subscription_tier: "premium" });
}

/** Team membership puts the user in the "team" announcement cohort. */
export async function updateUserFlags(db: Executor, userId: number, changes: UserUpdate) {
  return changeUser(db, userId, changes);
}

async function changeUser(db: Executor, userId: number, changes: Parameters<typeof updateUser>[2]) {
  const before = await findUserWithThreadCount(db, userId);
  if (!before) throw AppError.notFound("User not found");
  await updateUser(db, userId, changes);
  const user = await findUserWithThreadCount(db, userId);
  if (!user) throw AppError.notFound("User not found");
  noteRowChanges(before, user, changes);
  return user;
}
