import type { Channel } from "../../shared/channels.js";
import { isOn } from "../../shared/settings.js";
import { mayMessageFreely, WHATSAPP_WINDOW_HOLD_REASON } from "./whatsapp-window.js";

/** Why a queued message to a person reachable only on WhatsApp waits while the channel is off. */
export const WHATSAPP_OFF_HOLD_REASON =
  "WhatsApp channel is off in Settings: waiting for the person to write by SMS or for WhatsApp to be turned on";

/** The operator's WhatsApp settings, as a queued message is dispatched. */
export interface WhatsAppPolicy {
  /** WHATSAPP_ENABLED. */
  enabled: boolean;
  /** WHATSAPP_TEMPLATE_SID, or null when none is set. */
  templateSid: string | null;
}

/** How a queued message (a reminder, an announcement) goes out on its thread's channel. */
export type QueuedDelivery =
  | { action: "send" }
  /** Outside the 24-hour window: as the approved template, with the message's text as its variable. */
  | { action: "template"; templateSid: string }
  | { action: "hold"; reason: string };

/**
 * SMS has no rule here. On WhatsApp nothing goes out while the operator has the channel off; in
 * the person's 24-hour window a free-form message does; outside it only an approved template may,
 * so the message goes as the operator's template, or waits for the person to write when there is none.
 */
export function queuedDelivery(
  channel: Channel,
  lastWhatsAppMessageAt: Date | null,
  now: Date,
  policy: WhatsAppPolicy,
): QueuedDelivery {
  if (channel !== "whatsapp") return { action: "send" };
  if (!policy.enabled) return { action: "hold", reason: WHATSAPP_OFF_HOLD_REASON };
  if (mayMessageFreely(channel, lastWhatsAppMessageAt, now)) return { action: "send" };
  if (policy.templateSid) return { action: "template", templateSid: policy.templateSid };
  return { action: "hold", reason: WHATSAPP_WINDOW_HOLD_REASON };
}

/** The settings' WhatsApp policy: a toggle on only at "true", a template only when one is set. */
export function whatsappPolicy(settings: {
  WHATSAPP_ENABLED: string;
  WHATSAPP_TEMPLATE_SID: string;
}): WhatsAppPolicy {
  const templateSid = settings.WHATSAPP_TEMPLATE_SID.trim();
  return { enabled: isOn(settings.WHATSAPP_ENABLED), templateSid: templateSid || null };
}
