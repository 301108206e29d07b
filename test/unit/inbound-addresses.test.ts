import { describe, expect, it } from "vitest";
import { readAddresses } from "../../src/messaging/rules/inbound-addresses.js";

describe("reading a webhook's addresses", () => {
  it("reads the forms carriers and links use", () => {
    for (const from of [
      "+14155550100",
      "tel:+1-415-555-0100",
      "sms:+14155550100",
      "＋１４１５５５５０１００",
    ])
      expect(readAddresses(from, "+15005550006")).toEqual({
        ok: true,
        from: "+14155550100",
        channel: "sms",
        addressed: ["+15005550006"],
      });
    expect(readAddresses("011 44 20 7946 0958", "+15005550006")).toMatchObject({ from: "+442079460958" });
  });

  it("lists every number of a group text's To", () => {
    expect(readAddresses("+14155550100", "+15005550006, +14155550101,not a number")).toMatchObject({
      addressed: ["+15005550006", "+14155550101"],
    });
  });

  it("reads a WhatsApp sender as the same phone on the whatsapp channel, never a group", () => {
    expect(readAddresses("whatsapp:+14155550100", "whatsapp:+15005550006")).toEqual({
      ok: true,
      from: "+14155550100",
      channel: "whatsapp",
      addressed: ["+15005550006"],
    });
    expect(readAddresses("WhatsApp:+14155550100", "whatsapp:+15005550006,+14155550101")).toMatchObject({
      addressed: ["+15005550006"],
    });
  });

  it("reads an RCS sender as the same phone on the rcs channel, addressed to its sender agent", () => {
    // Twilio's RCS webhook: From is the person's rcs: address, To the RCS sender (not a number).
    expect(readAddresses("rcs:+14155550100", "rcs:textpal_k4xc2hqa_agent")).toEqual({
      ok: true,
      from: "+14155550100",
      channel: "rcs",
      addressed: [],
    });
    expect(readAddresses("RCS:+14155550100", "+15005550006,+14155550101")).toMatchObject({
      channel: "rcs",
      addressed: ["+15005550006"],
    });
  });

  it("refuses a channel it does not serve by name", () => {
    expect(readAddresses("messenger:1234567", "+15005550006")).toMatchObject({ channel: "messenger" });
  });

  it("says when the sender is not a phone number", () => {
    expect(readAddresses("hello", "+15005550006")).toEqual({ ok: false, reason: "unreadable_sender" });
    expect(readAddresses("tel:12", "+15005550006")).toEqual({ ok: false, reason: "unreadable_sender" });
  });
});
