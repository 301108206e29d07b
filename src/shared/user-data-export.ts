import { z } from "zod";
import { CHANNELS } from "./channels.js";
import { consentEventSchema } from "./consent.js";
import { adminReminderSchema } from "./reminders.js";
import { adminUserSchema } from "./users.js";

/**
 * Everything held about one person (issue 37), as the operator's export and the person's own
 * download by text give it: one JSON document, times as ISO strings in UTC, costs in USD.
 */
const exportedMessageSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  role: z.enum(["user", "assistant", "system"]),
  sender: z.string(),
  recipient: z.string().nullable(),
  content: z.string(),
  /** Links to the pictures and voice notes the text carried, as the provider stored them. */
  media: z.array(z.object({ url: z.string(), content_type: z.string().nullable() })),
  /** What a voice note said, transcribed. */
  transcript: z.string().nullable(),
  /** What produced it: inbound, reply, policy, reminder, privacy... */
  kind: z.string(),
  delivery_status: z.string().nullable(),
  sent_at: z.string().nullable(),
  ai_cost_usd: z.number().nullable(),
  sms_cost_usd: z.number().nullable(),
});

const exportedThreadSchema = z.object({
  id: z.number().int(),
  channel: z.enum(CHANNELS),
  system_number: z.string(),
  participants: z.array(z.string()),
  is_group_chat: z.boolean(),
  created_at: z.string(),
  /** Oldest first. */
  messages: z.array(exportedMessageSchema),
});

const exportedReminderFiringSchema = z.object({
  id: z.number().int(),
  /** The reminder it is a firing of, when it has one (reminders set before issue 38 may not). */
  reminder_id: z.number().int().nullable(),
  content: z.string(),
  scheduled_for: z.string(),
  status: z.enum(["pending", "sent", "skipped"]),
  processed_at: z.string().nullable(),
  created_at: z.string(),
});

const exportedMicroUiSchema = z.object({
  slug: z.string(),
  type: z.string(),
  /** `${PUBLIC_URL}/ui/{slug}`, the link the person was sent. */
  url: z.string(),
  payload: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});

export const userDataExportSchema = z.object({
  exported_at: z.string(),
  /** The person as the console shows them, with the times of their opt-out and last export link. */
  user: adminUserSchema.omit({ threadCount: true, channels: true }).extend({
    opted_out_at: z.string().nullable(),
    last_export_at: z.string().nullable(),
  }),
  /** Every thread the person is in, with its messages. */
  threads: z.array(exportedThreadSchema),
  /** The person's reminders, one-shot and recurring, whatever their status. */
  reminders: z.array(adminReminderSchema),
  /** Each time a reminder was or will be texted to the person's phone, pending and past. */
  reminder_firings: z.array(exportedReminderFiringSchema),
  /** Pages the assistant made for the person. */
  micro_uis: z.array(exportedMicroUiSchema),
  /** Every opt-in and opt-out by the person's phone, oldest first. */
  consent_log: z.array(consentEventSchema),
  /** What the person's conversations cost: the AI's answers and the texts sent (per message above). */
  costs: z.object({ ai_usd: z.number(), sms_usd: z.number(), total_usd: z.number() }),
});

export type UserDataExport = z.output<typeof userDataExportSchema>;
export type ExportedMessage = z.output<typeof exportedMessageSchema>;

/** The download's file name: `textpal-user-42-2026-12-03.json` (the UTC day). */
export function userDataExportFilename(userId: number, now: Date): string {
  return `textpal-user-${userId}-${now.toISOString().slice(0, 10)}.json`;
}
