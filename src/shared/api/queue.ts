import { queuedMessageSchema, queueFilterSchema, queueQuerySchema } from "../queue.js";
import { defineContract } from "./contract.js";
import { csvSchema } from "./csv.js";

const tag = "Queue";

/** The Message Queue screen (spec 001 sections 2.10 and 7). */
export const queueApi = {
  list: defineContract({
    method: "GET",
    path: "/api/admin/queue",
    auth: "admin",
    tag,
    summary: "One page of queued messages matching the filters, with the total they match",
    query: queueQuerySchema,
    response: queuedMessageSchema,
    page: "messages-and-total",
  }),
  exportCsv: defineContract({
    method: "GET",
    path: "/api/admin/queue/export.csv",
    auth: "admin",
    tag,
    summary: "Every queued message matching the filters, as a CSV download",
    query: queueFilterSchema,
    response: csvSchema,
    format: "csv",
  }),
};
