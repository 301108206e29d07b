import type { Channel } from "../../shared/channels.js";

const PREFIX_CHANNELS: Record<string, Channel> = { sms: "sms", mms: "sms", whatsapp: "whatsapp", rcs: "rcs" };
const ADDRESS_SCHEME = /^\s*([a-z][a-z0-9+.-]*):/i;
const PHONE_NUMBER = /^\s*\+?\d[\d\s().-]*$/;

/**
 * The channel a status callback says its text went on, or null when it does not say. Twilio's
 * callback for a text sent through a Messaging Service with an RCS sender carries `From: rcs:…`
 * while the text goes by RCS, and the SMS sender's number once Twilio fell back to SMS; a
 * WhatsApp one carries `whatsapp:…`. `ChannelPrefix`, when Twilio adds it, names the channel
 * outright (mms is SMS with pictures). Anything else says nothing.
 */
export function reportedChannel(report: { channelPrefix?: string; from?: string }): Channel | null {
  const prefix = report.channelPrefix?.trim().toLowerCase();
  if (prefix) return PREFIX_CHANNELS[prefix] ?? null;
  const from = report.from ?? "";
  const scheme = ADDRESS_SCHEME.exec(from)?.[1]?.toLowerCase();
  if (scheme) return scheme === "whatsapp" || scheme === "rcs" ? scheme : null;
  return PHONE_NUMBER.test(from) ? "sms" : null;
}
