import { eq, sql } from "drizzle-orm";
import type { Executor } from "../client.js";
import { referralCodes, users } from "../schema/index.js";

export type UserRow = typeof users.$inferSelect;

export async function findUserByPhone(db: Executor, phone: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone_number, phone));
  return row;
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Inserts the user unless the phone exists; returns the new row, or undefined when it already existed. */
export async function insertUserIfAbsent(db: Executor, phone: string, timezone: string | null) {
  const [row] = await db
    .insert(users)
    .values({ phone_number: phone, timezone })
    .onConflictDoNothing({ target: users.phone_number })
    .returning();
  return row;
}

/** Claims a user referral code; false when the code is taken (any case), so the caller draws another. */
export async function insertUserReferralCode(db: Executor, userId: number, code: string): Promise<boolean> {
  const inserted = await db
    .insert(referralCodes)
    .values({ code, code_type: "user", user_id: userId })
    .onConflictDoNothing()
    .returning({ id: referralCodes.id });
  if (inserted.length === 0) return false;
  await db.update(users).set({ referral_code: code }).where(eq(users.id, userId));
  return true;
}

export async function recordUserText(db: Executor, userId: number, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ last_active: at, total_messages_sent: sql`${users.total_messages_sent} + 1` })
    .where(eq(users.id, userId));
}

export async function updateUser(db: Executor, userId: number, changes: Partial<typeof users.$inferInsert>) {
  await db.update(users).set(changes).where(eq(users.id, userId));
}

export async function countFreeMessage(db: Executor, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ free_messages_used: sql`${users.free_messages_used} + 1` })
    .where(eq(users.id, userId));
}

export async function setOptOut(db: Executor, phone: string, optedOut: boolean, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ opted_out: optedOut, opted_out_at: optedOut ? at : null })
    .where(eq(users.phone_number, phone));
}
