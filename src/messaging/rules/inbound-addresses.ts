import { parsePhoneAddress } from "../../shared/phone-numbers.js";

/** Who a text is from and which numbers it was sent to, or why it cannot be taken. */
export type Addressing =
  | { ok: true; from: string; addressed: string[] }
  | { ok: false; reason: "unsupported_channel"; channel: string }
  | { ok: false; reason: "unreadable_sender" };

/** An address of another channel than a phone's: `messenger:…`, `rcs:…`. */
const OTHER_SCHEME = /^\s*([a-z][a-z0-9+.-]*):/i;

/**
 * Reads a webhook's `From` and `To` (a group text lists several numbers in `To`, comma-separated).
 * This product answers SMS and MMS: a channel it does not serve yet (WhatsApp, Messenger) is
 * refused by name, so the operator sees why, rather than read as a bad number.
 */
export function readAddresses(from: string, to: string): Addressing {
  const sender = parsePhoneAddress(from);
  if (sender?.channel === "whatsapp")
    return { ok: false, reason: "unsupported_channel", channel: "whatsapp" };
  if (!sender) {
    const scheme = OTHER_SCHEME.exec(from)?.[1]?.toLowerCase();
    if (scheme && scheme !== "tel" && scheme !== "sms")
      return { ok: false, reason: "unsupported_channel", channel: scheme };
    return { ok: false, reason: "unreadable_sender" };
  }
  const addressed = to.split(",").flatMap((entry) => parsePhoneAddress(entry)?.phone ?? []);
  return { ok: true, from: sender.phone, addressed };
}
