import { z } from "zod";
import { atMostMessage, MAX_MESSAGE_COUNT } from "./number-ranges.js";

/** Every setting is a string (spec 000 section 3); toggles hold "true" or "false". */
export const SETTING_DEFAULTS = {
  FREE_MESSAGE_LIMIT: "20",
  VENMO_HANDLE: "",
  CASHAPP_HANDLE: "",
  PAYMENT_REQUEST_MESSAGE:
    "You've used all of your free messages! To keep going, please send $5 and you'll get unlimited messages with no ads.",
  ONLINE_MODE: "true",
  IMAGE_ANALYSIS: "true",
  GROUP_CHATS: "false",
  GROUP_CHAT_DISABLED_MESSAGE:
    "Whoa, there are too many people in this conversation! I can't handle group chats yet, so please text me one-on-one.",
  INVITE_ONLY_MODE: "false",
  INVITE_ONLY_MESSAGE:
    "Thanks for reaching out! This service is invite-only right now. Please reply with a valid referral code to get started.",
  MAINTENANCE_MODE: "false",
  MAINTENANCE_MODE_MESSAGE:
    "I'm down for maintenance right now. Please try again a little later. Thanks for your patience!",
  /** Free messages a user earns for each person who joins with their referral code. */
  REFERRAL_BONUS_MESSAGES: "10",
  /** Marketing (announcements marked so) waits from START to END in the recipient's local time; equal means never. */
  QUIET_HOURS_START: "21:00",
  QUIET_HOURS_END: "08:00",
  /** The OpenAI-compatible model voice notes are transcribed with. */
  TRANSCRIPTION_MODEL: "whisper-1",
  /** AI spend per person per local day, in USD; empty means no cap. */
  USER_DAILY_AI_BUDGET_USD: "",
  /** AI spend of the whole service per calendar month (in DEFAULT_TIMEZONE, as the dashboard counts it), in USD; empty means no cap. */
  MONTHLY_AI_BUDGET_USD: "",
  DAILY_LIMIT_MESSAGE:
    "You've reached today's limit for AI answers. I'll be able to answer again after midnight your time.",
  /** Estimated carrier price of one SMS segment, in USD. */
  SMS_SEGMENT_PRICE_USD: "0.0083",
  /** A thread an operator took over is handed back to the assistant after this many hours of their silence. */
  TAKEOVER_TIMEOUT_HOURS: "24",
  /** Sent once when a person asks for a human; the assistant is then quiet until an operator acts. */
  HANDOFF_MESSAGE:
    "Thanks! I've asked a person on our team to take it from here. They'll text you back in this conversation.",
  /**
   * Texts one person may send in a minute and have answered at once; later ones wait until the
   * minute has passed, so nobody can run up the AI bill from one phone.
   */
  MAX_TEXTS_PER_MINUTE: "20",
  /** Sent once when a person goes over MAX_TEXTS_PER_MINUTE. */
  FLOOD_LIMIT_MESSAGE:
    "You're texting faster than I can keep up. I've got everything you sent and will answer in a minute.",
  /** Texts older than this many days are deleted each night (totals stay); empty keeps them until erased. */
  MESSAGE_RETENTION_DAYS: "",
  /** Pictures, voice-note transcripts and mock chat files older than this many days are deleted; empty keeps them. */
  MEDIA_RETENTION_DAYS: "",
  /**
   * Whether WhatsApp texts are answered. Off for new installations: Meta's WhatsApp Business
   * Solution terms bar general-purpose AI assistants since 15 January 2026 (decision 042).
   */
  WHATSAPP_ENABLED: "false",
  /** Sent, at most once a day per person, to whoever writes on WhatsApp while it is off; {number} becomes the SMS number. */
  WHATSAPP_DISABLED_MESSAGE:
    "Sorry, I can't chat on WhatsApp. Please text me by SMS instead at {number} and I'll answer there.",
  /**
   * An approved WhatsApp template's Content SID (HX…), its text variable {{1}}: reminders and
   * announcements outside the 24-hour window go out as it. Empty holds them until the person writes.
   */
  WHATSAPP_TEMPLATE_SID: "",
} as const;

export type SettingKey = keyof typeof SETTING_DEFAULTS;

export const SETTING_KEYS = Object.keys(SETTING_DEFAULTS) as SettingKey[];

export const settingSchema = z.object({
  key: z.enum(SETTING_KEYS),
  value: z.string(),
});

export type Setting = z.output<typeof settingSchema>;

/** A toggle setting is on only when it holds exactly "true". */
export function isOn(value: string | undefined): boolean {
  return value === "true";
}

const toggle = z.enum(["true", "false"], { message: "Must be true or false" });
const longMessage = z.string().trim().min(10, "Message must be at least 10 characters");
const wholeNumberText = z.string().trim().regex(/^\d+$/, "Must be a number");
/** A count of messages: the pipeline adds it to integer counters, so it stays far below their limit. */
const messageCount = wholeNumberText.refine(
  (value) => Number(value) <= MAX_MESSAGE_COUNT,
  atMostMessage(MAX_MESSAGE_COUNT),
);

