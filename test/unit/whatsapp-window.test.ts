import { describe, expect, it } from "vitest";
import { mayMessageFreely, whatsappWindowStart } from "../../src/domain/delivery-rules/whatsapp-window.js";

const now = new Date("2026-05-10T12:00:00Z");
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

describe("the WhatsApp 24-hour window", () => {
  it("lets free-form messages go within 24 hours of the person's last WhatsApp message", () => {
    expect(mayMessageFreely("whatsapp", hoursAgo(0), now)).toBe(true);
    expect(mayMessageFreely("whatsapp", hoursAgo(23.99), now)).toBe(true);
  });

  it("closes at exactly 24 hours and stays closed after", () => {
    expect(mayMessageFreely("whatsapp", hoursAgo(24), now)).toBe(false);
    expect(mayMessageFreely("whatsapp", hoursAgo(72), now)).toBe(false);
  });

  it("is closed for a person who never wrote on WhatsApp", () => {
    expect(mayMessageFreely("whatsapp", null, now)).toBe(false);
  });

  it("does not apply to SMS", () => {
    expect(mayMessageFreely("sms", null, now)).toBe(true);
    expect(mayMessageFreely("sms", hoursAgo(1000), now)).toBe(true);
  });

  it("starts 24 hours before now", () => {
    expect(whatsappWindowStart(now).toISOString()).toBe("2026-05-09T12:00:00.000Z");
  });
});
