import { and, eq, isNull } from "drizzle-orm";
import type { Executor } from "../client.js";
import { messages, threads } from "../schema/index.js";
import { insertMessages, type NewMessage } from "./messages.js";
import { recordThreadMessages } from "./threads.js";

export interface TurnHoldWrite {
  inboundId: number;
  threadId: number;
  /** The text stays claimed, so unanswered and unclaimable, until then; the thread remembers it. */
  until: Date;
  /** The notice that the person went over the limit, when it is due (once a flood). */
  notice: NewMessage[];
  now: Date;
}

/**
 * Leaves a text unanswered until `until` (MAX_TEXTS_PER_MINUTE): its claim runs until then, and
 * the texts behind it wait with it, to be answered together. False, and nothing written, when the
 * text was answered meanwhile. Run in a transaction: the notice goes with the hold or not at all.
 */
export async function holdInboundTurn(tx: Executor, hold: TurnHoldWrite): Promise<boolean> {
  const held = await tx
    .update(messages)
    .set({ lease_until: hold.until, updated_at: hold.now })
    .where(and(eq(messages.id, hold.inboundId), isNull(messages.processed_at)))
    .returning({ id: messages.id });
  if (held.length === 0) return false;
  await tx.update(threads).set({ flood_until: hold.until }).where(eq(threads.id, hold.threadId));
  await insertMessages(tx, hold.notice);
  const last = hold.notice.at(-1);
  if (last) {
    await recordThreadMessages(tx, [
      { threadId: hold.threadId, count: hold.notice.length, lastMessage: last.content ?? "", at: hold.now },
    ]);
  }
  return true;
}