/** A local time of day, 24-hour, as an operator types it. */
const timeOfDay = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Must be a time like 08:00");
const MAX_USD = 1_000_000;
/** A taken thread is handed back within a year at most. */
const MAX_TAKEOVER_HOURS = 8760;
const usdAmount = z
  .string()
  .trim()
  .regex(/^\d{1,7}(\.\d{1,6})?$/, "Must be an amount in USD, like 2.50")
  // Written so that text which is no amount at all gets only the format's message, not this one too.
  .refine((value) => !(Number(value) > MAX_USD), `Must be at most ${MAX_USD.toLocaleString("en-US")}`);
/** A cap: an amount, or empty for none. */
const optionalUsdCap = z.union([z.literal(""), usdAmount], {
  message: "Must be an amount in USD, or empty for no limit",
});

/** A person's texts a minute: more than a thousand is a machine, not a person. */
export const MAX_TEXTS_PER_MINUTE = 1000;

/** Days are counted in milliseconds from now, so a century keeps every cutoff a valid date. */
export const MAX_RETENTION_DAYS = 36_500;
/** A retention period: a whole number of days, or empty to keep everything. */
const optionalRetentionDays = z
  .string()
  .trim()
  .regex(/^\d*$/, "Must be a whole number of days, or empty to keep everything")
  .refine(
    (value) => value === "" || (Number(value) >= 1 && Number(value) <= MAX_RETENTION_DAYS),
    `Must be from 1 to ${MAX_RETENTION_DAYS.toLocaleString("en-US")} days, or empty to keep everything`,
  );

/** Where WHATSAPP_DISABLED_MESSAGE names the SMS number to text instead. */
export const SMS_NUMBER_PLACEHOLDER = "{number}";

/** A Twilio Content API SID: HX and 32 hex digits. */
const contentSid = z
  .string()
  .trim()
  .regex(/^(HX[0-9a-fA-F]{32})?$/, "Must be a Content SID: HX followed by 32 letters and digits, or empty");

/**
 * The rule for each setting's value (spec 000 section 5), word for word. The settings form and
 * POST /api/admin/settings both validate with these, so the two can never disagree.
 */
export const settingValueSchemas = {
  FREE_MESSAGE_LIMIT: messageCount.refine((value) => Number(value) >= 1, "Must be at least 1"),
  VENMO_HANDLE: z.string().trim().min(1, "Venmo handle is required"),
  CASHAPP_HANDLE: z.string().trim().min(1, "Cash App handle is required"),
  PAYMENT_REQUEST_MESSAGE: longMessage,
  ONLINE_MODE: toggle,
  IMAGE_ANALYSIS: toggle,
  GROUP_CHATS: toggle,
  GROUP_CHAT_DISABLED_MESSAGE: longMessage,
  INVITE_ONLY_MODE: toggle,
  INVITE_ONLY_MESSAGE: longMessage,
  MAINTENANCE_MODE: toggle,
  MAINTENANCE_MODE_MESSAGE: longMessage,
  REFERRAL_BONUS_MESSAGES: messageCount,
  QUIET_HOURS_START: timeOfDay,
  QUIET_HOURS_END: timeOfDay,
  TRANSCRIPTION_MODEL: z.string().trim().min(1, "Model is required"),
  USER_DAILY_AI_BUDGET_USD: optionalUsdCap,
  MONTHLY_AI_BUDGET_USD: optionalUsdCap,
  DAILY_LIMIT_MESSAGE: longMessage,
  SMS_SEGMENT_PRICE_USD: usdAmount,
  TAKEOVER_TIMEOUT_HOURS: wholeNumberText.refine(
    (value) => Number(value) >= 1 && Number(value) <= MAX_TAKEOVER_HOURS,
    `Must be from 1 to ${MAX_TAKEOVER_HOURS} hours`,
  ),
  HANDOFF_MESSAGE: longMessage,
  MAX_TEXTS_PER_MINUTE: wholeNumberText.refine(
    (value) => Number(value) >= 1 && Number(value) <= MAX_TEXTS_PER_MINUTE,
    `Must be from 1 to ${MAX_TEXTS_PER_MINUTE.toLocaleString("en-US")}`,
  ),
  FLOOD_LIMIT_MESSAGE: longMessage,
  MESSAGE_RETENTION_DAYS: optionalRetentionDays,
  MEDIA_RETENTION_DAYS: optionalRetentionDays,
  WHATSAPP_ENABLED: toggle,
  WHATSAPP_DISABLED_MESSAGE: longMessage.refine(
    (value) => value.includes(SMS_NUMBER_PLACEHOLDER),
    `Must include ${SMS_NUMBER_PLACEHOLDER}, where the number to text by SMS goes`,
  ),
  WHATSAPP_TEMPLATE_SID: contentSid,
} satisfies Record<SettingKey, z.ZodType<string>>;

export const isSettingKey = (key: string): key is SettingKey => Object.hasOwn(SETTING_DEFAULTS, key);

/** POST /api/admin/settings: one setting; the key decides which value rule applies. */
export const settingUpdateSchema = z.object({
  key: z.string().refine(isSettingKey, "Unknown setting"),
  value: z.string({ message: "Value must be a string" }),
});
