import { and, count, eq, gt, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../client.js";
import { adminKnownAddresses, adminLoginFailures, adminSessions, admins } from "../schema/index.js";

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

export async function insertSession(db: Executor, session: typeof adminSessions.$inferInsert): Promise<void> {
  await db.insert(adminSessions).values(session);
}

/**
 * The session and its admin, when neither the absolute nor the idle deadline has passed and the
 * admin is not disabled (disabling deletes the sessions too; this covers one read racing it).
 */
export async function findLiveSession(db: Executor, id: string, now: Date, idleSince: Date) {
  const [row] = await db
    .select({
      id: adminSessions.id,
      last_seen_at: adminSessions.last_seen_at,
      admin: {
        id: admins.id,
        phone_number: admins.phone_number,
        must_change_password: admins.must_change_password,
        totp_enabled: sql<boolean>`${admins.totp_secret} is not null`,
      },
    })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.admin_id))
    .where(
      and(
        eq(adminSessions.id, id),
        gt(adminSessions.expires_at, now),
        gt(adminSessions.last_seen_at, idleSince),
        isNull(admins.disabled_at),
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

/**
 * Failures since `since` for the phone+address pair and for the address, and the addresses that
 * failed for the phone (each once), each with its latest failure.
 */
export async function countRecentLoginFailures(
  db: Executor,
  phoneNumber: string,
  address: string,
  since: Date,
) {
  const isPair = sql`${adminLoginFailures.phone_number} = ${phoneNumber} and ${adminLoginFailures.ip} = ${address}`;
  const isAddress = sql`${adminLoginFailures.ip} = ${address}`;
  const isPhone = sql`${adminLoginFailures.phone_number} = ${phoneNumber}`;
  const latest = (where: SQL) =>
    sql`max(${adminLoginFailures.created_at}) filter (where ${where})`.mapWith(adminLoginFailures.created_at);
  const [row] = await db
    .select({
      pairCount: sql<number>`count(*) filter (where ${isPair})::int`,
      pairLast: latest(isPair),
      addressCount: sql<number>`count(*) filter (where ${isAddress})::int`,
      addressLast: latest(isAddress),
      phoneAddresses: sql<number>`count(distinct ${adminLoginFailures.ip}) filter (where ${isPhone})::int`,
      phoneLast: latest(isPhone),
    })
    .from(adminLoginFailures)
    .where(and(gt(adminLoginFailures.created_at, since), sql`(${isPhone} or ${isAddress})`));
  return {
    pair: { count: row?.pairCount ?? 0, lastAt: row?.pairLast ?? null },
    address: { count: row?.addressCount ?? 0, lastAt: row?.addressLast ?? null },
    phone: { count: row?.phoneAddresses ?? 0, lastAt: row?.phoneLast ?? null },
  };
}

export async function recordLoginFailure(
  db: Executor,
  phoneNumber: string,
  address: string,
  at: Date,
): Promise<void> {
  await db.insert(adminLoginFailures).values({ phone_number: phoneNumber, ip: address, created_at: at });
}

/** A sign-in that succeeded wipes its pair's slate: the typos before it were the owner's. */
export async function forgetLoginFailures(db: Executor, phoneNumber: string, address: string): Promise<void> {
  await db
    .delete(adminLoginFailures)
    .where(and(eq(adminLoginFailures.phone_number, phoneNumber), eq(adminLoginFailures.ip, address)));
}

export async function purgeLoginFailures(db: Executor, before: Date): Promise<void> {
  await db.delete(adminLoginFailures).where(lt(adminLoginFailures.created_at, before));
}

/** Whether the admin with this phone has signed in from `address` since `since`; false for any other phone. */
export async function isKnownAddress(db: Executor, phoneNumber: string, address: string, since: Date) {
  const [row] = await db
    .select({ address: adminKnownAddresses.address })
    .from(adminKnownAddresses)
    .innerJoin(admins, eq(admins.id, adminKnownAddresses.admin_id))
    .where(
      and(
        eq(admins.phone_number, phoneNumber),
        eq(adminKnownAddresses.address, address),
        gt(adminKnownAddresses.last_signed_in_at, since),
      ),
    );
  return row !== undefined;
}

/** Records a successful sign-in from `address`, and forgets the admin's addresses unused since `staleBefore`. */
export async function rememberAddress(
  db: Executor,
  adminId: number,
  address: string,
  at: Date,
  staleBefore: Date,
): Promise<void> {
  await db
    .insert(adminKnownAddresses)
    .values({ admin_id: adminId, address, last_signed_in_at: at })
    .onConflictDoUpdate({
      target: [adminKnownAddresses.admin_id, adminKnownAddresses.address],
      set: { last_signed_in_at: at },
    });
  await db
    .delete(adminKnownAddresses)
    .where(
      and(eq(adminKnownAddresses.admin_id, adminId), lt(adminKnownAddresses.last_signed_in_at, staleBefore)),
    );
}
