import { CHANNELS } from "../../shared/channels.js";
import { GATED_TOOLS } from "../../shared/gated-tools.js";
/**
 * Label values come only from small fixed sets (decision 031): anything outside a set is counted as
 * "other", so no phone number, text, slug, name or id can become a series, however a caller errs.
 */
export function oneOf<T extends string>(
  allowed: readonly T[],
  value: string | null | undefined,
): T | "other" {
  return value !== null && value !== undefined && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : "other";
}

export const CHANNEL_LABELS = CHANNELS;

/** What produced an outbound text: the stored `kind`s of src/domain/delivery-rules/outbound-draft.ts. */
export const KIND_LABELS = [
  "reply",
  "apology",
  "policy",
  "keyword",
  "opt_out",
  "opt_in",
  "help",
  "ad",
  "handoff",
  "privacy",
  "operator",
  "reminder",
  "notification",
  "marketing",
  "system",
] as const;

/** The assistant's state-changing tools, whose calls a text's content cannot make (issue 38). */
export const GATED_TOOL_LABELS = GATED_TOOLS;

/** The statuses Twilio reports for a text (its MessageStatus values). */
export const DELIVERY_STATUS_LABELS = [
  "queued",
  "accepted",
  "scheduled",
  "sending",
  "sent",
  "delivered",
  "undelivered",
  "failed",
  "canceled",
  "read",
  "receiving",
  "received",
] as const;

/** An HTTP status as a label: a three-digit code, anything else "other". */
export function statusCodeLabel(status: number): string {
  return Number.isInteger(status) && status >= 100 && status <= 599 ? String(status) : "other";
}
