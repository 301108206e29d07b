import { z } from "zod";
import { atMostMessage, numberFromBody } from "./number-ranges.js";
import { requireSomeChange } from "./patch-body.js";
import { splitPhoneAddress } from "./phone.js";

/** A system number as the console sees it; next_send_at is the sender's internal state and stays out. */
export const systemNumberSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  friendly_name: z.string().nullable(),
  campaign: z.string().nullable(),
  custom_prompt: z.string().nullable(),
  is_active: z.boolean(),
  messages_per_second: z.number(),
  messaging_service_sid: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export type SystemNumber = z.output<typeof systemNumberSchema>;

/** Spec 000 section 3: a leading + then digits (country code first, at most 15 digits). */
const E164 = /^\+[1-9]\d{6,14}$/;
export const E164_NUMBER_MESSAGE = "Enter the number in E.164 format: + and country code, e.g. +15551234567";

/**
 * The number read as the webhook reads it (fullwidth, tel:, sms:, 011), formatting dropped. A
 * whatsapp: or rcs: sender stays as typed, so it is refused: system numbers are SMS lines (an RCS
 * sender reaches us through the number's Messaging Service).
 */
function typedSystemNumber(value: string): string {
  const { scheme, number } = splitPhoneAddress(value);
  return scheme === "whatsapp" || scheme === "rcs" ? value : number;
}

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .transform((value) => (value === "" ? null : value))
    .nullable()
    .optional();

/**
 * A US long code sends about 1 segment per second, a short code 100 or more. Below one text every
 * 10 s a number is better switched off; a tiny rate would put its next send slot past any date the
 * database can store, and every send from the number would fail.
 */
export const MIN_MESSAGES_PER_SECOND = 0.1;
export const MAX_MESSAGES_PER_SECOND = 1000;

export const messagesPerSecondSchema = numberFromBody("Must be a number", (number) =>
  number
    .min(MIN_MESSAGES_PER_SECOND, `Must be at least ${MIN_MESSAGES_PER_SECOND}`)
    .max(MAX_MESSAGES_PER_SECOND, atMostMessage(MAX_MESSAGES_PER_SECOND)),
);

/** A Twilio Messaging Service (a 10DLC campaign's, toll-free or short code pool): MG and 32 hex digits. */
const MESSAGING_SERVICE_SID = /^MG[0-9a-fA-F]{32}$/;
export const MESSAGING_SERVICE_SID_MESSAGE =
  "Enter a Messaging Service SID: MG followed by 32 hexadecimal characters";

/** Optional: "" or null clears it, so the number sends with its own From again. */
export const messagingServiceSidSchema = z
  .string()
  .trim()
  .refine((value) => value === "" || MESSAGING_SERVICE_SID.test(value), MESSAGING_SERVICE_SID_MESSAGE)
  .transform((value) => (value === "" ? null : value))
  .nullable()
  .optional();

const editableFields = {
  friendly_name: optionalText(100),
  campaign: optionalText(100),
  custom_prompt: optionalText(10_000),
  messages_per_second: messagesPerSecondSchema.optional(),
  messaging_service_sid: messagingServiceSidSchema,
};

/** POST /api/admin/system-numbers and the add form (spec 000 section 5). */
export const systemNumberCreateSchema = z.object({
  // Spaces, dashes, dots and parentheses are dropped so "+1 (555) 123-4567" is accepted as typed.
  number: z
    .string({ message: "Number is required" })
    .transform(typedSystemNumber)
    .pipe(z.string().min(1, "Number is required").regex(E164, E164_NUMBER_MESSAGE)),
  is_active: z.boolean().default(true),
  ...editableFields,
});

/** PATCH /api/admin/system-numbers/{id}: edit the details, or switch the number on or off. */
export const systemNumberUpdateSchema = requireSomeChange(
  z.object({ is_active: z.boolean().optional(), ...editableFields }),
);

export type SystemNumberCreateInput = z.input<typeof systemNumberCreateSchema>;
export type SystemNumberCreate = z.output<typeof systemNumberCreateSchema>;
export type SystemNumberUpdate = z.output<typeof systemNumberUpdateSchema>;
