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

/**
 * The address Twilio is given for a phone on this channel. An RCS text is addressed to the plain
 * number: its Messaging Service then tries RCS first and falls back to SMS, where `rcs:+…` would
 * allow RCS only.
 */
export function twilioAddress(phone: string, channel: OutgoingSms["channel"]): string {
  return channel === "whatsapp" ? `whatsapp:${phone}` : phone;
}

/** The addresses Twilio may list a text to this phone under: an RCS one shows as rcs:+… once delivered so. */
function listedAddresses(phone: string, channel: OutgoingSms["channel"]): string[] {
  return channel === "rcs" ? [phone, `rcs:${phone}`] : [twilioAddress(phone, channel)];
}

/**
 * Whether a listed message is this text: same recipient, sender or service, body, and not older.
 * Twilio lists a template by the text it made of it, which holds ours as its variable.
 */
export function isSameText(listed: ListedMessage, message: OutgoingSms, since: Date): boolean {
  const sameBody = message.whatsappTemplateSid
    ? (listed.body ?? "").includes(message.body)
    : listed.body === message.body;
  if (!listedAddresses(message.to, message.channel).includes(listed.to ?? "") || !sameBody) return false;
  const sender = message.messagingServiceSid
    ? listed.messaging_service_sid === message.messagingServiceSid
    : listed.from === twilioAddress(message.from, message.channel);
  const created = Date.parse(listed.date_created ?? "");
  return sender && Number.isFinite(created) && created >= since.getTime() - CLOCK_SKEW_MS;
}

/**
 * GET Messages.json?To=…: the messages sent to the recipient, newest first, page by page until a
 * page reaches back past `since`; an RCS text is looked for under both addresses it may be listed
 * under. Throws when Twilio cannot be asked: the caller must not take that for "never sent".
 */
export async function listSentTexts(
  base: string,
  messagesUrl: string,
  authorization: string,
  message: OutgoingSms,
  since: Date,
): Promise<SentSms[]> {
  const found: SentSms[] = [];
  for (const to of listedAddresses(message.to, message.channel))
    found.push(...(await listSentTo(base, `${messagesUrl}?${listQuery(to)}`, authorization, message, since)));
  return found;
}

const listQuery = (to: string) => new URLSearchParams({ To: to, PageSize: String(PAGE_SIZE) });

async function listSentTo(
  base: string,
  firstPage: string,
  authorization: string,
  message: OutgoingSms,
  since: Date,
): Promise<SentSms[]> {
  let url: string | null = firstPage;
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
