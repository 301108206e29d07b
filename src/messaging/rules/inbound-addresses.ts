import type { Channel } from "../../shared/channels.js";
import { parsePhoneAddress } from "../../shared/phone-numbers.js";

/** Who a text is from, on which channel, and which numbers it was sent to, or why it cannot be taken. */
export type Addressing =
  | { ok: true; from: string; channel: Channel; addressed: string[] }
  | { ok: false; reason: "unsupported_channel"; channel: string }
  | { ok: false; reason: "unreadable_sender" };

/** An address of another channel than a phone's: `messenger:…`. */
const OTHER_SCHEME = /^\s*([a-z][a-z0-9+.-]*):/i;

/** Schemes whose addresses are a person's phone on one of our channels. */
const PHONE_SCHEMES = new Set(["tel", "sms", "whatsapp", "rcs"]);

/**
 * Reads a webhook's `From` and `To` (a group text lists several numbers in `To`, comma-separated).
 * This product answers SMS, MMS, WhatsApp (`whatsapp:+…`) and RCS (`rcs:+…`): the person's phone
 * on another channel. WhatsApp and RCS have no group texts here: such a text is addressed to us
 * alone, and an RCS text's `To` is the RCS sender (`rcs:brand_agent`), not a number, so it is
 * routed by its Messaging Service. A channel this product does not serve (Messenger) is refused by
 * name, so the operator sees why, rather than read as a bad number.
 */
export function readAddresses(from: string, to: string): Addressing {
  const sender = parsePhoneAddress(from);
  if (!sender) {
    const scheme = OTHER_SCHEME.exec(from)?.[1]?.toLowerCase();
    if (scheme && !PHONE_SCHEMES.has(scheme))
      return { ok: false, reason: "unsupported_channel", channel: scheme };
    return { ok: false, reason: "unreadable_sender" };
  }
  const entries = sender.channel === "sms" ? to.split(",") : to.split(",").slice(0, 1);
  const addressed = entries.flatMap((entry) => parsePhoneAddress(entry)?.phone ?? []);
  return { ok: true, from: sender.phone, channel: sender.channel, addressed };
}
