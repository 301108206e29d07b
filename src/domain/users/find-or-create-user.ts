import type { Executor } from "../../db/client.js";
import {
  findUserByPhone,
  insertUserIfAbsent,
  insertUserReferralCode,
  type UserRow,
} from "../../db/repositories/users.js";
import { timezoneForNorthAmericanNumber } from "./area-code-timezones.js";
import { randomReferralCode } from "./referral-codes.js";

const CODE_ATTEMPTS = 10;

/**
 * A person becomes a user at their first text: with a referral code of their own and a timezone
 * guessed from the area code (unconfirmed until they say otherwise).
 */
export async function findOrCreateUser(db: Executor, phone: string): Promise<UserRow> {
  const existing = await findUserByPhone(db, phone);
  if (existing) return existing;
  const created = await insertUserIfAbsent(db, phone, timezoneForNorthAmericanNumber(phone));
  if (!created) {
    const raced = await findUserByPhone(db, phone);
    if (!raced) throw new Error(`user ${phone} vanished during creation`);
    return raced;
  }
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const code = randomReferralCode();
    if (await insertUserReferralCode(db, created.id, code)) return { ...created, referral_code: code };
  }
  throw new Error("could not find a free referral code");
}
