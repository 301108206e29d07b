import { adminSessionSchema, sessionsEndedSchema } from "../admin-sessions.js";
import { defineContract, okSchema } from "./contract.js";

const tag = "Sessions";

/** The signed-in admin's own sessions, on the Security page (issue 22). */
export const adminSessionsApi = {
  list: defineContract({
    method: "GET",
    path: "/api/admin/me/sessions",
    auth: "admin",
    tag,
    summary: "The signed-in admin's live sessions, newest first, the current one marked",
    response: adminSessionSchema.array(),
  }),
  end: defineContract({
    method: "DELETE",
    path: "/api/admin/me/sessions/:id",
    auth: "admin",
    tag,
    summary: "End one of your sessions: its next request answers 401 (404 when it is not yours or gone)",
    params: adminSessionSchema.pick({ id: true }),
    response: okSchema,
    audit: { action: "end", resource: "session" },
  }),
  endOthers: defineContract({
    method: "POST",
    path: "/api/admin/me/sessions/end-others",
    auth: "admin",
    tag,
    summary: "End every session of yours except this one",
    response: sessionsEndedSchema,
    audit: { action: "end_others", resource: "session" },
  }),
};
