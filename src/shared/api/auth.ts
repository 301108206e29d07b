import { z } from "zod";
import { adminIdentitySchema, loginSchema } from "../auth.js";
import { loginAnswerSchema, twoFactorSignInSchema } from "../two-factor.js";
import { defineContract, okSchema } from "./contract.js";

const tag = "Sign-in";

/** Sign-in, sign-out and "who am I" (spec 000 section 6). */
export const authApi = {
  login: defineContract({
    method: "POST",
    path: "/api/admin/login",
    // Anyone may try; the answer sets the session cookie that every other admin call needs.
    auth: "public",
    tag,
    summary: "Sign in with phone number and password; sets the session cookie, or asks for a two-factor code",
    body: loginSchema,
    response: loginAnswerSchema,
    audit: { writtenBy: "service" },
  }),
  loginWithCode: defineContract({
    method: "POST",
    path: "/api/admin/login/two-factor",
    auth: "public",
    tag,
    summary: "Finish a sign-in with an authenticator code or a recovery code; sets the session cookie",
    body: twoFactorSignInSchema,
    response: z.object({ admin: adminIdentitySchema }),
    audit: { writtenBy: "service" },
  }),
  logout: defineContract({
    method: "POST",
    path: "/api/admin/logout",
    auth: "admin",
    tag,
    summary: "End this session and clear its cookie",
    response: okSchema,
    audit: { action: "sign_out", resource: "session" },
  }),
  me: defineContract({
    method: "GET",
    path: "/api/admin/me",
    auth: "admin",
    tag,
    summary: "The signed-in admin, and the service's default timezone",
    response: z.object({
      admin: adminIdentitySchema,
      default_timezone: z.string(),
      /** REQUIRE_ADMIN_2FA: an admin without two-factor sign-in must turn it on first. */
      require_two_factor: z.boolean(),
    }),
  }),
};
