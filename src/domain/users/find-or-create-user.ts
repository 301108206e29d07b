import type { Executor } from "../../db/client.js";
import { insertConsentEvent } from "../../db/repositories/consent-events.js";
import {
  findUserByPhone,
  insertUserIfAbsent,
  insertUserReferralCode,
  type UserRow,
} from "../../db/repositories/users.js";
import { timezoneForNorthAmericanNumber } from "./area-code-timezones.js";
import { randomReferralCode } from "./referral-codes.js";

const CODE_ATTEMPTS = 10;

/** The text a person opted in with by sending it: the first entry of their consent log. */
export interface FirstText {
  message: string;
  at: Date;
}

/**
 * A person becomes a user at their first text: with a referral code of their own and a timezone
 * guessed from the area code (unconfirmed until they say otherwise). Given `firstText`, a new user
 * (only a new one, so a known person costs no write) gets it as an opt-in in their consent log;
 * people added otherwise, such as the other members of a group text, did not opt in, and neither
 * does a number on the suppression list an erase left.
 */
export async function findOrCreateUser(db: Executor, phone: string, firstText?: FirstText): Promise<UserRow> {
  const existing = await findUserByPhone(db, phone);
  if (existing) return existing;
  const created = await insertUserIfAbsent(db, phone, timezoneForNorthAmericanNumber(phone));
  if (!created) {
    const raced = await findUserByPhone(db, phone);
    if (!raced) throw new Error(`user ${phone} vanished during creation`);
    return raced;
  }
  // A suppressed number's text opts nobody back in: only START and friends do.
  if (firstText && !created.opted_out) {
    await insertConsentEvent(
      db,
      { userId: created.id, phone },
      { action: "opt_in", source: "first_text", ...firstText },
    );
  }
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const code = randomReferralCode();
    if (await insertUserReferralCode(db, created.id, code)) return { ...created, referral_code: code };
  }
  throw new Error("could not find a free referral code");
}
