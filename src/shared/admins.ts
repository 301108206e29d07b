import { z } from "zod";
import { optionalText } from "./text-fields.js";

/**
 * Passwords set from issue 22 on, temporary ones too: at least 12 characters (NIST SP 800-63B's
 * advice for a password that is the only factor), not one of the most common ones, and with a
 * zxcvbn score of at least 3 (issue 39: "password1234" passed the first two). Only the server
 * checks the last two (their dictionaries are too large for the console to download). The sign-in
 * form keeps its own 6-character rule.
 */
export const MIN_NEW_PASSWORD_LENGTH = 12;
/** argon2 hashes any length; the cap keeps one request from costing more than a sign-in. */
export const MAX_PASSWORD_LENGTH = 256;
export const NEW_PASSWORD_TOO_SHORT = `Password must be at least ${MIN_NEW_PASSWORD_LENGTH} characters.`;
export const COMMON_PASSWORD_MESSAGE =
  "This password is one of the 10,000 most common passwords. Choose one that is harder to guess.";
/** zxcvbn's score runs 0–4; 3 is "safely unguessable" against an offline attack of a slow hash. */
export const MIN_PASSWORD_SCORE = 3;
export const GUESSABLE_PASSWORD_MESSAGE =
  "This password is too easy to guess (a common word with a number, a name, a date or a pattern). Add more words or mix in symbols.";

export const newPasswordSchema = z
  .string({ message: NEW_PASSWORD_TOO_SHORT })
  .min(MIN_NEW_PASSWORD_LENGTH, NEW_PASSWORD_TOO_SHORT)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`);

export const ADMIN_STATUSES = ["active", "disabled"] as const;

/** An admin account as the Admins screen lists it, dates as ISO strings. */
export const adminAccountSchema = z.object({
  id: z.number().int(),
  phone_number: z.string(),
  name: z.string().nullable(),
  /** An authenticator app's code is asked at sign-in. */
  totp_enabled: z.boolean(),
  must_change_password: z.boolean(),
  last_signed_in_at: z.string().nullable(),
  created_at: z.string(),
  status: z.enum(ADMIN_STATUSES),
});

export type AdminAccount = z.output<typeof adminAccountSchema>;

export const adminCreateSchema = z.object({
  phone_number: z
    .string({ message: "Enter the admin's phone number." })
    .trim()
    .min(1, "Enter the admin's phone number.")
    .max(40, "Must be at most 40 characters"),
  name: optionalText(100),
  /** They must replace it at their first sign-in. */
  temporary_password: newPasswordSchema,
});

export type AdminCreateInput = z.input<typeof adminCreateSchema>;
export type AdminCreate = z.output<typeof adminCreateSchema>;

export const adminPasswordResetSchema = z.object({ temporary_password: newPasswordSchema });

export type AdminPasswordResetInput = z.input<typeof adminPasswordResetSchema>;

/** The signed-in admin replacing their own password (a temporary one, or any time). */
export const passwordChangeSchema = z.object({
  current_password: z
    .string({ message: "Enter your current password." })
    .min(1, "Enter your current password.")
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`),
  new_password: newPasswordSchema,
});

export type PasswordChangeInput = z.input<typeof passwordChangeSchema>;
