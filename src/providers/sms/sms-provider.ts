import type { Channel } from "../../shared/channels.js";

export interface OutgoingSms {
  /**
   * E.164 numbers; on WhatsApp the provider writes them as whatsapp: addresses. `from` is the
   * system number. On RCS the text goes through the number's Messaging Service, which tries RCS
   * first and falls back to SMS.
   */
  from: string;
  /**
   * The number's Twilio Messaging Service, when it has one: the text is sent through the service
   * (which picks the sender from its pool and applies its compliance settings) instead of `from`.
   */
  messagingServiceSid?: string | null;
  to: string;
  channel: Channel;
  body: string;
  /**
   * On WhatsApp outside the 24-hour window: the approved template (a Content SID, HX…) sent
   * instead of `body`, with `body` as its variable 1.
   */
  whatsappTemplateSid?: string | null;
  mediaUrls: string[];
  /** Where the provider reports delivery; absent for providers that report nothing. */
  statusCallbackUrl?: string;
}

export interface SentSms {
  providerMessageId: string;
  /** The provider's first status: queued for Twilio, sent or delivered for local providers. */
  status: string;
  /**
   * Set when the text left on another channel than the one asked for, with why: Twilio sends RCS
   * only through a Messaging Service, so an RCS text from a number without one goes by SMS.
   */
  rerouted?: { channel: Channel; reason: string };
}

export interface SmsProvider {
  readonly name: string;
  /** Whether sends are paced by the system number's messages-per-second. */
  readonly rateLimited: boolean;
  send(message: OutgoingSms): Promise<SentSms>;
  /**
   * The texts the provider holds that match this one (recipient, sender or service, body) and
   * were created since `since`, oldest first: how a send whose outcome died with its process is
   * found before it is sent again. Absent for providers that keep no such list.
   */
  findSent?(message: OutgoingSms, since: Date): Promise<SentSms[]>;
}

/** A send that failed: retryable for rate limits, server errors and network trouble, final otherwise. */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = "SmsSendError";
  }
}

/** Twilio's error for a recipient who opted out at the carrier: stop sending to them. */
export const TWILIO_OPTED_OUT = "21610";
/** Twilio's error for a number that cannot receive texts. */
export const TWILIO_INVALID_NUMBER = "21211";
