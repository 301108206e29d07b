import type { Executor } from "../../db/client.js";
import {
  type AdminSessionRow,
  deleteLiveSessionOf,
  deleteLiveSessionsOfExcept,
  listLiveSessionsOf,
} from "../../db/repositories/admin-sessions.js";
import type { AdminSession } from "../../shared/admin-sessions.js";
import { AppError } from "../app-error.js";
import { noteAuditChange } from "../audit/audit-scope.js";
import { browserLabel } from "../browser-label.js";
import type { Clock } from "../clock.js";
import { SESSION_IDLE_MS, sessionId } from "./sessions.js";

export const SESSION_GONE_MESSAGE = "That session has already ended or is not yours.";

/** Now, and the last request a session needs since then to be live: the deadlines resolveSession applies. */
const deadlines = (clock: Clock) => {
  const now = clock.now();
  return { now, idleSince: new Date(now.getTime() - SESSION_IDLE_MS) };
};

function toAdminSession(row: AdminSessionRow, currentId: string): AdminSession {
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    last_seen_at: row.last_seen_at.toISOString(),
    ip: row.ip,
    browser: browserLabel(row.user_agent),
    user_agent: row.user_agent,
    current: row.id === currentId,
  };
}

/** The admin's live sessions, newest first, with the one `currentToken` belongs to marked. */
export async function listOwnSessions(
  db: Executor,
  clock: Clock,
  adminId: number,
  currentToken: string,
): Promise<AdminSession[]> {
  const { now, idleSince } = deadlines(clock);
  const rows = await listLiveSessionsOf(db, adminId, now, idleSince);
  const currentId = sessionId(currentToken);
  return rows.map((row) => toAdminSession(row, currentId));
}

/**
 * Ends one of the admin's sessions; its next request is refused. Another admin's session answers
 * the same 404 as a missing one, so the ids of others' sessions cannot be probed. Says whether it
 * was the session of `currentToken`, whose cookie the caller then clears.
 */
export async function endOwnSession(
  db: Executor,
  clock: Clock,
  adminId: number,
  id: string,
  currentToken: string,
): Promise<{ endedCurrent: boolean }> {
  const { now, idleSince } = deadlines(clock);
  if (!(await deleteLiveSessionOf(db, adminId, id, now, idleSince))) {
    throw AppError.notFound(SESSION_GONE_MESSAGE);
  }
  const endedCurrent = id === sessionId(currentToken);
  noteAuditChange(
    endedCurrent ? "ended the session it was signed in with" : "ended another of their sessions",
  );
  return { endedCurrent };
}

/** Ends every live session of the admin but the current one; how many ended. */
export async function endOtherSessions(
  db: Executor,
  clock: Clock,
  adminId: number,
  currentToken: string,
): Promise<number> {
  const { now, idleSince } = deadlines(clock);
  const ended = await deleteLiveSessionsOfExcept(db, adminId, sessionId(currentToken), now, idleSince);
  noteAuditChange(`ended ${ended} other session${ended === 1 ? "" : "s"}`);
  return ended;
}
