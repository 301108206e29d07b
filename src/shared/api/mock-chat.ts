import { z } from "zod";
import { mockSmsResultSchema, threadWithMessagesSchema } from "../mock-chat.js";
import { mockChatThreadQuerySchema, mockSmsSchema } from "../mock-chat-input.js";
import { MOCK_MEDIA_MAX_BYTES, mockMediaSchema, mockMediaUploadSchema } from "../mock-chat-media.js";
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
    summary:
      "The phone's thread with the mock system number on a channel (sms by default) and all its messages (empty when none yet)",
    params: z.object({ phone: z.string() }),
    query: mockChatThreadQuerySchema,
    response: threadWithMessagesSchema,
  }),
  uploadMedia: defineContract({
    method: "POST",
    path: "/api/admin/mock-chat/media",
    auth: "admin",
    tag,
    summary: "Upload a file (base64) for the test phone to attach to its next text, as an MMS carries media",
    body: mockMediaUploadSchema,
    // Base64 is 4/3 the size of the file, plus the JSON around it.
    bodyLimit: Math.ceil((MOCK_MEDIA_MAX_BYTES * 4) / 3) + 1024,
    response: mockMediaSchema,
    status: 201,
    audit: { resource: "mock_chat_media" },
  }),
  media: defineContract({
    method: "GET",
    path: "/api/admin/mock-chat/media/:id",
    auth: "admin",
    tag,
    summary: "A file attached in the mock chat, with its own content type",
    params: z.object({ id: z.string() }),
    response: z.string(),
    format: "file",
  }),
};
