import { request } from "undici";
import { type SpanNotes, withSpan } from "../../observability/tracing/spans.js";
import { type OutgoingSms, type SentSms, type SmsProvider, SmsSendError } from "./sms-provider.js";
import { listSentTexts, twilioAddress } from "./twilio-message-list.js";

export const TWILIO_API_BASE_URL = "https://api.twilio.com";
const REQUEST_TIMEOUT_MS = 15_000;

export interface TwilioCredentials {
  accountSid: string;
  authToken: string;
  /** Any Twilio-compatible API (SignalWire, a local test server). */
  baseUrl?: string;
}

/**
 * Twilio's Messages REST call, made directly: the official client pins api.twilio.com, while
 * operators need to point it at compatible APIs through TWILIO_API_BASE_URL. undici's request()
 * rather than fetch(): every reply makes this call, and fetch's streams cost several times more CPU.
 */
export function createTwilioProvider(credentials: TwilioCredentials): SmsProvider {
  const base = credentials.baseUrl ?? TWILIO_API_BASE_URL;
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(credentials.accountSid)}/Messages.json`;
  const authorization = twilioAuthorization(credentials.accountSid, credentials.authToken);
  return {
    name: "twilio",
    rateLimited: true,
    send: (message) =>
      withSpan("textpal.sms.twilio_send", sendFacts(message), (span) => postMessage(message, span), {
        kind: "client",
      }),
    findSent: (message, since) => listSentTexts(base, url, authorization, message, since),
  };

  async function postMessage(asked: OutgoingSms, span: SpanNotes): Promise<SentSms> {
    const rerouted = reroutedChannel(asked);
    const message = rerouted ? { ...asked, channel: rerouted.channel } : asked;
    let response: Awaited<ReturnType<typeof request>>;
    try {
      response = await request(url, {
        method: "POST",
        headers: { authorization, "content-type": "application/x-www-form-urlencoded" },
        body: formBody(message).toString(),
        headersTimeout: REQUEST_TIMEOUT_MS,
        bodyTimeout: REQUEST_TIMEOUT_MS,
      });
    } catch (error) {
      throw new SmsSendError(`Twilio unreachable: ${(error as Error).message}`, "network", true);
    }
    const payload = (await response.body.json().catch(() => ({}))) as {
      sid?: string;
      status?: string;
      code?: number;
      message?: string;
    };
    span.note({
      "http.response.status_code": response.statusCode,
      "textpal.provider.status": payload.status,
    });
    if (response.statusCode >= 300) throw toSendError(response.statusCode, payload, message.body);
    if (!payload.sid) throw new SmsSendError("Twilio answered without a message sid", "no_sid", true);
    const sent: SentSms = { providerMessageId: payload.sid, status: payload.status ?? "queued" };
    return rerouted ? { ...sent, rerouted } : sent;
  }
}

/** Why an RCS text went by SMS, for the log and the operator. */
export const RCS_NEEDS_MESSAGING_SERVICE =
  "the system number has no Messaging Service, and Twilio sends RCS only through one";

/** Twilio sends RCS only through a Messaging Service: without one, an RCS text goes by SMS from the number. */
export function reroutedChannel(message: OutgoingSms): SentSms["rerouted"] | undefined {
  if (message.channel === "rcs" && !message.messagingServiceSid)
    return { channel: "sms", reason: RCS_NEEDS_MESSAGING_SERVICE };
  return undefined;
}

/** What a provider call's span says of the text: how it goes, never to or from whom, nor what it says. */
function sendFacts(message: OutgoingSms) {
  return {
    "http.request.method": "POST",
    "textpal.channel": message.channel,
    "textpal.media.count": message.mediaUrls.length,
    "textpal.via_messaging_service": Boolean(message.messagingServiceSid),
  };
}

/** The Basic authorization Twilio's API (and its media behind it) takes from the account. */
export function twilioAuthorization(accountSid: string, authToken: string): string {
  return `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`;
}

function formBody(message: OutgoingSms): URLSearchParams {
  const address = (phone: string) => twilioAddress(phone, message.channel);
  // A Messaging Service picks the sender from its pool (WhatsApp and RCS senders too); otherwise From.
  const sender: Record<string, string> = message.messagingServiceSid
    ? { MessagingServiceSid: message.messagingServiceSid }
    : { From: address(message.from) };
  // A WhatsApp template goes by its Content SID, the text filling its variable 1, instead of a Body.
  const content: Record<string, string> = message.whatsappTemplateSid
    ? { ContentSid: message.whatsappTemplateSid, ContentVariables: JSON.stringify({ "1": message.body }) }
    : { Body: message.body };
  const form = new URLSearchParams({ To: address(message.to), ...sender, ...content });
  for (const mediaUrl of message.mediaUrls) form.append("MediaUrl", mediaUrl);
  if (message.statusCallbackUrl) form.set("StatusCallback", message.statusCallbackUrl);
  return form;
}

/** The error's message goes to the log: an API that quotes the text it was sent must not put it there. */
function toSendError(
  status: number,
  payload: { code?: number; message?: string },
  body: string,
): SmsSendError {
  const code = payload.code ? String(payload.code) : `http_${status}`;
  const retryable = status === 429 || status >= 500;
  const said = payload.message ?? "error";
  const message = body ? said.replaceAll(body, "[the text sent]") : said;
  return new SmsSendError(`Twilio ${status}: ${message}`, code, retryable);
}
