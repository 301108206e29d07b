import type { MessageMedia } from "../../db/schema/index.js";

export interface InboundText {
  provider: "twilio" | "mock";
  providerMessageId: string;
  /** The sender, E.164. */
  from: string;
  /** The system number texted, E.164. */
  systemNumber: string;
  /** Other people on a group text (E.164), besides the sender and the system number. */
  otherParticipants: string[];
  body: string;
  media: MessageMedia[];
}

export type ReceiveResult =
  /** `leased`: stored claimed for the process that received it, which answers it (see InboundStore). */
  | { stored: true; messageId: number; threadId: number; leased: boolean }
  /** Not stored: a retried webhook, or (`numberInactive`) a system number switched off meanwhile. */
  | { stored: false; numberInactive?: boolean };
