import { z } from "zod";
import { mockSmsResultSchema, threadWithMessagesSchema } from "../mock-chat.js";
import { mockSmsSchema } from "../mock-chat-input.js";
import { defineContract } from "./contract.js";

const tag = "Mock Chat";

/** The console's mock chat: a test phone texting the mock system number through the real pipeline. */
export const mockChatApi = {
  send: defineContract({
    method: "POST",
    path: "/api/admin/mock-sms",
    auth: "admin",
    tag,
    summary: "Receive a text from a test phone on the mock system number, as a webhook would",
    body: mockSmsSchema,
    response: mockSmsResultSchema,
    status: 202,
    audit: { writtenBy: "service" },
  }),
  threadByPhone: defineContract({
    method: "GET",
    path: "/api/admin/thread-by-phone/:phone",
    auth: "admin",
    tag,
    summary: "The phone's thread with the mock system number and all its messages (empty when none yet)",
    params: z.object({ phone: z.string() }),
    response: threadWithMessagesSchema,
  }),
};
