import type { Clock } from "../../domain/clock.js";
import { NO_QUIET_HOURS, type QuietHours } from "../../domain/delivery-rules/quiet-hours.js";
import { textMetrics } from "../../observability/metrics/text-metrics.js";
import { type SpanNotes, withSpan } from "../../observability/tracing/spans.js";
import {
  type OutgoingSms,
  type SentSms,
  type SmsProvider,
  SmsSendError,
  TWILIO_OPTED_OUT,
} from "../../providers/sms/sms-provider.js";
import { isAutomaticAnswer } from "../../shared/automatic-answers.js";
import { failureStep, sendStep, waitsOutQuietHours } from "../rules/send-rules.js";
import type { ClaimedOutbound, OutboundSettlement, SentMark } from "../store/messaging-store.js";
import type { ThreadSendGate } from "./thread-send-gate.js";

/**
 * The writes a send makes, all through the messaging core: the frequent ones (slots, sent marks)
 * are grouped with other sends' into one statement each.
 */
export interface SendWrites {
  /** Reserves the number's next send slot; null when the number is not paced. */
  reserveSendSlot(number: string): Promise<Date | null>;
  /** Records a send the provider accepted; it never fails (a mark the database refuses is held). */
  markSent(mark: SentMark): Promise<void>;
  /** Which of these provider ids some text already holds. */
  recordedProviderIds(ids: string[]): Promise<Set<string>>;
  /**
   * The last check of an automatic answer: true when its thread is neither taken over nor waiting
   * for a person; otherwise the text is cancelled (see passPauseCheck).
   */
  passPauseCheck(id: number): Promise<boolean>;
  settle(id: number, settlement: OutboundSettlement): Promise<void>;
  extendLease(id: number, until: Date): Promise<void>;
  optOut(phone: string): Promise<void>;
}

export interface SenderDeps {
  writes: SendWrites;
  /** This process's automatic answers between their last check and the provider (decision 030). */
  gate: ThreadSendGate;
  clock: Clock;
  providerFor(systemNumber: string): SmsProvider;
  statusCallbackUrl?: string;
  /** DEFAULT_TIMEZONE: the zone of recipients without one, for marketing quiet hours. */
  defaultTimeZone: string;
  /** The quiet hours as the settings hold them now. */
  quietHours(): Promise<QuietHours>;
  /** How long a claim holds a text. */
  leaseMs: number;
  sleep(ms: number): Promise<void>;
  random(): number;
  log: { warn(object: object, message: string): void };
}

/**
 * Sends one claimed text: checks it may leave now (sendStep), keeps the number's send rate by
 * reserving a slot first, calls the provider and records the outcome; failures that can pass are
 * retried with backoff.
 */
export function sendOutbound(deps: SenderDeps, message: ClaimedOutbound): Promise<void> {
  // A reply continues the trace of the text it answers; anything else (a reminder) begins its own.
  return withSpan("textpal.text.send", sendFacts(message), (span) => send(deps, message, span), {
    parent: message.trace_parent ?? null,
  });
}

function sendFacts(message: ClaimedOutbound) {
  return {
    "textpal.message.id": message.id,
    "textpal.thread.id": message.thread_id,
    "textpal.kind": message.kind,
    "textpal.channel": message.channel,
    "textpal.attempt": message.attempts,
    "textpal.segments": message.segment_count,
  };
}

async function send(deps: SenderDeps, message: ClaimedOutbound, span: SpanNotes): Promise<void> {
  const { writes } = deps;
  // Reading the settings costs a query; only the texts that wait out quiet hours need them.
  const quiet = waitsOutQuietHours(message) ? await deps.quietHours() : NO_QUIET_HOURS;
  const step = sendStep(message, deps.clock.now(), deps.defaultTimeZone, quiet);
  span.note({ "textpal.outcome": step.action, "textpal.reason": "reason" in step ? step.reason : null });
  if (step.action === "cancel") {
    textMetrics.canceled(message.channel, step.reason);
    return writes.settle(message.id, { delivery_status: "canceled", error_code: step.reason });
  }
  if (step.action === "fail") {
    textMetrics.failed(message.channel, step.reason);
    return writes.settle(message.id, { delivery_status: "failed", error_code: step.reason });
  }
  if (step.action === "defer")
    return writes.settle(message.id, {
      delivery_status: "pending",
      next_attempt_at: step.until,
      attempts: step.attempts,
    });
  const provider = deps.providerFor(message.sender);
  const outgoing: OutgoingSms = {
    from: message.sender,
    messagingServiceSid: message.sender_messaging_service_sid,
    to: message.recipient,
    body: message.content,
    whatsappTemplateSid: message.whatsapp_template_sid,
    channel: message.channel,
    mediaUrls: message.media_url ? [message.media_url] : [],
    statusCallbackUrl: provider.name === "twilio" ? deps.statusCallbackUrl : undefined,
  };
  const earlier = await findEarlierSend(deps, provider, outgoing, message);
  if (earlier === "unknown") return span.note({ "textpal.outcome": "outcome_unknown" });
  let sent = earlier;
  if (!sent) {
    if (provider.rateLimited) await waitForSendSlot(deps, message);
    try {
      sent = await sendUnlessPaused(deps, provider, outgoing, message);
    } catch (error) {
      return recordFailure(deps, message, error, span);
    }
    if (!sent) {
      span.note({ "textpal.outcome": "paused" });
      return textMetrics.canceled(message.channel, "paused");
    }
  }
  span.note({
    "textpal.outcome": earlier ? "found_sent" : "sent",
    "textpal.provider": provider.name,
    "textpal.provider.status": sent.status,
  });
  if (sent.rerouted)
    deps.log.warn(
      { messageId: message.id, number: message.sender, channel: sent.rerouted.channel },
      `${message.channel} text sent by ${sent.rerouted.channel}: ${sent.rerouted.reason}`,
    );
  // The provider has the text: its mark must land (the core holds it while the database is away),
  // never be taken for a failed send, which would send it again.
  await writes.markSent({
    id: message.id,
    delivery_status: sent.status,
    provider: provider.name,
    provider_message_id: sent.providerMessageId,
    sent_at: deps.clock.now(),
    channel: sent.rerouted?.channel ?? null,
  });
  const answering = earlier ? null : message.reply_to_received_at;
  textMetrics.sent(
    { channel: message.channel, kind: message.kind, replyToReceivedAt: answering },
    deps.clock.now(),
  );
}

