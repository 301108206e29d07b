import { and, count, eq, gt, isNull, lt, or } from "drizzle-orm";
import type { Executor } from "../client.js";
import { adminPendingSignIns, adminRecoveryCodes, admins } from "../schema/index.js";

/** What checking or changing an admin's second factor needs; the secret stays inside the domain. */
export async function findTwoFactorState(db: Executor, adminId: number) {
  const [row] = await db
    .select({
      id: admins.id,
      phone_number: admins.phone_number,
      must_change_password: admins.must_change_password,
      disabled_at: admins.disabled_at,
      totp_secret: admins.totp_secret,
      totp_pending_secret: admins.totp_pending_secret,
    })
    .from(admins)
    .where(eq(admins.id, adminId));
  return row;
}

export async function setPendingTotpSecret(db: Executor, adminId: number, secret: string): Promise<void> {
  await db.update(admins).set({ totp_pending_secret: secret }).where(eq(admins.id, adminId));
}

/** Turns the confirmed pending secret on, with its first step used and a fresh set of recovery codes. */
export async function enableTotp(
  db: Executor,
  adminId: number,
  secret: string,
  step: number,
  codeHashes: string[],
): Promise<boolean> {
  const updated = await db
    .update(admins)
    .set({ totp_secret: secret, totp_pending_secret: null, totp_last_step: step })
    .where(and(eq(admins.id, adminId), eq(admins.totp_pending_secret, secret)))
    .returning({ id: admins.id });
  if (updated.length === 0) return false;
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.admin_id, adminId));
  await db
    .insert(adminRecoveryCodes)
    .values(codeHashes.map((code_hash) => ({ admin_id: adminId, code_hash })));
  return true;
}

export async function disableTotp(db: Executor, adminId: number): Promise<void> {
  await db
    .update(admins)
    .set({ totp_secret: null, totp_pending_secret: null, totp_last_step: null })
    .where(eq(admins.id, adminId));
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.admin_id, adminId));
  await db.delete(adminPendingSignIns).where(eq(adminPendingSignIns.admin_id, adminId));
}

/**
 * Records `step` as used when it is later than the last used one. A single conditional update, so
 * two requests racing with the same code cannot both succeed.
 */
export async function claimTotpStep(db: Executor, adminId: number, step: number): Promise<boolean> {
  const updated = await db
    .update(admins)
    .set({ totp_last_step: step })
    .where(and(eq(admins.id, adminId), or(isNull(admins.totp_last_step), lt(admins.totp_last_step, step))))
    .returning({ id: admins.id });
  return updated.length > 0;
}

/** Marks an unused recovery code used; false when there is none with that digest. */
export async function spendRecoveryCode(db: Executor, adminId: number, codeHash: string, at: Date) {
  const updated = await db
    .update(adminRecoveryCodes)
    .set({ used_at: at })
    .where(
      and(
        eq(adminRecoveryCodes.admin_id, adminId),
        eq(adminRecoveryCodes.code_hash, codeHash),
        isNull(adminRecoveryCodes.used_at),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return updated.length > 0;
}

export async function countUnusedRecoveryCodes(db: Executor, adminId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.admin_id, adminId), isNull(adminRecoveryCodes.used_at)));
  return row?.n ?? 0;
}

export interface PendingSignIn {
  id: string;
  admin_id: number;
  expires_at: Date;
  address: string;
  user_agent: string;
}

export async function insertPendingSignIn(db: Executor, pending: PendingSignIn) {
  await db.insert(adminPendingSignIns).values(pending);
}

/** The admin a live pending sign-in belongs to, and the client that earned it. */
export async function findPendingSignIn(db: Executor, id: string, now: Date) {
  const [row] = await db
    .select({
      admin_id: adminPendingSignIns.admin_id,
      address: adminPendingSignIns.address,
      user_agent: adminPendingSignIns.user_agent,
    })
    .from(adminPendingSignIns)
    .innerJoin(admins, eq(admins.id, adminPendingSignIns.admin_id))
    .where(
      and(
        eq(adminPendingSignIns.id, id),
        gt(adminPendingSignIns.expires_at, now),
        isNull(admins.disabled_at),
      ),
    );
  return row;
}

/** Consumes a pending sign-in; false when another request already did. */
export async function deletePendingSignIn(db: Executor, id: string): Promise<boolean> {
  const deleted = await db
    .delete(adminPendingSignIns)
    .where(eq(adminPendingSignIns.id, id))
    .returning({ id: adminPendingSignIns.id });
  return deleted.length > 0;
}

export async function purgePendingSignIns(db: Executor, now: Date): Promise<void> {
  await db.delete(adminPendingSignIns).where(lt(adminPendingSignIns.expires_at, now));
}

/** An admin's wrong second-factor codes in a row (decision 025); undefined when there is no such admin. */
export async function findWrongCodes(db: Executor, adminId: number) {
  const [row] = await db
    .select({ count: admins.totp_failures, lastAt: admins.totp_failed_at })
    .from(admins)
    .where(eq(admins.id, adminId));
  return row;
}

/**
 * Replaces the wrong-code count only if it is still `seen`: one conditional update, so attempts
 * racing in any number of processes each count, and one that lost the race reads the count again.
 */
export async function replaceWrongCodes(
  db: Executor,
  adminId: number,
  seen: { count: number; lastAt: Date | null },
  next: { count: number; lastAt: Date | null },
): Promise<boolean> {
  const sameLastAt =
    seen.lastAt === null ? isNull(admins.totp_failed_at) : eq(admins.totp_failed_at, seen.lastAt);
  const updated = await db
    .update(admins)
    .set({ totp_failures: next.count, totp_failed_at: next.lastAt })
    .where(and(eq(admins.id, adminId), eq(admins.totp_failures, seen.count), sameLastAt))
    .returning({ id: admins.id });
  return updated.length > 0;
}

export async function forgetWrongCodes(db: Executor, adminId: number): Promise<void> {
  await db.update(admins).set({ totp_failures: 0, totp_failed_at: null }).where(eq(admins.id, adminId));
}
