import { describe, expect, it } from "vitest";
import {
  OPTED_OUT_EVERYONE,
  OPTED_OUT_PERSON,
  operatorRecipients,
  WHATSAPP_WINDOW_CLOSED_FOR_OPERATOR,
} from "../../src/domain/threads/operator-recipients.js";

const NOW = new Date("2026-12-02T12:00:00Z");
const HOUR = 3_600_000;
const person = (opted_out = false, lastWhatsApp: Date | null = null) => ({
  opted_out,
  whatsapp_last_inbound_at: lastWhatsApp,
});

describe("who an operator's message goes to", () => {
  const oneToOne = { participants: ["+12125550101"], channel: "sms" as const, is_group_chat: false };
  const group = {
    participants: ["+12125550101", "+12125550102"],
    channel: "sms" as const,
    is_group_chat: true,
  };

  it("goes to the person, and never to one who opted out", () => {
    expect(operatorRecipients(oneToOne, [person()], NOW)).toEqual({ phones: ["+12125550101"] });
    expect(operatorRecipients(oneToOne, [person(true)], NOW)).toEqual({ refused: OPTED_OUT_PERSON });
  });

  it("goes to the people of a group who did not opt out, and is refused when none is left", () => {
    expect(operatorRecipients(group, [person(true), person()], NOW)).toEqual({ phones: ["+12125550102"] });
    expect(operatorRecipients(group, [person(true), person(true)], NOW)).toEqual({
      refused: OPTED_OUT_EVERYONE,
    });
  });

  it("on WhatsApp, only within 24 hours of the person's last message", () => {
    const whatsapp = { ...oneToOne, channel: "whatsapp" as const };
    const recent = new Date(NOW.getTime() - 23 * HOUR);
    const old = new Date(NOW.getTime() - 25 * HOUR);
    expect(operatorRecipients(whatsapp, [person(false, recent)], NOW)).toEqual({ phones: ["+12125550101"] });
    expect(operatorRecipients(whatsapp, [person(false, old)], NOW)).toEqual({
      refused: WHATSAPP_WINDOW_CLOSED_FOR_OPERATOR,
    });
    expect(operatorRecipients(whatsapp, [person(false, null)], NOW)).toEqual({
      refused: WHATSAPP_WINDOW_CLOSED_FOR_OPERATOR,
    });
  });
});
