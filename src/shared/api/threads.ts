import { z } from "zod";
import { listFilterSchema, listQuerySchema } from "../list-query.js";
import { threadSummarySchema } from "../mock-chat.js";
import { adminThreadMessageSchema, THREAD_MESSAGES_LIMIT } from "../threads.js";
import { defineContract } from "./contract.js";
import { csvSchema } from "./csv.js";
import { positiveId } from "./id-param.js";

const tag = "Threads";

/** The Threads screen (spec 000 section 9). */
export const threadsApi = {
  list: defineContract({
    method: "GET",
    path: "/api/admin/threads",
    auth: "admin",
    tag,
    summary: "One page of threads matching the search (participant phone or last message)",
    query: listQuerySchema,
    response: threadSummarySchema,
    page: "array-with-total-header",
  }),
  exportCsv: defineContract({
    method: "GET",
    path: "/api/admin/threads/export.csv",
    auth: "admin",
    tag,
    summary: "Every thread matching the search, as a CSV download",
    query: listFilterSchema,
    response: csvSchema,
    format: "csv",
  }),
  messages: defineContract({
    method: "GET",
    path: "/api/admin/thread-messages/:threadId",
    auth: "admin",
    tag,
    summary: `A thread's latest ${THREAD_MESSAGES_LIMIT} messages at most, with how many it has in all`,
    params: z.object({ threadId: positiveId }),
    response: adminThreadMessageSchema,
    page: "array-with-total-header",
  }),
};
