import { z } from "zod";
import { threadSummarySchema } from "../mock-chat.js";
import {
  adminThreadMessageSchema,
  OPERATOR_MESSAGE_MAX,
  operatorMessageSchema,
  THREAD_MESSAGES_LIMIT,
  threadListFilterSchema,
  threadListQuerySchema,
  threadUpdatesQuerySchema,
  threadUpdatesSchema,
} from "../threads.js";
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
    summary:
      "One page of threads matching the search (participant phone or last message); needs_person=true keeps only the threads waiting for an operator",
    query: threadListQuerySchema,
    response: threadSummarySchema,
    page: "array-with-total-header",
  }),
  exportCsv: defineContract({
    method: "GET",
    path: "/api/admin/threads/export.csv",
    auth: "admin",
    tag,
    summary: "Every thread matching the search (and needs_person=true), as a CSV download",
    query: threadListFilterSchema,
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
  updates: defineContract({
    method: "GET",
    path: "/api/admin/threads/:threadId/updates",
    auth: "admin",
    tag,
    summary:
      "The thread as it is now and its messages after `after` (an id the page already shows): what an open thread polls for",
    params: z.object({ threadId: positiveId }),
    query: threadUpdatesQuerySchema,
    response: threadUpdatesSchema,
  }),
  takeOver: defineContract({
    method: "POST",
    path: "/api/admin/threads/:threadId/takeover",
    auth: "admin",
    tag,
    summary:
      "Pauses the assistant in this thread: unsent automatic answers are cancelled, and the call answers once none is still on its way to the provider",
    params: z.object({ threadId: positiveId }),
    response: threadSummarySchema,
    audit: { action: "take_over", resource: "thread", writtenBy: "service" },
  }),
  handBack: defineContract({
    method: "POST",
    path: "/api/admin/threads/:threadId/handback",
    auth: "admin",
    tag,
    summary: "Resumes the assistant in this thread and clears Needs a person",
    params: z.object({ threadId: positiveId }),
    response: threadSummarySchema,
    audit: { action: "hand_back", resource: "thread" },
  }),
  sendMessage: defineContract({
    method: "POST",
    path: "/api/admin/threads/:threadId/messages",
    auth: "admin",
    tag,
    summary: `Sends an operator's message (at most ${OPERATOR_MESSAGE_MAX} characters) from the thread's system number; 409 when the person opted out`,
    params: z.object({ threadId: positiveId }),
    body: operatorMessageSchema,
    response: adminThreadMessageSchema,
    status: 201,
    audit: { action: "send", resource: "thread_message" },
  }),
};
