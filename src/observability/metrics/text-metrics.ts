import { Counter, Histogram } from "prom-client";
import { CHANNEL_LABELS, DELIVERY_STATUS_LABELS, KIND_LABELS, oneOf } from "./label-values.js";
import { METRIC_PREFIX, metricsRegistry } from "./registry.js";

const registers = [metricsRegistry];

const received = new Counter({
  name: `${METRIC_PREFIX}texts_received_total`,
  help: "Inbound texts taken from a webhook or the mock chat, by channel and outcome (stored; duplicate: a retried webhook; spooled: kept while the database was away, counted as stored again once replayed).",
  labelNames: ["channel", "outcome"],
  registers,
});

const refused = new Counter({
  name: `${METRIC_PREFIX}texts_refused_total`,
  help: "Inbound texts refused, by reason (unsupported_channel, unreadable_sender, not_our_number, number_inactive).",
  labelNames: ["reason"],
  registers,
});

const replied = new Counter({
  name: `${METRIC_PREFIX}texts_replied_total`,
  help: "Inbound texts answered and stored, by channel and by the kind of their first reply (reply, keyword, policy, ...; none when the answer is silence).",
  labelNames: ["channel", "outcome"],
  registers,
});

const sent = new Counter({
  name: `${METRIC_PREFIX}texts_sent_total`,
  help: "Outbound texts the provider accepted, by channel and kind (reply, reminder, marketing, ...).",
  labelNames: ["channel", "kind"],
  registers,
});

const failed = new Counter({
  name: `${METRIC_PREFIX}texts_failed_total`,
  help: "Outbound send attempts that failed, by channel and outcome (retrying: tried again later; failed: given up; whatsapp_window_closed: never sent).",
  labelNames: ["channel", "outcome"],
  registers,
});

const canceled = new Counter({
  name: `${METRIC_PREFIX}texts_canceled_total`,
  help: "Outbound texts cancelled before the provider was called, by channel and reason (opted_out; paused: its thread was taken over or waits for a person).",
  labelNames: ["channel", "reason"],
  registers,
});

const statusReports = new Counter({
  name: `${METRIC_PREFIX}delivery_status_reports_total`,
  help: "Delivery status reports taken from the provider, by reported status.",
  labelNames: ["status"],
  registers,
});

const replyLatency = new Histogram({
  name: `${METRIC_PREFIX}reply_latency_seconds`,
  help: "From an inbound text's arrival at the webhook (its stored time) to the provider accepting the first part of its reply, by channel.",
  labelNames: ["channel"],
  buckets: [0.25, 0.5, 1, 2, 3, 5, 8, 13, 20, 30, 60, 120, 300],
  registers,
});

const REFUSAL_REASONS = [
  "unsupported_channel",
  "unreadable_sender",
  "not_our_number",
  "number_inactive",
] as const;
const RECEIVE_OUTCOMES = ["stored", "duplicate", "spooled"] as const;
const FAILURE_OUTCOMES = ["retrying", "failed", "whatsapp_window_closed"] as const;
const CANCEL_REASONS = ["opted_out", "paused"] as const;

/** A sent text as the sender knows it; `replyToReceivedAt` is the arrival of the text it first answers. */
export interface SentText {
  channel: string;
  kind: string;
  replyToReceivedAt?: Date | null;
}

/** How receiving a text ended, as the messaging core answers it. */
export interface ReceivedOutcome {
  outcome: string;
  reason?: string;
}

/** The messaging core's counts: one call at each step (receive, answer, send, status). */
export const textMetrics = {
  /**
   * Counts how a text was taken and hands the result back. `channel` is the one its address was
   * read as; a text refused or spooled before its address was read has none.
   */
  received<const T extends ReceivedOutcome>(result: T, channel?: string): T {
    if (result.outcome === "refused") refused.inc({ reason: oneOf(REFUSAL_REASONS, result.reason) });
    else
      received.inc({
        channel: oneOf(CHANNEL_LABELS, channel),
        outcome: oneOf(RECEIVE_OUTCOMES, result.outcome),
      });
    return result;
  },
  /** `firstKind` is the kind of the answer's first reply, undefined for an answer of silence. */
  replied(channel: string, firstKind: string | undefined): void {
    replied.inc({
      channel: oneOf(CHANNEL_LABELS, channel),
      outcome: firstKind === undefined ? "none" : oneOf(KIND_LABELS, firstKind),
    });
  },
  sent(text: SentText, now: Date): void {
    const channel = oneOf(CHANNEL_LABELS, text.channel);
    sent.inc({ channel, kind: oneOf(KIND_LABELS, text.kind) });
    if (text.replyToReceivedAt)
      replyLatency.observe({ channel }, Math.max(0, now.getTime() - text.replyToReceivedAt.getTime()) / 1000);
  },
  failed(channel: string, outcome: string): void {
    failed.inc({ channel: oneOf(CHANNEL_LABELS, channel), outcome: oneOf(FAILURE_OUTCOMES, outcome) });
  },
  canceled(channel: string, reason: string): void {
    canceled.inc({ channel: oneOf(CHANNEL_LABELS, channel), reason: oneOf(CANCEL_REASONS, reason) });
  },
  statusReported(status: string): void {
    statusReports.inc({ status: oneOf(DELIVERY_STATUS_LABELS, status) });
  },
};
