import { createHash, randomBytes } from "node:crypto";
import { Secret, TOTP } from "otpauth";

/** RFC 6238's defaults, which every authenticator app reads: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
const ISSUER = "Textpal";
export const RECOVERY_CODE_COUNT = 10;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totp(secret: string, label: string): TOTP {
  return new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secret), period: PERIOD_SECONDS });
}

/** The otpauth:// URI an authenticator app scans; it names the admin's phone. */
export function totpUri(secret: string, phone: string): string {
  return totp(secret, phone).toString();
}

/**
 * The time step of a code valid at `now`, one step either side allowed for clock drift; null when
 * the code is wrong. The caller still has to make sure the step was not used already.
 */
export function totpStep(secret: string, code: string, now: Date): number | null {
  const timestamp = now.getTime();
  const delta = totp(secret, "").validate({ token: code, timestamp, window: 1 });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD_SECONDS, timestamp }) + delta;
}

/** Six digits, spaces allowed (apps show "123 456"); anything else is read as a recovery code. */
export function asTotpCode(input: string): string | null {
  const digits = input.replace(/\s+/g, "");
  return /^\d{6}$/.test(digits) ? digits : null;
}

/** 80 random bits as four groups of five base32 letters: easy to copy, too many to guess. */
export function newRecoveryCode(): string {
  const letters = new Secret({ buffer: new Uint8Array(randomBytes(10)).buffer }).base32.toLowerCase();
  return letters.match(/.{5}/g)?.join("-") ?? letters;
}

/** Case, spaces and dashes do not matter when a recovery code is typed back. */
export function hashRecoveryCode(input: string): string {
  const normalized = input.toLowerCase().replace(/[\s-]+/g, "");
  return createHash("sha256").update(normalized).digest("hex");
}
