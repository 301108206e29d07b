import type { Executor } from "../../db/client.js";
import {
  type ClaimedOutbound,
  markOutbound,
  renewLeases,
  type SentMark,
} from "../../db/repositories/messages.js";
import { setOptOut } from "../../db/repositories/users.js";
import { type SmsProvider, SmsSendError, TWILIO_OPTED_OUT } from "../../providers/sms/sms-provider.js";
import type { Clock } from "../clock.js";
import { marketingDeferredUntil, recipientZone } from "../scheduling/quiet-hours.js";

export const MAX_SEND_ATTEMPTS = 5;
const BASE_BACKOFF_MS = 2_000;

export interface SenderDeps {
  db: Executor;
  clock: Clock;
  providerFor(systemNumber: string): SmsProvider;
  statusCallbackUrl?: string;
  /** DEFAULT_TIMEZONE: the zone of recipients without one, for marketing quiet hours. */
  defaultTimeZone: string;
  /** How long a claim holds a text. */
  leaseMs: number;
  /** Reserves the number's next send slot (see reserveSendSlots; the runtime batches these). */
  reserveSendSlot(number: string): Promise<Date | null>;
  /** Records an accepted send; resolves once it is stored (the runtime batches these writes). */
  markSent(mark: SentMark): Promise<void>;
  sleep(ms: number): Promise<void>;
  log: { warn(object: object, message: string): void };
}

/** Exponential backoff with jitter: 2 s, 4 s, 8 s... so a struggling provider is not hammered in step. */
export function retryDelayMs(attempt: number): number {
  const base = BASE_BACKOFF_MS * 2 ** Math.max(0, attempt - 1);
  return base + Math.floor(Math.random() * base * 0.25);
}

/**
 * Sends one claimed text. Opted-out recipients get nothing but the opt-out confirmation; marketing
 * keeps the recipient's quiet hours; the number's send rate is kept by reserving a slot first;
 * failures are retried when they can pass.
 */
export async function sendOutbound(deps: SenderDeps, message: ClaimedOutbound): Promise<void> {
  if (message.kind !== "opt_out" && message.recipient_opted_out) {
    await markOutbound(deps.db, message.id, { delivery_status: "canceled", error_code: "opted_out" });
    return;
  }
  if (await heldForQuietHours(deps, message)) return;
  const provider = deps.providerFor(message.sender);
  if (provider.rateLimited) await waitForSendSlot(deps, message);
  try {
    const sent = await provider.send({
      from: message.sender,
      to: message.recipient,
      body: message.content,
      mediaUrls: message.media_url ? [message.media_url] : [],
      statusCallbackUrl: provider.name === "twilio" ? deps.statusCallbackUrl : undefined,
    });
    await deps.markSent({
      id: message.id,
      delivery_status: sent.status,
      provider: provider.name,
      provider_message_id: sent.providerMessageId,
      sent_at: deps.clock.now(),
    });
  } catch (error) {
    await recordFailure(deps, message, error);
  }
}

/**
 * A marketing text that would leave outside 08:00–21:00 in the recipient's zone (a backlog or the
 * rate limit can delay it past 21:00) waits for 08:00; the wait is not a failed attempt.
 */
async function heldForQuietHours(deps: SenderDeps, message: ClaimedOutbound): Promise<boolean> {
  if (message.kind !== "marketing") return false;
  const zone = recipientZone(message.recipient_timezone, deps.defaultTimeZone);
  const until = marketingDeferredUntil(deps.clock.now(), zone);
  if (!until) return false;
  await markOutbound(deps.db, message.id, {
    delivery_status: "pending",
    next_attempt_at: until,
    attempts: Math.max(0, message.attempts - 1),
  });
  return true;
}

/**
 * Waits for the number's next send slot. A wait longer than half the lease (a slow number with a
 * backlog) first extends the lease past the slot, so no other sender takes the text over meanwhile.
 */
async function waitForSendSlot(deps: SenderDeps, message: ClaimedOutbound): Promise<void> {
  const slot = await deps.reserveSendSlot(message.sender);
  if (!slot) return;
  // Measured after the reservation: waiting for a pooled connection must not delay the send further.
  const wait = slot.getTime() - deps.clock.now().getTime();
  if (wait <= 0) return;
  if (wait > deps.leaseMs / 2)
    await renewLeases(deps.db, [message.id], new Date(slot.getTime() + deps.leaseMs));
  await deps.sleep(wait);
}

async function recordFailure(deps: SenderDeps, message: ClaimedOutbound, error: unknown): Promise<void> {
  const failure =
    error instanceof SmsSendError
      ? error
      : new SmsSendError(String((error as Error)?.message ?? error), "error", true);
  deps.log.warn(
    { messageId: message.id, code: failure.code, attempt: message.attempts, err: failure },
    "send failed",
  );
  if (failure.code === TWILIO_OPTED_OUT) await setOptOut(deps.db, message.recipient, true, deps.clock.now());
  if (failure.retryable && message.attempts < MAX_SEND_ATTEMPTS) {
    await markOutbound(deps.db, message.id, {
      delivery_status: "pending",
      error_code: failure.code,
      next_attempt_at: new Date(deps.clock.now().getTime() + retryDelayMs(message.attempts)),
    });
    return;
  }
  await markOutbound(deps.db, message.id, { delivery_status: "failed", error_code: failure.code });
}
