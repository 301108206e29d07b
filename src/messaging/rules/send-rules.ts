import type { ClaimedOutbound } from "../../db/repositories/outbound-claim.js";
import {
  marketingDeferredUntil,
  type QuietHours,
  recipientZone,
} from "../../domain/delivery-rules/quiet-hours.js";
import { mayMessageFreely, WHATSAPP_WINDOW_CLOSED } from "../../domain/delivery-rules/whatsapp-window.js";

export const MAX_SEND_ATTEMPTS = 5;
const BASE_BACKOFF_MS = 2_000;

/** What to do with a claimed text before calling the provider. */
export type SendStep =
  | { action: "cancel"; reason: "opted_out" }
  /** A WhatsApp text outside the 24-hour window: WhatsApp forbids it, so it never leaves. */
  | { action: "fail"; reason: typeof WHATSAPP_WINDOW_CLOSED }
  /** Marketing in the recipient's quiet hours: wait, without counting the attempt. */
  | { action: "defer"; until: Date; attempts: number }
  | { action: "send" };

/**
 * Opted-out recipients get nothing but the opt-out confirmation. A marketing text that would leave
 * in the quiet hours of the recipient's zone (a backlog or the rate limit can delay it past their
 * start) waits for their end. A WhatsApp text may leave only within 24 hours of the person's last
 * WhatsApp message (queued messages outside it are held, or made an approved template, before
 * they get here; a reply can only miss it by waiting a day); a template may leave at any time.
 */
export function sendStep(
  message: ClaimedOutbound,
  now: Date,
  defaultTimeZone: string,
  quiet: QuietHours,
): SendStep {
  if (message.kind !== "opt_out" && message.recipient_opted_out)
    return { action: "cancel", reason: "opted_out" };
  if (
    !message.whatsapp_template_sid &&
    !mayMessageFreely(message.channel, message.recipient_whatsapp_at, now)
  )
    return { action: "fail", reason: WHATSAPP_WINDOW_CLOSED };
  if (waitsOutQuietHours(message)) {
    const zone = recipientZone(message.recipient_timezone, defaultTimeZone);
    const until = marketingDeferredUntil(now, zone, quiet);
    if (until) return { action: "defer", until, attempts: Math.max(0, message.attempts - 1) };
  }
  return { action: "send" };
}

/** Only marketing waits for the recipient's daytime; replies, reminders and the like are expected. */
export function waitsOutQuietHours(message: Pick<ClaimedOutbound, "kind">): boolean {
  return message.kind === "marketing";
}

/** After a failed provider call: try again later, or give up. */
export type FailureStep = { action: "retry"; at: Date } | { action: "fail" };

export function failureStep(
  failure: { retryable: boolean },
  attempts: number,
  now: Date,
  jitter: number,
): FailureStep {
  if (!failure.retryable || attempts >= MAX_SEND_ATTEMPTS) return { action: "fail" };
  return { action: "retry", at: new Date(now.getTime() + retryDelayMs(attempts, jitter)) };
}

/**
 * Exponential backoff, 2 s, 4 s, 8 s..., plus up to a quarter more (`jitter` in [0, 1)), so texts
 * that failed together do not hammer a struggling provider in step.
 */
export function retryDelayMs(attempt: number, jitter: number): number {
  const base = BASE_BACKOFF_MS * 2 ** Math.max(0, attempt - 1);
  return base + Math.floor(jitter * base * 0.25);
}
