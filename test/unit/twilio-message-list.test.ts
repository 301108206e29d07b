import { describe, expect, it } from "vitest";
import type { OutgoingSms } from "../../src/providers/sms/sms-provider.js";
import { isSameText } from "../../src/providers/sms/twilio-message-list.js";

const SINCE = new Date("2026-12-01T12:00:00Z");
const TEXT: OutgoingSms = {
  from: "+15005550006",
  to: "+12125550101",
  channel: "sms",
  body: "Reminder: call mum",
  mediaUrls: [],
};
const LISTED = {
  sid: "SM1",
  to: "+12125550101",
  from: "+15005550006",
  body: "Reminder: call mum",
  messaging_service_sid: null,
  date_created: "Tue, 01 Dec 2026 12:00:05 +0000",
};

describe("a text found in Twilio's list of messages", () => {
  it("is this text when recipient, sender, body and time agree", () => {
    expect(isSameText(LISTED, TEXT, SINCE)).toBe(true);
  });

  it("is another text when the body, recipient or sender differ, or it is older than the claim", () => {
    expect(isSameText({ ...LISTED, body: "Reminder: call dad" }, TEXT, SINCE)).toBe(false);
    expect(isSameText({ ...LISTED, to: "+12125550102" }, TEXT, SINCE)).toBe(false);
    expect(isSameText({ ...LISTED, from: "+15005550007" }, TEXT, SINCE)).toBe(false);
    expect(isSameText({ ...LISTED, date_created: "Tue, 01 Dec 2026 11:58:59 +0000" }, TEXT, SINCE)).toBe(
      false,
    );
    expect(isSameText({ ...LISTED, date_created: "not a date" }, TEXT, SINCE)).toBe(false);
  });

  it("allows a minute of clock difference with Twilio", () => {
    expect(isSameText({ ...LISTED, date_created: "Tue, 01 Dec 2026 11:59:01 +0000" }, TEXT, SINCE)).toBe(
      true,
    );
  });

  it("matches a Messaging Service's text by the service, whichever pool number sent it", () => {
    const viaService = { ...TEXT, messagingServiceSid: "MG1" };
    expect(
      isSameText({ ...LISTED, from: "+15005550099", messaging_service_sid: "MG1" }, viaService, SINCE),
    ).toBe(true);
    expect(isSameText({ ...LISTED, messaging_service_sid: "MG2" }, viaService, SINCE)).toBe(false);
  });

  it("reads WhatsApp addresses as Twilio writes them", () => {
    const whatsapp = { ...TEXT, channel: "whatsapp" as const };
    const listed = { ...LISTED, to: "whatsapp:+12125550101", from: "whatsapp:+15005550006" };
    expect(isSameText(listed, whatsapp, SINCE)).toBe(true);
    expect(isSameText(LISTED, whatsapp, SINCE)).toBe(false);
  });

  it("finds an RCS text under the plain number or the rcs: address Twilio may list it under", () => {
    const rcs = { ...TEXT, channel: "rcs" as const, messagingServiceSid: "MG1" };
    const viaService = { ...LISTED, messaging_service_sid: "MG1" };
    expect(isSameText(viaService, rcs, SINCE)).toBe(true);
    expect(isSameText({ ...viaService, to: "rcs:+12125550101", from: "rcs:textpal_agent" }, rcs, SINCE)).toBe(
      true,
    );
    expect(isSameText({ ...viaService, to: "rcs:+12125550102" }, rcs, SINCE)).toBe(false);
  });

  it("finds a WhatsApp template by the text Twilio made of it, which holds ours as its variable", () => {
    const template = {
      ...TEXT,
      channel: "whatsapp" as const,
      whatsappTemplateSid: `HX${"c".repeat(32)}`,
    };
    const listed = { ...LISTED, to: "whatsapp:+12125550101", from: "whatsapp:+15005550006" };
    const rendered = "Here is your reminder: Reminder: call mum";
    expect(isSameText({ ...listed, body: rendered }, template, SINCE)).toBe(true);
    expect(
      isSameText({ ...listed, body: "Here is your reminder: Reminder: call dad" }, template, SINCE),
    ).toBe(false);
  });
});
