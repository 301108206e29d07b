import { describe, expect, it } from "vitest";
import type { ClaimedOutbound } from "../../src/db/repositories/outbound-claim.js";
import { outboundRows } from "../../src/domain/delivery-rules/outbound-rows.js";
import { quietHoursFrom } from "../../src/domain/delivery-rules/quiet-hours.js";
import { countSegments } from "../../src/domain/delivery-rules/segments.js";
import { statusPlan } from "../../src/messaging/rules/delivery-status.js";
import { inBurst, leaseOnArrival } from "../../src/messaging/rules/lease-on-arrival.js";
import {
  failureStep,
  MAX_SEND_ATTEMPTS,
  retryDelayMs,
  sendStep,
} from "../../src/messaging/rules/send-rules.js";

const NOW = new Date("2026-11-24T15:00:00Z");
const US_QUIET_HOURS = quietHoursFrom({ QUIET_HOURS_START: "21:00", QUIET_HOURS_END: "08:00" });

describe("status ranks", () => {
  it("never moves a text backwards: a late 'sent' keeps 'delivered'", () => {
    expect(statusPlan({ status: "sent", errorCode: null }).keepIfAlready).toEqual(
      expect.arrayContaining(["delivered", "undelivered", "failed", "read"]),
    );
    expect(statusPlan({ status: "sent", errorCode: null }).keepIfAlready).not.toContain("queued");
    expect(statusPlan({ status: "read", errorCode: null }).keepIfAlready).toEqual([]);
    expect(statusPlan({ status: "delivered", errorCode: null }).keepIfAlready).toEqual(["read"]);
  });

  it("treats an unknown status as the lowest, overwriting nothing further along", () => {
    expect(statusPlan({ status: "receiving", errorCode: null }).keepIfAlready).toContain("sending");
  });

  it("opts the recipient out on Twilio's 21610 only", () => {
    expect(statusPlan({ status: "undelivered", errorCode: "21610" }).optOutRecipient).toBe(true);
    expect(statusPlan({ status: "undelivered", errorCode: "30003" }).optOutRecipient).toBe(false);
  });
});

function claimed(overrides: Partial<ClaimedOutbound> = {}): ClaimedOutbound {
  return {
    id: 1,
    thread_id: 1,
    sender: "+15005550006",
    recipient: "+12125550101",
    content: "hi",
    media_url: null,
    kind: "reply",
    attempts: 1,
    channel: "sms",
    recipient_whatsapp_at: null,
    whatsapp_template_sid: null,
    outcome_unknown_since: null,
    recipient_opted_out: false,
    recipient_timezone: "America/New_York",
    sender_messaging_service_sid: null,
    ...overrides,
  };
}

describe("before a send", () => {
  it("cancels texts to an opted-out person, except the opt-out confirmation", () => {
    expect(sendStep(claimed({ recipient_opted_out: true }), NOW, "UTC", US_QUIET_HOURS)).toEqual({
      action: "cancel",
      reason: "opted_out",
    });
    expect(
      sendStep(claimed({ recipient_opted_out: true, kind: "opt_out" }), NOW, "UTC", US_QUIET_HOURS),
    ).toEqual({
      action: "send",
    });
  });

  it("holds marketing in the quiet hours (21:00–08:00 local) without counting the attempt", () => {
    const lateInNewYork = new Date("2026-11-25T03:30:00Z"); // 22:30 in New York
    expect(
      sendStep(claimed({ kind: "marketing", attempts: 2 }), lateInNewYork, "UTC", US_QUIET_HOURS),
    ).toEqual({
      action: "defer",
      until: new Date("2026-11-25T13:00:00Z"),
      attempts: 1,
    });
    expect(sendStep(claimed({ kind: "reply" }), lateInNewYork, "UTC", US_QUIET_HOURS)).toEqual({
      action: "send",
    });
    expect(sendStep(claimed({ kind: "marketing" }), NOW, "UTC", US_QUIET_HOURS)).toEqual({ action: "send" });
  });

  it("fails a free-form WhatsApp text outside the 24-hour window, and lets an approved template leave", () => {
    const lastWroteTwoDaysAgo = {
      channel: "whatsapp" as const,
      recipient_whatsapp_at: new Date("2026-11-22T15:00:00Z"),
    };
    expect(sendStep(claimed(lastWroteTwoDaysAgo), NOW, "UTC", US_QUIET_HOURS)).toEqual({
      action: "fail",
      reason: "whatsapp_window_closed",
    });
    const template = {
      ...lastWroteTwoDaysAgo,
      kind: "reminder",
      whatsapp_template_sid: `HX${"0".repeat(32)}`,
    };
    expect(sendStep(claimed(template), NOW, "UTC", US_QUIET_HOURS)).toEqual({ action: "send" });
  });

  it("takes the quiet hours it is given", () => {
    const lunchQuiet = quietHoursFrom({ QUIET_HOURS_START: "09:30", QUIET_HOURS_END: "10:15" });
    const tenInNewYork = new Date("2026-11-24T15:00:00Z");
    expect(sendStep(claimed({ kind: "marketing" }), tenInNewYork, "UTC", lunchQuiet)).toEqual({
      action: "defer",
      until: new Date("2026-11-24T15:15:00Z"),
      attempts: 0,
    });
    const none = quietHoursFrom({ QUIET_HOURS_START: "00:00", QUIET_HOURS_END: "00:00" });
    expect(sendStep(claimed({ kind: "marketing" }), new Date("2026-11-25T03:30:00Z"), "UTC", none)).toEqual({
      action: "send",
    });
  });
});

