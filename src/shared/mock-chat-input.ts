import { z } from "zod";
import { CHANNELS } from "./channels.js";
import { MOCK_MEDIA_MAX_ITEMS } from "./mock-chat-media.js";

/**
 * POST /api/admin/mock-sms: blank texts are refused, as the panel refuses them, unless they carry
 * attachments (an MMS may be a picture alone). `channel` plays the test phone on SMS (the default),
 * on WhatsApp, where the 24-hour window applies, or on RCS. `media` names files uploaded first through
 * POST /api/admin/mock-chat/media, in the order they are sent.
 */
export const mockSmsSchema = z
  .object({
    from: z.string().trim().min(10, "A sender phone number is required"),
    body: z.string().max(1600, "Message must be at most 1600 characters"),
    channel: z.enum(CHANNELS).default("sms"),
    media: z
      .array(z.string().min(1))
      .max(MOCK_MEDIA_MAX_ITEMS, `A text can carry at most ${MOCK_MEDIA_MAX_ITEMS} attachments`)
      .default([]),
  })
  .refine((text) => text.body.trim().length > 0 || text.media.length > 0, {
    message: "Message cannot be empty",
    path: ["body"],
  });

/** GET /api/admin/thread-by-phone/{phone}?channel: the test phone's thread on that channel. */
export const mockChatThreadQuerySchema = z.object({ channel: z.enum(CHANNELS).default("sms") });

export type MockSmsInput = z.infer<typeof mockSmsSchema>;
