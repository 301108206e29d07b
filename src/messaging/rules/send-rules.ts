import type { ClaimedOutbound } from "../../db/repositories/messages.js";
import { marketingDeferredUntil, recipientZone } from "./quiet-hours.js";

export const MAX_SEND_ATTEMPTS = 5;
const BASE_BACKOFF_MS = 2_000;

/** What to do with a claimed text before calling the provider. */
export type SendStep =
  | { action: "cancel"; reason: "opted_out" }
  /** Marketing outside the recipient's 08:00–21:00: wait, without counting the attempt. */
  | { action: "defer"; until: Date; attempts: number }
  | { action: "send" };

/**
 * Opted-out recipients get nothing but the opt-out confirmation. A marketing text that would leave
 * outside 08:00–21:00 in the recipient's zone (a backlog or the rate limit can delay it past 21:00)
 * waits for 08:00.
 */
export function sendStep(message: ClaimedOutbound, now: Date, defaultTimeZone: string): SendStep {
  if (message.kind !== "opt_out" && message.recipient_opted_out)
    return { action: "cancel", reason: "opted_out" };
  if (message.kind === "marketing") {
    const until = marketingDeferredUntil(now, recipientZone(message.recipient_timezone, defaultTimeZone));
    if (until) return { action: "defer", until, attempts: Math.max(0, message.attempts - 1) };
  }
  return { action: "send" };
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
