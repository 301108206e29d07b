import type { MessageMedia } from "../../db/schema/index.js";
import type { Channel } from "../../shared/channels.js";
import type { InboundKind } from "../rules/advanced-opt-out.js";

/** A text as a provider's webhook (or the console's mock chat) hands it over. */
export interface ArrivingText {
  provider: "twilio" | "mock";
  providerMessageId: string;
  /** The sender's address as sent: `+14155550100`, `whatsapp:+1…`, `tel:…`. */
  from: string;
  /** The addressed numbers as sent, comma-separated on a group text. */
  to: string;
  body: string;
  media: MessageMedia[];
  /** The Twilio Messaging Service that received it, if any: routes a text whose `To` is a pool number. */
  messagingServiceSid?: string;
  /** Twilio's Advanced Opt-Out verdict on it: STOP, START or HELP. */
  optOutType?: string;
}

/** A text whose addresses have been read, for the store. */
export interface InboundText {
  provider: "twilio" | "mock";
  providerMessageId: string;
  /** The sender, E.164: their phone, whichever channel they wrote on. */
  from: string;
  /** The channel it came in on, and its replies go back on. */
  channel: Channel;
  /** The system number texted, E.164. */
  systemNumber: string;
  /** Other people on a group text (E.164), besides the sender and the system number; none on WhatsApp. */
  otherParticipants: string[];
  body: string;
  media: MessageMedia[];
  kind: InboundKind;
}

/** Why a text was not taken; each is logged, so an operator can see it. */
export type RefusalReason =
  | "unsupported_channel"
  | "unreadable_sender"
  | "not_our_number"
  | "number_inactive";

export type ReceiveResult =
  /** `leased`: stored claimed for the process that received it, which answers it (see InboundStore). */
  | { outcome: "stored"; messageId: number; threadId: number; leased: boolean }
  /** The database could not take it now: kept in the spool, taken when it can (decision 015). */
  | { outcome: "spooled" }
  /** Its provider id was stored before: a retried webhook. */
  | { outcome: "duplicate" }
  | { outcome: "refused"; reason: RefusalReason; detail: string };

/** What the store made of one text. */
export type StoreResult =
  | { stored: true; messageId: number; threadId: number; leased: boolean }
  | { stored: false };
