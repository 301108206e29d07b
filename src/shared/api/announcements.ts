import { z } from "zod";
import { announcementInputSchema, announcementSchema } from "../announcements.js";
import { defineContract } from "./contract.js";
import { idParamsSchema } from "./id-param.js";

const tag = "Announcements";

/** The Announcements screen (spec 001 sections 2.5 and 7); each answer carries the progress of its messages. */
export const announcementsApi = {
  list: defineContract({
    method: "GET",
    path: "/api/admin/announcements",
    auth: "admin",
    tag,
    summary: "Every announcement with the progress of its messages",
    response: z.array(announcementSchema),
  }),
  create: defineContract({
    method: "POST",
    path: "/api/admin/announcements",
    auth: "admin",
    tag,
    summary: "Schedule an announcement to a cohort",
    body: announcementInputSchema,
    response: announcementSchema,
    status: 201,
  }),
  update: defineContract({
    method: "PUT",
    path: "/api/admin/announcements/:id",
    auth: "admin",
    tag,
    summary: "Change an announcement that has sent nothing yet",
    params: idParamsSchema,
    body: announcementInputSchema,
    response: announcementSchema,
  }),
  cancel: defineContract({
    method: "DELETE",
    path: "/api/admin/announcements/:id",
    auth: "admin",
    tag,
    summary: "Cancel an announcement, closing its messages still queued; answers it as it now is",
    params: idParamsSchema,
    response: announcementSchema,
    audit: { action: "cancel" },
  }),
};
