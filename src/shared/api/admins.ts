import { z } from "zod";
import {
  adminAccountSchema,
  adminCreateSchema,
  adminPasswordResetSchema,
  passwordChangeSchema,
} from "../admins.js";
import { adminIdentitySchema } from "../auth.js";
import { defineContract } from "./contract.js";
import { idParamsSchema } from "./id-param.js";

const tag = "Admins";

/** The Admins screen (issue 22), and the signed-in admin's own password. */
export const adminsApi = {
  list: defineContract({
    method: "GET",
    path: "/api/admin/admins",
    auth: "admin",
    tag,
    summary: "Every admin account, active or disabled",
    response: adminAccountSchema.array(),
  }),
  create: defineContract({
    method: "POST",
    path: "/api/admin/admins",
    auth: "admin",
    tag,
    summary: "Add an admin with a temporary password they must change at their first sign-in",
    body: adminCreateSchema,
    response: adminAccountSchema,
    status: 201,
  }),
  disable: defineContract({
    method: "POST",
    path: "/api/admin/admins/:id/disable",
    auth: "admin",
    tag,
    summary:
      "Disable another admin and end all of their sessions (409 for yourself or the last active admin)",
    params: idParamsSchema,
    response: adminAccountSchema,
  }),
  enable: defineContract({
    method: "POST",
    path: "/api/admin/admins/:id/enable",
    auth: "admin",
    tag,
    summary: "Re-enable a disabled admin",
    params: idParamsSchema,
    response: adminAccountSchema,
  }),
  resetPassword: defineContract({
    method: "POST",
    path: "/api/admin/admins/:id/reset-password",
    auth: "admin",
    tag,
    summary: "Give another admin a temporary password and end all of their sessions",
    params: idParamsSchema,
    body: adminPasswordResetSchema,
    response: adminAccountSchema,
  }),
  changeOwnPassword: defineContract({
    method: "POST",
    path: "/api/admin/me/password",
    auth: "admin",
    tag,
    summary:
      "Replace the signed-in admin's password; ends their other sessions and sets a new session cookie",
    body: passwordChangeSchema,
    response: z.object({ admin: adminIdentitySchema }),
    audit: { writtenBy: "service" },
  }),
};
