import type { Channel } from "../../shared/channels.js";

/** WhatsApp's customer service window: free-form messages only within 24 hours of the person's last one. */
export const WHATSAPP_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Why a queued message to a WhatsApp-only person waits (shown in the queue as its reason). */
export const WHATSAPP_WINDOW_HOLD_REASON =
  "WhatsApp 24-hour window closed: waiting for the person to write again";

/** The error code of a WhatsApp text that would have left outside the window. */
export const WHATSAPP_WINDOW_CLOSED = "whatsapp_window_closed";

/** The earliest last message that still opens the window at `now`: later ones do, this one does not. */
export function whatsappWindowStart(now: Date): Date {
  return new Date(now.getTime() - WHATSAPP_WINDOW_MS);
}

/**
 * Whether a free-form message may go out on `channel` at `now`, given the person's last WhatsApp
 * message. SMS has no such window; a person who never wrote on WhatsApp cannot be sent to there.
 */
export function mayMessageFreely(channel: Channel, lastWhatsAppMessageAt: Date | null, now: Date): boolean {
  if (channel !== "whatsapp") return true;
  if (!lastWhatsAppMessageAt) return false;
  return lastWhatsAppMessageAt.getTime() > whatsappWindowStart(now).getTime();
}
