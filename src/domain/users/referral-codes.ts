import { randomInt } from "node:crypto";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
export const REFERRAL_CODE_LENGTH = 6;

export function randomReferralCode(): string {
  let code = "";
  for (let index = 0; index < REFERRAL_CODE_LENGTH; index++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** A text that could be a referral code: six letters or digits, any case, surrounding spaces ignored. */
export function asReferralCode(text: string): string | null {
  const candidate = text.trim().toUpperCase();
  return /^[A-Z0-9]{6}$/.test(candidate) ? candidate : null;
}
