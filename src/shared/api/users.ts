import { z } from "zod";
import { consentEventSchema } from "../consent.js";
import { listFilterSchema, listQuerySchema } from "../list-query.js";
import { eraseCountsSchema, eraseRequestSchema } from "../privacy.js";
import { userDataExportSchema } from "../user-data-export.js";
import { adminUserSchema, userProfileSchema, userUpdateSchema } from "../users.js";
import { defineContract } from "./contract.js";
import { csvSchema } from "./csv.js";
import { idParamsSchema } from "./id-param.js";

const tag = "Users";

/** The Users screen (spec 000 section 9). */
export const usersApi = {
  list: defineContract({
    method: "GET",
    path: "/api/admin/users",
    auth: "admin",
    tag,
    summary: "One page of users matching the search (phone, profile or referral code)",
    query: listQuerySchema,
    response: adminUserSchema,
    page: "array-with-total-header",
  }),
  exportCsv: defineContract({
    method: "GET",
    path: "/api/admin/users/export.csv",
    auth: "admin",
    tag,
    summary: "Every user matching the search, as a CSV download",
    query: listFilterSchema,
    response: csvSchema,
    format: "csv",
  }),
  exportConsentCsv: defineContract({
    method: "GET",
    path: "/api/admin/users/consent.csv",
    auth: "admin",
    tag,
    summary: "Every opt-in and opt-out of the users matching the search (all when none), as a CSV download",
    query: listFilterSchema,
    response: csvSchema,
    format: "csv",
  }),
  get: defineContract({
    method: "GET",
    path: "/api/admin/users/:id",
    auth: "admin",
    tag,
    summary: "One user",
    params: idParamsSchema,
    response: adminUserSchema,
  }),
  update: defineContract({
    method: "PATCH",
    path: "/api/admin/users/:id",
    auth: "admin",
    tag,
    summary: "Change a user's operator-editable flags (team member)",
    params: idParamsSchema,
    body: userUpdateSchema,
    response: adminUserSchema,
  }),
  updateProfile: defineContract({
    method: "PUT",
    path: "/api/admin/users/:id/profile",
    auth: "admin",
    tag,
    summary:
      "Replace what the assistant remembers about the user (their profile); an empty profile clears it. The audit entry records the lengths, not the text",
    params: idParamsSchema,
    body: userProfileSchema,
    response: adminUserSchema,
    audit: { action: "update_profile" },
  }),
  reset: defineContract({
    method: "POST",
    path: "/api/admin/users/:id/reset",
    auth: "admin",
    tag,
    summary: "Reset a user's free-message count",
    params: idParamsSchema,
    response: adminUserSchema,
  }),
  upgrade: defineContract({
    method: "POST",
    path: "/api/admin/users/:id/upgrade",
    auth: "admin",
    tag,
    summary: "Upgrade a user to premium",
    params: idParamsSchema,
    response: adminUserSchema,
  }),
  consent: defineContract({
    method: "GET",
    path: "/api/admin/users/:id/consent",
    auth: "admin",
    tag,
    summary: "The user's consent log (every opt-in and opt-out by their phone), newest first",
    params: idParamsSchema,
    response: z.array(consentEventSchema),
  }),
  exportData: defineContract({
    method: "GET",
    path: "/api/admin/users/:id/export",
    auth: "admin",
    tag,
    summary:
      "Everything held about the user (profile, threads and messages with media links, reminders, micro UIs, consent log, costs), as a JSON download",
    params: idParamsSchema,
    response: userDataExportSchema,
  }),
  optOut: defineContract({
    method: "POST",
    path: "/api/admin/users/:id/opt-out",
    auth: "admin",
    tag,
    summary: "Opt the user out of texts (recorded in their consent log); 409 when already opted out",
    params: idParamsSchema,
    response: adminUserSchema,
  }),
  optIn: defineContract({
    method: "POST",
    path: "/api/admin/users/:id/opt-in",
    auth: "admin",
    tag,
    summary: "Opt the user back in to texts (recorded in their consent log); 409 when not opted out",
    params: idParamsSchema,
    response: adminUserSchema,
  }),
  erase: defineContract({
    method: "POST",
    path: "/api/admin/users/:id/erase",
    auth: "admin",
    tag,
    summary:
      "Erase everything held about the user, in one transaction (decision 036); an opt-out survives as a salted hash of the number. 400 unless confirm_phone is the user's phone",
    params: idParamsSchema,
    body: eraseRequestSchema,
    response: eraseCountsSchema,
  }),
};
