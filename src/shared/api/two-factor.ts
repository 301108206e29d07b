import {
  recoveryCodesSchema,
  twoFactorCodeSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from "../two-factor.js";
import { defineContract, okSchema } from "./contract.js";

const tag = "Two-factor sign-in";

/** The signed-in admin's own authenticator app (issue 22, TOTP per RFC 6238). */
export const twoFactorApi = {
  status: defineContract({
    method: "GET",
    path: "/api/admin/me/two-factor",
    auth: "admin",
    tag,
    summary: "Whether two-factor sign-in is on, and how many recovery codes are left",
    response: twoFactorStatusSchema,
  }),
  setup: defineContract({
    method: "POST",
    path: "/api/admin/me/two-factor/setup",
    auth: "admin",
    tag,
    summary: "Start enrolling an authenticator app: a new secret and its QR code (409 when already on)",
    response: twoFactorSetupSchema,
    audit: { action: "start_setup", resource: "two_factor" },
  }),
  confirm: defineContract({
    method: "POST",
    path: "/api/admin/me/two-factor/confirm",
    auth: "admin",
    tag,
    summary: "Turn two-factor sign-in on with a code from the app; answers 10 recovery codes, shown once",
    body: twoFactorCodeSchema,
    response: recoveryCodesSchema,
    audit: { action: "enable", resource: "two_factor" },
  }),
  disable: defineContract({
    method: "POST",
    path: "/api/admin/me/two-factor/disable",
    auth: "admin",
    tag,
    summary: "Turn two-factor sign-in off with a current code (409 when REQUIRE_ADMIN_2FA is set)",
    body: twoFactorCodeSchema,
    response: okSchema,
    audit: { writtenBy: "service" },
  }),
};
