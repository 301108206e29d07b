import { describe, expect, it } from "vitest";
import {
  queuedDelivery,
  WHATSAPP_OFF_HOLD_REASON,
  whatsappPolicy,
} from "../../src/domain/delivery-rules/whatsapp-delivery.js";
import { WHATSAPP_WINDOW_HOLD_REASON } from "../../src/domain/delivery-rules/whatsapp-window.js";
import { whatsappOffNotice, whatsappOffNoticeDue } from "../../src/messaging/rules/whatsapp-off-notice.js";

const now = new Date("2026-05-10T12:00:00Z");
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
const TEMPLATE = `HX${"a".repeat(32)}`;
const on = { enabled: true, templateSid: TEMPLATE };

describe("how a queued message goes out on WhatsApp (decision 042)", () => {
  it("holds everything while the channel is off, even inside the window", () => {
    expect(queuedDelivery("whatsapp", hoursAgo(1), now, { enabled: false, templateSid: TEMPLATE })).toEqual({
      action: "hold",
      reason: WHATSAPP_OFF_HOLD_REASON,
    });
  });

  it("sends free text inside the window, the template outside it, and holds without a template", () => {
    expect(queuedDelivery("whatsapp", hoursAgo(23), now, on)).toEqual({ action: "send" });
    expect(queuedDelivery("whatsapp", hoursAgo(24), now, on)).toEqual({
      action: "template",
      templateSid: TEMPLATE,
    });
    expect(queuedDelivery("whatsapp", null, now, { enabled: true, templateSid: null })).toEqual({
      action: "hold",
      reason: WHATSAPP_WINDOW_HOLD_REASON,
    });
  });

  it("leaves SMS alone whatever the WhatsApp settings", () => {
    expect(queuedDelivery("sms", null, now, { enabled: false, templateSid: null })).toEqual({
      action: "send",
    });
  });

  it("reads the settings as the console saves them", () => {
    expect(whatsappPolicy({ WHATSAPP_ENABLED: "true", WHATSAPP_TEMPLATE_SID: ` ${TEMPLATE} ` })).toEqual(on);
    expect(whatsappPolicy({ WHATSAPP_ENABLED: "yes", WHATSAPP_TEMPLATE_SID: "" })).toEqual({
      enabled: false,
      templateSid: null,
    });
  });
});

describe("the notice while WhatsApp is off", () => {
  it("goes out at most once in 24 hours", () => {
    expect(whatsappOffNoticeDue(null, now)).toBe(true);
    expect(whatsappOffNoticeDue(hoursAgo(23.99), now)).toBe(false);
    expect(whatsappOffNoticeDue(hoursAgo(24), now)).toBe(true);
  });

  it("names the number to text by SMS wherever the message says {number}", () => {
    expect(whatsappOffNotice("Text {number} by SMS, or call {number}.", "+14155550100")).toBe(
      "Text +1 (415) 555-0100 by SMS, or call +1 (415) 555-0100.",
    );
  });
});
