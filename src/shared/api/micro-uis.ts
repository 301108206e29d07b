import { z } from "zod";
import { listQuerySchema } from "../list-query.js";
import { adminMicroUiSchema, microUiSummarySchema } from "../micro-ui/admin.js";
import { defineContract } from "./contract.js";

const tag = "Micro UIs";

/** The Micro UIs screen (spec 001 section 2.8). */
export const microUisApi = {
  list: defineContract({
    method: "GET",
    path: "/api/admin/micro-uis",
    auth: "admin",
    tag,
    summary: "One page of micro UI pages matching the search",
    query: listQuerySchema,
    response: adminMicroUiSchema,
    page: "array-with-total-header",
  }),
  summary: defineContract({
    method: "GET",
    path: "/api/admin/micro-uis/summary",
    auth: "admin",
    tag,
    summary: "The summary cards: total, made today, distinct types, made this week",
    query: z.object({
      /** The browser's IANA zone: where the operator's "today" starts. */
      timezone: z.string().optional(),
    }),
    response: microUiSummarySchema,
  }),
};
