import { and, eq, lt, sql } from "drizzle-orm";
import type { Executor } from "../client.js";
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
