import type { Executor } from "../../db/client.js";
import { findUserWithThreadCount } from "../../db/repositories/users.js";
import { toE164 } from "../../shared/phone-numbers.js";
import type { EraseCounts } from "../../shared/privacy.js";
import { AppError } from "../app-error.js";
import { noteAuditChange } from "../audit/audit-scope.js";
import { eraseUser } from "./erase-user.js";

/**
 * The console's "Erase user": only when the operator typed the person's phone (any way of writing
 * it), so a mistyped id or a stray call cannot erase someone. The audit entry keeps the fact, with
 * neither the number nor anything they wrote.
 */
export async function eraseByOperator(
  db: Executor,
  userId: number,
  confirmPhone: string,
): Promise<EraseCounts> {
  const user = await findUserWithThreadCount(db, userId);
  if (!user) throw AppError.notFound("User not found");
  if (toE164(confirmPhone) !== user.phone_number)
    throw AppError.validation({
      confirm_phone:
        "That is not this user's phone number. Type it as the dialog shows it to confirm the erase.",
    });
  const counts = await eraseUser(db, userId);
  // Erased by someone else between the two reads.
  if (!counts) throw AppError.notFound("User not found");
  noteAuditChange(eraseSummary(counts));
  return counts;
}

/** The audit log's summary of an erase: counts only. */
export function eraseSummary(counts: EraseCounts): string {
  const parts = [
    counted(counts.messages, "message"),
    counted(counts.threads, "thread"),
    counted(counts.media, "media file"),
    counted(counts.queued_messages, "queued message"),
    counted(counts.reminders, "reminder"),
    counted(counts.micro_uis, "micro UI"),
  ];
  return `User ${counts.user_id} erased: ${parts.join(", ")}${counts.suppressed ? "; opt-out kept as a hash" : ""}`;
}

const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;
