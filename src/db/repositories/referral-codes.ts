import { and, count, desc, eq, getTableColumns, lt, or, type SQL, sql } from "drizzle-orm";
import type { ListQuery } from "../../shared/list-query.js";
import type { Executor } from "../client.js";
import { ilikeContains } from "../contains.js";
import { referralCodes, users } from "../schema/index.js";

export type ReferralCodeRow = typeof referralCodes.$inferSelect;

/** A code that can still be used: active and under its limit. Codes match regardless of case. */
export async function findUsableReferralCode(
  db: Executor,
  code: string,
): Promise<ReferralCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(referralCodes)
    .where(
      and(
        sql`upper(${referralCodes.code}) = upper(${code})`,
        eq(referralCodes.is_active, true),
        lt(referralCodes.current_uses, referralCodes.max_uses),
      ),
    );
  return row;
}

/** Counts one use unless the code filled up meanwhile; false when it did. */
export async function redeemReferralCodeUse(db: Executor, codeId: number): Promise<boolean> {
  const rows = await db
    .update(referralCodes)
    .set({ current_uses: sql`${referralCodes.current_uses} + 1` })
    .where(and(eq(referralCodes.id, codeId), lt(referralCodes.current_uses, referralCodes.max_uses)))
    .returning({ id: referralCodes.id });
  return rows.length > 0;
}

export async function creditReferrer(
  db: Executor,
  ownerUserId: number,
  bonusMessages: number,
): Promise<void> {
  await db
    .update(users)
    .set({
      referral_count: sql`${users.referral_count} + 1`,
      bonus_messages: sql`${users.bonus_messages} + ${bonusMessages}`,
    })
    .where(eq(users.id, ownerUserId));
}

/** A code with its owner's phone (null for system codes), as the console lists it. */
export type ReferralCodeWithOwner = ReferralCodeRow & { user_phone: string | null };

const withOwner = { ...getTableColumns(referralCodes), user_phone: users.phone_number };

/** Code contains the text, or the owner's phone does (typed formatting such as "(555) 01" dropped). */
function referralSearchCondition(search: string): SQL | undefined {
  if (search === "") return undefined;
  const phoneText = /^[\d\s().+-]+$/.test(search) ? search.replace(/[\s().-]/g, "") : search;
  return or(
    ilikeContains(referralCodes.code, search),
    ilikeContains(sql`lower(${users.phone_number})`, phoneText),
  );
}

export async function listReferralCodes(db: Executor, { search, limit, offset }: ListQuery) {
  return db
    .select(withOwner)
    .from(referralCodes)
    .leftJoin(users, eq(users.id, referralCodes.user_id))
    .where(referralSearchCondition(search))
    .orderBy(desc(referralCodes.created_at), desc(referralCodes.id))
    .limit(limit)
    .offset(offset);
}

export async function countReferralCodes(db: Executor, search: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(referralCodes)
    .leftJoin(users, eq(users.id, referralCodes.user_id))
    .where(referralSearchCondition(search));
  return row?.value ?? 0;
}

export async function findReferralCodeWithOwner(db: Executor, id: number) {
  const [row] = await db
    .select(withOwner)
    .from(referralCodes)
    .leftJoin(users, eq(users.id, referralCodes.user_id))
    .where(eq(referralCodes.id, id));
  return row;
}

/** Throws a unique violation when the code exists in any case. */
export async function insertSystemReferralCode(db: Executor, code: string, maxUses: number) {
  const [row] = await db
    .insert(referralCodes)
    .values({ code, code_type: "system", max_uses: maxUses })
    .returning();
  if (!row) throw new Error("inserting a referral code returned no row");
  return row;
}

/** False when there is no such code. */
export async function updateReferralCode(
  db: Executor,
  id: number,
  changes: { is_active?: boolean; max_uses?: number },
): Promise<boolean> {
  const rows = await db
    .update(referralCodes)
    .set(changes)
    .where(eq(referralCodes.id, id))
    .returning({ id: referralCodes.id });
  return rows.length > 0;
}