/**
 * An automatic answer is checked against its thread's pause right before the provider is called,
 * and counts as in flight from the check to the provider's answer, which a take-over waits for
 * (decision 030). Null when the check cancelled it. Other texts (an operator's, reminders) go as they are.
 */
async function sendUnlessPaused(
  deps: SenderDeps,
  provider: SmsProvider,
  outgoing: OutgoingSms,
  message: ClaimedOutbound,
): Promise<SentSms | null> {
  if (!isAutomaticAnswer(message.kind)) return provider.send(outgoing);
  return deps.gate.pass(message.thread_id, async () =>
    (await deps.writes.passPauseCheck(message.id)) ? provider.send(outgoing) : null,
  );
}

/**
 * A text whose last sender died after claiming it may be at the provider already (its sent mark
 * died with the process): the provider's own list says, before the text is sent again. A match
 * another text already holds is that text's send, not this one's. "unknown" when the provider
 * cannot be asked now: the text is left claimed, so the next claim, when this lease runs out,
 * asks again rather than risk a second copy.
 */
async function findEarlierSend(
  deps: SenderDeps,
  provider: SmsProvider,
  outgoing: OutgoingSms,
  message: ClaimedOutbound,
): Promise<SentSms | null | "unknown"> {
  if (!message.outcome_unknown_since || !provider.findSent) return null;
  try {
    const candidates = await provider.findSent(outgoing, message.outcome_unknown_since);
    const taken = await deps.writes.recordedProviderIds(candidates.map((sent) => sent.providerMessageId));
    return candidates.find((sent) => !taken.has(sent.providerMessageId)) ?? null;
  } catch (error) {
    deps.log.warn(
      { messageId: message.id, err: error },
      "could not ask the provider whether a text taken over from a stopped sender was sent; asking again later",
    );
    return "unknown";
  }
}

/**
 * Waits for the number's next send slot. A wait longer than half the lease (a slow number with a
 * backlog) first extends the lease past the slot, so no other sender takes the text over meanwhile.
 */
async function waitForSendSlot(deps: SenderDeps, message: ClaimedOutbound): Promise<void> {
  const slot = await deps.writes.reserveSendSlot(message.sender);
  if (!slot) return;
  // Measured after the reservation: waiting for a pooled connection must not delay the send further.
  const wait = slot.getTime() - deps.clock.now().getTime();
  if (wait <= 0) return;
  if (wait > deps.leaseMs / 2)
    await deps.writes.extendLease(message.id, new Date(slot.getTime() + deps.leaseMs));
  await deps.sleep(wait);
}

async function recordFailure(
  deps: SenderDeps,
  message: ClaimedOutbound,
  error: unknown,
  span: SpanNotes,
): Promise<void> {
  const failure =
    error instanceof SmsSendError
      ? error
      : new SmsSendError(String((error as Error)?.message ?? error), "error", true);
  span.note({ "textpal.outcome": "provider_refused", "textpal.error.code": failure.code });
  deps.log.warn(
    { messageId: message.id, code: failure.code, attempt: message.attempts, err: failure },
    "send failed",
  );
  if (failure.code === TWILIO_OPTED_OUT) await deps.writes.optOut(message.recipient);
  const next = failureStep(failure, message.attempts, deps.clock.now(), deps.random());
  textMetrics.failed(message.channel, next.action === "retry" ? "retrying" : "failed");
  await deps.writes.settle(
    message.id,
    next.action === "retry"
      ? { delivery_status: "pending", error_code: failure.code, next_attempt_at: next.at }
      : { delivery_status: "failed", error_code: failure.code },
  );
}
