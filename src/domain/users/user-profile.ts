import type { Executor } from "../../db/client.js";
import { findUserWithThreadCount, lockUser, updateUser } from "../../db/repositories/users.js";
import { profileLength } from "../../shared/users.js";
import { AppError } from "../app-error.js";
import { noteAuditChange } from "../audit/audit-scope.js";

/**
 * An operator's edit of what the assistant remembers about a person (issue 38); "" clears it.
 * The audit entry says what happened and the lengths, never the text: the profile is personal
 * data, and an audit summary outlives it (an erase blanks only the summaries it can find).
 */
export async function changeProfile(db: Executor, userId: number, profile: string) {
  const before = await lockUser(db, userId);
  if (!before) throw AppError.notFound("User not found");
  await updateUser(db, userId, { profile });
  noteAuditChange(profileChangeSummary(before.profile, profile));
  const user = await findUserWithThreadCount(db, userId);
  if (!user) throw AppError.notFound("User not found");
  return user;
}

export function profileChangeSummary(before: string, after: string): string {
  const was = profileLength(before);
  if (before === after) return `profile unchanged (${was} characters)`;
  if (after === "") return `profile cleared (${was} characters)`;
  return `profile edited (${was} → ${profileLength(after)} characters)`;
}
