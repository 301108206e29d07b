import { and, desc, eq, gt, ne } from "drizzle-orm";
import type { Executor } from "../client.js";
import { adminSessions } from "../schema/index.js";

export type AdminSessionRow = Pick<
  typeof adminSessions.$inferSelect,
  "id" | "created_at" | "last_seen_at" | "ip" | "user_agent"
>;

/**
 * The admin's sessions that still let a request in: the same deadlines as findLiveSession, so a
 * session past them is neither listed nor counted as ended (the purge job removes it).
 */
function liveSessionsOf(adminId: number, now: Date, idleSince: Date) {
  return and(
    eq(adminSessions.admin_id, adminId),
    gt(adminSessions.expires_at, now),
    gt(adminSessions.last_seen_at, idleSince),
  );
}

/** Newest first; the id breaks ties so the order is stable between reloads. */
export async function listLiveSessionsOf(
  db: Executor,
  adminId: number,
  now: Date,
  idleSince: Date,
): Promise<AdminSessionRow[]> {
  return db
    .select({
      id: adminSessions.id,
      created_at: adminSessions.created_at,
      last_seen_at: adminSessions.last_seen_at,
      ip: adminSessions.ip,
      user_agent: adminSessions.user_agent,
    })
    .from(adminSessions)
    .where(liveSessionsOf(adminId, now, idleSince))
    .orderBy(desc(adminSessions.created_at), desc(adminSessions.id));
}

/** Deletes the session only when it is the admin's and still live; whether one was deleted. */
export async function deleteLiveSessionOf(
  db: Executor,
  adminId: number,
  id: string,
  now: Date,
  idleSince: Date,
): Promise<boolean> {
  const rows = await db
    .delete(adminSessions)
    .where(and(eq(adminSessions.id, id), liveSessionsOf(adminId, now, idleSince)))
    .returning({ id: adminSessions.id });
  return rows.length > 0;
}

/** Deletes every live session of the admin but `keepId`; how many were deleted. */
export async function deleteLiveSessionsOfExcept(
  db: Executor,
  adminId: number,
  keepId: string,
  now: Date,
  idleSince: Date,
): Promise<number> {
  const rows = await db
    .delete(adminSessions)
    .where(and(ne(adminSessions.id, keepId), liveSessionsOf(adminId, now, idleSince)))
    .returning({ id: adminSessions.id });
  return rows.length;
}
