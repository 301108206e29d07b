import type { Executor } from "../../db/client.js";
import { type ClaimedOutbound, markOutbound } from "../../db/repositories/messages.js";
import { reserveSendSlot } from "../../db/repositories/system-numbers.js";
import { findUserByPhone, setOptOut } from "../../db/repositories/users.js";
import { type SmsProvider, SmsSendError, TWILIO_OPTED_OUT } from "../../providers/sms/sms-provider.js";
import type { Clock } from "../clock.js";

export const MAX_SEND_ATTEMPTS = 5;
const BASE_BACKOFF_MS = 2_000;

export interface SenderDeps {
  db: Executor;
  clock: Clock;
  providerFor(systemNumber: string): SmsProvider;
  statusCallbackUrl?: string;
  sleep(ms: number): Promise<void>;
  log: { warn(object: object, message: string): void };
}

/** Exponential backoff with jitter: 2 s, 4 s, 8 s... so a struggling provider is not hammered in step. */
export function retryDelayMs(attempt: number): number {
  const base = BASE_BACKOFF_MS * 2 ** Math.max(0, attempt - 1);
  return base + Math.floor(Math.random() * base * 0.25);
}

/**
 * Sends one claimed text. Opted-out recipients get nothing but the opt-out confirmation; the
 * number's send rate is kept by reserving a slot first; failures are retried when they can pass.
 */
export async function sendOutbound(deps: SenderDeps, message: ClaimedOutbound): Promise<void> {
  if (message.kind !== "opt_out") {
    const recipient = await findUserByPhone(deps.db, message.recipient);
    if (recipient?.opted_out) {
      await markOutbound(deps.db, message.id, { delivery_status: "canceled", error_code: "opted_out" });
      return;
    }
  }
  const provider = deps.providerFor(message.sender);
  if (provider.rateLimited) await waitForSendSlot(deps, message.sender);
  try {
    const sent = await provider.send({
      from: message.sender,
      to: message.recipient,
      body: message.content,
      mediaUrls: message.media_url ? [message.media_url] : [],
      statusCallbackUrl: provider.name === "twilio" ? deps.statusCallbackUrl : undefined,
    });
    await markOutbound(deps.db, message.id, {
      delivery_status: sent.status,
      provider: provider.name,
      provider_message_id: sent.providerMessageId,
      error_code: null,
      sent_at: deps.clock.now(),
    });
  } catch (error) {
    await recordFailure(deps, message, error);
  }
}

async function waitForSendSlot(deps: SenderDeps, systemNumber: string): Promise<void> {
  const now = deps.clock.now();
  const slot = await reserveSendSlot(deps.db, systemNumber, now);
  if (slot && slot.getTime() > now.getTime()) await deps.sleep(slot.getTime() - now.getTime());
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
