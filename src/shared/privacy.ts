import { z } from "zod";

/** POST /api/admin/users/:id/erase: the operator types the person's phone to confirm. */
export const eraseRequestSchema = z.object({
  confirm_phone: z
    .string({ error: "Type the user's phone number to confirm the erase" })
    .trim()
    .min(1, "Type the user's phone number to confirm the erase")
    .max(64, "That is not the user's phone number"),
});
export type EraseRequest = z.infer<typeof eraseRequestSchema>;

/** What an erase removed (decision 036). */
export const eraseCountsSchema = z.object({
  user_id: z.number().int(),
  messages: z.number().int(),
  threads: z.number().int(),
  /** Files the mock chat attached to their texts. */
  media: z.number().int(),
  queued_messages: z.number().int(),
  /** Their reminders, one-shot and recurring (their firings are among the queued messages). */
  reminders: z.number().int(),
  micro_uis: z.number().int(),
  consent_events: z.number().int(),
  referral_codes: z.number().int(),
  data_exports: z.number().int(),
  /** Audit entries whose summary named them, blanked; the entries themselves stay. */
  audit_entries_redacted: z.number().int(),
  /** Their opt-out now lives on as a salted hash of the number in the suppression list. */
  suppressed: z.boolean(),
});
export type EraseCounts = z.infer<typeof eraseCountsSchema>;
