import type { Executor } from "../../db/client.js";
import {
  type ConsentEventRow,
  changeConsent,
  listConsentEvents,
} from "../../db/repositories/consent-events.js";
import { findUserWithThreadCount } from "../../db/repositories/users.js";
import type { ConsentAction, ConsentEvent, ConsentSource } from "../../shared/consent.js";
import { AppError } from "../app-error.js";
import { noteRowChanges } from "../audit/audit-scope.js";

/** What an operator's change reads as in the consent log (the audit log names the operator). */
const OPERATOR_MESSAGES: Record<ConsentAction, string> = {
  opt_out: "Opted out from the console",
  opt_in: "Opted back in from the console",
};

/**
 * An operator opts a person out, or back in, from the console: for a request made by phone or
 * mail, say. A person already in that state is a 409, so a double click writes one entry.
 */
export async function changeConsentByOperator(
  db: Executor,
  userId: number,
  action: ConsentAction,
  now: Date,
) {
  const before = await findUserWithThreadCount(db, userId);
  if (!before) throw AppError.notFound("User not found");
  const entry = { action, source: "operator" as const, message: OPERATOR_MESSAGES[action], at: now };
  if (!(await changeConsent(db, before.phone_number, entry, true))) {
    throw AppError.conflict(action === "opt_out" ? "User has already opted out" : "User has not opted out");
  }
  const user = await findUserWithThreadCount(db, userId);
  if (!user) throw AppError.notFound("User not found");
  noteRowChanges(before, user, { opted_out: user.opted_out });
  return user;
}

/** The person's consent log, newest first, found by phone so it survives a reset or a new row. */
export async function consentLogOf(db: Executor, userId: number): Promise<ConsentEvent[]> {
  const user = await findUserWithThreadCount(db, userId);
  if (!user) throw AppError.notFound("User not found");
  return (await listConsentEvents(db, user.phone_number)).map(toConsentEvent);
}

export function toConsentEvent(row: ConsentEventRow): ConsentEvent {
  return {
    id: row.id,
    phone_number: row.phone_number,
    action: row.action as ConsentAction,
    source: row.source as ConsentSource,
    message: row.message,
    created_at: row.created_at.toISOString(),
  };
}
