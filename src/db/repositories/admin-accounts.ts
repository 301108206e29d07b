import { asc, eq, isNull, or, sql } from "drizzle-orm";
import type { Executor } from "../client.js";
import { adminKnownAddresses, adminPendingSignIns, adminSessions, admins } from "../schema/index.js";

/**
 * The Admins screen's row. The latest sign-in is the newest known address: recording a sign-in
 * refreshes its address and only ever forgets older ones, so that row survives the pruning.
 */
const accountColumns = {
  id: admins.id,
  phone_number: admins.phone_number,
  name: admins.name,
  must_change_password: admins.must_change_password,
  totp_enabled: sql<boolean>`${admins.totp_secret} is not null`,
  disabled_at: admins.disabled_at,
  created_at: admins.created_at,
  last_signed_in_at:
    sql<Date | null>`(select max(${adminKnownAddresses.last_signed_in_at}) from ${adminKnownAddresses} where ${adminKnownAddresses.admin_id} = ${admins.id})`.mapWith(
      adminKnownAddresses.last_signed_in_at,
    ),
};

export type AdminAccountRow = {
  id: number;
  phone_number: string;
  name: string | null;
  must_change_password: boolean;
  totp_enabled: boolean;
  disabled_at: Date | null;
  created_at: Date;
  last_signed_in_at: Date | null;
};

export async function listAdminAccounts(db: Executor): Promise<AdminAccountRow[]> {
  return db.select(accountColumns).from(admins).orderBy(asc(admins.created_at), asc(admins.id));
}

export async function findAdminAccount(db: Executor, id: number): Promise<AdminAccountRow | undefined> {
  const [row] = await db.select(accountColumns).from(admins).where(eq(admins.id, id));
  return row;
}

export async function findAdminById(db: Executor, id: number) {
  const [row] = await db.select().from(admins).where(eq(admins.id, id));
  return row;
}

/** Inserts the admin unless the phone is taken; undefined then. */
export async function insertAdminAccount(
  db: Executor,
  account: {
    phone_number: string;
    name: string | null;
    password_hash: string;
    must_change_password: boolean;
  },
) {
  const [row] = await db
    .insert(admins)
    .values(account)
    .onConflictDoNothing({ target: admins.phone_number })
    .returning({ id: admins.id });
  return row?.id;
}

/**
 * Locks the active admins' rows and `id`'s, in id order so two callers cannot deadlock, and returns
 * them. Inside a transaction, two admins disabling each other at once cannot both see the other as
 * still active: the second waits, and then no longer finds the first one's row active.
 */
export async function lockActiveAdminsAnd(db: Executor, id: number) {
  return db
    .select({ id: admins.id, phone_number: admins.phone_number, disabled_at: admins.disabled_at })
    .from(admins)
    .where(or(isNull(admins.disabled_at), eq(admins.id, id)))
    .orderBy(asc(admins.id))
    .for("update");
}

export async function setAdminDisabledAt(db: Executor, id: number, at: Date | null): Promise<void> {
  await db.update(admins).set({ disabled_at: at }).where(eq(admins.id, id));
}

/**
 * A new password also undoes what the old one let anyone do: sign-ins it began and are waiting for
 * a code end, and the lock that wrong codes put on the account's codes is lifted, so its owner is
 * not locked out by someone who no longer has the password (decision 025).
 */
export async function setAdminPasswordHash(
  db: Executor,
  id: number,
  passwordHash: string,
  mustChange: boolean,
): Promise<void> {
  await db
    .update(admins)
    .set({
      password_hash: passwordHash,
      must_change_password: mustChange,
      totp_failures: 0,
      totp_failed_at: null,
    })
    .where(eq(admins.id, id));
  await db.delete(adminPendingSignIns).where(eq(adminPendingSignIns.admin_id, id));
}

export async function deleteAdminSessions(db: Executor, adminId: number): Promise<void> {
  await db.delete(adminSessions).where(eq(adminSessions.admin_id, adminId));
}