describe("after a failed send", () => {
  it("retries what can pass with exponential backoff and up to a quarter of jitter", () => {
    expect(retryDelayMs(1, 0)).toBe(2000);
    expect(retryDelayMs(3, 0)).toBe(8000);
    expect(retryDelayMs(3, 0.999)).toBe(9998);
    expect(failureStep({ retryable: true }, 2, NOW, 0)).toEqual({
      action: "retry",
      at: new Date(NOW.getTime() + 4000),
    });
  });

  it("gives up on a final error, or after the last attempt", () => {
    expect(failureStep({ retryable: false }, 1, NOW, 0)).toEqual({ action: "fail" });
    expect(failureStep({ retryable: true }, MAX_SEND_ATTEMPTS, NOW, 0)).toEqual({ action: "fail" });
  });
});

describe("leasing a text as it is stored", () => {
  const state = { answersOwnTexts: true, storing: 1, burstAt: 32, freeSlots: 10 };

  it("leases when this process answers texts, has room and is not in a burst", () => {
    expect(leaseOnArrival(state)).toBe(true);
    expect(leaseOnArrival({ ...state, answersOwnTexts: false })).toBe(false);
    expect(leaseOnArrival({ ...state, freeSlots: 0 })).toBe(false);
    expect(leaseOnArrival({ ...state, storing: 32 })).toBe(false);
  });

  it("counts a burst from the threshold on", () => {
    expect(inBurst({ storing: 31, burstAt: 32 })).toBe(false);
    expect(inBurst({ storing: 32, burstAt: 32 })).toBe(true);
  });
});

describe("outbound rows of a reply", () => {
  const thread = { id: 7, system_number: "+15005550006" };
  const usage = { promptTokens: 100, completionTokens: 20, cost: 0.001 };

  it("splits a long reply, counts and prices each part's segments, and puts the usage on the first part only", () => {
    const content = "word ".repeat(500).trim();
    const rows = outboundRows(
      { content, kind: "reply", senderRole: "assistant", recipients: ["+12125550101"], usage },
      thread,
      NOW,
      { segmentPriceUsd: 0.01, replyToId: 3 },
    );
    expect(rows.length).toBe(2);
    expect(rows.map((row) => row.content).join("")).toBe(content);
    for (const row of rows) {
      const segments = countSegments(row.content ?? "").segments;
      expect(row.segment_count).toBe(segments);
      expect(row.sms_cost).toBeCloseTo(segments * 0.01, 9);
    }
    expect(rows.map((row) => row.ai_cost)).toEqual([0.001, null]);
    expect(rows.every((row) => row.reply_to_id === 3 && row.delivery_status === "pending")).toBe(true);
  });

  it("answers every participant of a group text", () => {
    const rows = outboundRows(
      {
        content: "hi all",
        kind: "reply",
        senderRole: "assistant",
        recipients: ["+1212555010", "+1212555011"],
      },
      thread,
      NOW,
      { segmentPriceUsd: 0.0083 },
    );
    expect(rows.map((row) => row.recipient)).toEqual(["+1212555010", "+1212555011"]);
    // Each recipient's part is a text of its own on the bill.
    expect(rows.map((row) => row.sms_cost)).toEqual([0.0083, 0.0083]);
  });
});
