import { request } from "undici";
import type { OutgoingSms, SentSms } from "./sms-provider.js";

/** Twilio's list answers newest first; a person sent this many texts since a claim is not one of ours. */
const PAGE_SIZE = 50;
const MOST_PAGES = 3;
/** Twilio's clock and ours may disagree by this much. */
const CLOCK_SKEW_MS = 60_000;
const REQUEST_TIMEOUT_MS = 15_000;

interface ListedMessage {
  sid?: string;
  to?: string;
  from?: string;
  body?: string;
  status?: string;
  messaging_service_sid?: string | null;
  date_created?: string;
}

/** The address Twilio shows for a phone on this channel. */
export function twilioAddress(phone: string, channel: OutgoingSms["channel"]): string {
  return channel === "whatsapp" ? `whatsapp:${phone}` : phone;
}

/**
 * Whether a listed message is this text: same recipient, sender or service, body, and not older.
 * Twilio lists a template by the text it made of it, which holds ours as its variable.
 */
export function isSameText(listed: ListedMessage, message: OutgoingSms, since: Date): boolean {
  const sameBody = message.whatsappTemplateSid
    ? (listed.body ?? "").includes(message.body)
    : listed.body === message.body;
  if (listed.to !== twilioAddress(message.to, message.channel) || !sameBody) return false;
  const sender = message.messagingServiceSid
    ? listed.messaging_service_sid === message.messagingServiceSid
    : listed.from === twilioAddress(message.from, message.channel);
  const created = Date.parse(listed.date_created ?? "");
  return sender && Number.isFinite(created) && created >= since.getTime() - CLOCK_SKEW_MS;
}

/**
 * GET Messages.json?To=…: the messages sent to the recipient, newest first, page by page until a
 * page reaches back past `since`. Throws when Twilio cannot be asked: the caller must not take
 * that for "never sent".
 */
export async function listSentTexts(
  base: string,
  messagesUrl: string,
  authorization: string,
  message: OutgoingSms,
  since: Date,
): Promise<SentSms[]> {
  const query = new URLSearchParams({
    To: twilioAddress(message.to, message.channel),
    PageSize: String(PAGE_SIZE),
  });
  let url: string | null = `${messagesUrl}?${query}`;
  const found: SentSms[] = [];
  for (let page = 0; url && page < MOST_PAGES; page++) {
    const response = await request(url, {
      headers: { authorization },
      headersTimeout: REQUEST_TIMEOUT_MS,
      bodyTimeout: REQUEST_TIMEOUT_MS,
    });
    const payload = (await response.body.json().catch(() => ({}))) as {
      messages?: ListedMessage[];
      next_page_uri?: string | null;
    };
    if (response.statusCode >= 300 || !Array.isArray(payload.messages))
      throw new Error(`Twilio answered ${response.statusCode} to a list of messages`);
    for (const listed of payload.messages)
      if (listed.sid && isSameText(listed, message, since))
        found.unshift({ providerMessageId: listed.sid, status: listed.status ?? "queued" });
    const oldest = Date.parse(payload.messages.at(-1)?.date_created ?? "");
    const reachesBack = !Number.isFinite(oldest) || oldest < since.getTime() - CLOCK_SKEW_MS;
    url = reachesBack || !payload.next_page_uri ? null : `${base}${payload.next_page_uri}`;
  }
  return found;
}
