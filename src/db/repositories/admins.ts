import { and, count, eq, gt, lt, sql } from "drizzle-orm";
import type { Executor } from "../client.js";
import { adminLoginFailures, adminSessions, admins } from "../schema/index.js";

export type AdminRow = typeof admins.$inferSelect;

export async function findAdminByPhone(db: Executor, phoneNumber: string): Promise<AdminRow | undefined> {
  const [row] = await db.select().from(admins).where(eq(admins.phone_number, phoneNumber));
  return row;
}

export async function countAdmins(db: Executor): Promise<number> {
  const [row] = await db.select({ value: count() }).from(admins);
  return row?.value ?? 0;
}

/** Creates the admin, or replaces the password of the one with that phone. */
export async function upsertAdmin(
  db: Executor,
  phoneNumber: string,
  passwordHash: string,
): Promise<AdminRow> {
  const [row] = await db
    .insert(admins)
    .values({ phone_number: phoneNumber, password_hash: passwordHash })
    .onConflictDoUpdate({
      target: admins.phone_number,
      set: { password_hash: passwordHash, updated_at: sql`now()` },
    })
    .returning();
  if (!row) throw new Error("upsert returned no admin row");
  return row;
}

/** Inserts the admin unless one with that phone exists; concurrent first starts create it once. */
export async function insertAdminIfAbsent(db: Executor, phoneNumber: string, passwordHash: string) {
  const [row] = await db
    .insert(admins)
    .values({ phone_number: phoneNumber, password_hash: passwordHash })
    .onConflictDoNothing({ target: admins.phone_number })
    .returning();
  return row;
}

export async function updateAdminPassword(db: Executor, phoneNumber: string, passwordHash: string) {
  const rows = await db
    .update(admins)
    .set({ password_hash: passwordHash })
    .where(eq(admins.phone_number, phoneNumber))
    .returning({ id: admins.id });
  return rows.length > 0;
}

export async function insertSession(db: Executor, session: typeof adminSessions.$inferInsert): Promise<void> {
  await db.insert(adminSessions).values(session);
}

/** The session and its admin, when neither the absolute nor the idle deadline has passed. */
export async function findLiveSession(db: Executor, id: string, now: Date, idleSince: Date) {
  const [row] = await db
    .select({
      id: adminSessions.id,
      last_seen_at: adminSessions.last_seen_at,
      admin: { id: admins.id, phone_number: admins.phone_number },
    })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.admin_id))
    .where(
      and(
        eq(adminSessions.id, id),
        gt(adminSessions.expires_at, now),
        gt(adminSessions.last_seen_at, idleSince),
      ),
    );
  return row;
}

export async function touchSession(db: Executor, id: string, now: Date): Promise<void> {
  await db.update(adminSessions).set({ last_seen_at: now }).where(eq(adminSessions.id, id));
}

export async function deleteSession(db: Executor, id: string): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.id, id));
}

export async function deleteDeadSessions(db: Executor, now: Date, idleSince: Date): Promise<number> {
  const rows = await db
    .delete(adminSessions)
    .where(sql`${adminSessions.expires_at} <= ${now} or ${adminSessions.last_seen_at} <= ${idleSince}`)
    .returning({ id: adminSessions.id });
  return rows.length;
}

export async function countRecentLoginFailures(db: Executor, phoneNumber: string, ip: string, since: Date) {
  const [row] = await db
    .select({
      byPhone: sql<number>`count(*) filter (where ${adminLoginFailures.phone_number} = ${phoneNumber})::int`,
      byIp: sql<number>`count(*) filter (where ${adminLoginFailures.ip} = ${ip})::int`,
    })
    .from(adminLoginFailures)
    .where(
      and(
        gt(adminLoginFailures.created_at, since),
        sql`(${adminLoginFailures.phone_number} = ${phoneNumber} or ${adminLoginFailures.ip} = ${ip})`,
      ),
    );
  return { byPhone: row?.byPhone ?? 0, byIp: row?.byIp ?? 0 };
}

export async function recordLoginFailure(
  db: Executor,
  phoneNumber: string,
  ip: string,
  at: Date,
): Promise<void> {
  await db.insert(adminLoginFailures).values({ phone_number: phoneNumber, ip, created_at: at });
}

export async function purgeLoginFailures(db: Executor, before: Date): Promise<void> {
  await db.delete(adminLoginFailures).where(lt(adminLoginFailures.created_at, before));
}
