import { toE164 } from "../../domain/phone-numbers.js";

/** Who a text is from and which numbers it was sent to, or why it cannot be taken. */
export type Addressing =
  | { ok: true; from: string; addressed: string[] }
  | { ok: false; reason: "unsupported_channel"; channel: string }
  | { ok: false; reason: "unreadable_sender" };

/** Channels that reach the webhook with an address prefix; this product answers SMS and MMS only. */
const UNSUPPORTED_CHANNEL = /^\s*(whatsapp|messenger|rcs):/i;

/**
 * Reads a webhook's `From` and `To` (a group text lists several numbers in `To`, comma-separated).
 * A channel this product does not serve yet is refused by name rather than read as a bad number.
 */
export function readAddresses(from: string, to: string): Addressing {
  const channel = UNSUPPORTED_CHANNEL.exec(from)?.[1] ?? UNSUPPORTED_CHANNEL.exec(to)?.[1];
  if (channel) return { ok: false, reason: "unsupported_channel", channel: channel.toLowerCase() };
  const sender = toE164(from);
  if (!sender) return { ok: false, reason: "unreadable_sender" };
  return { ok: true, from: sender, addressed: to.split(",").flatMap((entry) => toE164(entry) ?? []) };
}
