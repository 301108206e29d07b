import { z } from "zod";
import { adminIdentitySchema } from "./auth.js";

const CODE_MESSAGE = "Enter the 6-digit code from your authenticator app.";

/** A 6-digit code; where a recovery code is also accepted, up to one of those (with dashes). */
export const twoFactorCodeSchema = z.object({
  code: z.string({ message: CODE_MESSAGE }).trim().min(6, CODE_MESSAGE).max(40, CODE_MESSAGE),
});

export type TwoFactorCodeInput = z.input<typeof twoFactorCodeSchema>;

export const twoFactorSignInSchema = twoFactorCodeSchema.extend({
  pending_token: z.string().min(1).max(100),
});

/** The first sign-in step's answer: signed in, or the password was right and a code is needed. */
export const loginAnswerSchema = z.union([
  z.object({ admin: adminIdentitySchema }),
  z.object({
    two_factor_required: z.literal(true),
    /** Single-use and short-lived; sent back with the code. */
    pending_token: z.string(),
  }),
]);

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recovery_codes_left: z.number().int(),
  /** REQUIRE_ADMIN_2FA: every admin must turn it on, and none may turn it off. */
  required: z.boolean(),
});

export type TwoFactorStatus = z.output<typeof twoFactorStatusSchema>;

/** Shown while enrolling only: once confirmed the secret is never sent again. */
export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauth_uri: z.string(),
  /** The URI as a PNG QR code data URL (the page's CSP allows data: images). */
  qr_data_url: z.string(),
});

export type TwoFactorSetup = z.output<typeof twoFactorSetupSchema>;

export const recoveryCodesSchema = z.object({ recovery_codes: z.string().array() });
