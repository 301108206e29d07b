import type { Executor } from "../../db/client.js";
import { insertInboundMessage } from "../../db/repositories/messages.js";
import { findOrCreateThread, recordThreadMessage } from "../../db/repositories/threads.js";
import { recordUserText } from "../../db/repositories/users.js";
import type { MessageMedia } from "../../db/schema/index.js";
import type { Clock } from "../clock.js";
import { findOrCreateUser } from "../users/find-or-create-user.js";

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

export type ReceiveResult = { stored: true; messageId: number; threadId: number } | { stored: false };

/**
 * Stores an inbound text durably, once per provider message id (a unique constraint, so retried
 * webhooks racing each other still store it once), creating the user and thread on first contact.
 * Answering happens later, in the inbound worker.
 */
export async function receiveInbound(db: Executor, clock: Clock, text: InboundText): Promise<ReceiveResult> {
  return db.transaction(async (tx) => {
    const now = clock.now();
    const participants = [...new Set([text.from, ...text.otherParticipants])].sort();
    const people = [];
    for (const phone of participants) people.push(await findOrCreateUser(tx, phone));
    const sender = people.find((person) => person.phone_number === text.from);
    if (!sender) throw new Error("the sender is missing from the participants");
    const thread = await findOrCreateThread(
      tx,
      text.systemNumber,
      participants,
      people.map((person) => person.id),
    );
    const message = await insertInboundMessage(tx, {
      thread_id: thread.id,
      sender: text.from,
      sender_role: "user",
      content: text.body,
      media_url: text.media[0]?.url ?? null,
      media: text.media,
      delivery_status: "received",
      provider: text.provider,
      provider_message_id: text.providerMessageId,
      kind: "inbound",
      created_at: now,
    });
    if (!message) return { stored: false };
    await recordUserText(tx, sender.id, now);
    await recordThreadMessage(tx, thread.id, text.body, now);
    return { stored: true, messageId: message.id, threadId: thread.id };
  });
}
