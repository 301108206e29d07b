import { Batcher } from "../../db/batcher.js";
import type { Database, Executor } from "../../db/client.js";
import {
  insertInboundMessages,
  type NewInboundRow,
  type StoredInbound,
} from "../../db/repositories/inbound-queue.js";
import { findOrCreateThread } from "../../db/repositories/threads.js";
import { BoundedMap } from "../bounded-map.js";
import type { Clock } from "../clock.js";
import { findOrCreateUser } from "../users/find-or-create-user.js";
import type { InboundText, ReceiveResult } from "./receive-inbound.js";

/** Conversations seen recently; enough for a busy process, bounded so memory stays flat. */
const MAX_CACHED_CONVERSATIONS = 50_000;

/**
 * Stores inbound texts durably and fast. A text from a known conversation is one row in a
 * group-committed INSERT; the first text of a conversation first creates the user(s) and the
 * thread in a transaction. The unique provider message id makes retried webhooks store once, and a
 * text for a system number that is no longer active is not stored. With `leaseUntil`, a text that
 * is the only unanswered one of its thread is stored claimed for the caller, which answers it.
 * Counters (last_active, message counts) are updated when the text is answered.
 */
export class InboundStore {
  private readonly threads = new BoundedMap<string, number>(MAX_CACHED_CONVERSATIONS);
  private readonly batch: Batcher<NewInboundRow, StoredInbound | null>;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {
    this.batch = new Batcher((rows) => insertInboundMessages(this.db, rows));
  }

  async receive(text: InboundText, leaseUntil: Date | null = null): Promise<ReceiveResult> {
    const participants = [...new Set([text.from, ...text.otherParticipants])].sort();
    const key = `${text.systemNumber}|${participants.join(",")}`;
    const cachedThread = this.threads.get(key);
    if (cachedThread !== undefined) {
      try {
        return await this.insert(cachedThread, text, leaseUntil);
      } catch {
        // The thread may have been deleted (a user reset) since it was cached: resolve it again.
        this.threads.delete(key);
      }
    }
    const threadId = await this.db.transaction((tx) => resolveThread(tx, text.systemNumber, participants));
    this.threads.set(key, threadId);
    return this.insert(threadId, text, leaseUntil);
  }

  private async insert(threadId: number, text: InboundText, leaseUntil: Date | null): Promise<ReceiveResult> {
    const stored = await this.batch.add({
      thread_id: threadId,
      sender: text.from,
      content: text.body,
      media: text.media,
      provider: text.provider,
      provider_message_id: text.providerMessageId,
      created_at: this.clock.now(),
      // The console's mock chat texts a number no carrier serves, which is not in system_numbers.
      activeNumber: text.provider === "mock" ? null : text.systemNumber,
      leaseUntil,
    });
    return stored === null
      ? { stored: false }
      : { stored: true, messageId: stored.id, threadId, leased: stored.leased };
  }
}

async function resolveThread(db: Executor, systemNumber: string, participants: string[]): Promise<number> {
  const people = [];
  for (const phone of participants) people.push(await findOrCreateUser(db, phone));
  const thread = await findOrCreateThread(
    db,
    systemNumber,
    participants,
    people.map((person) => person.id),
  );
  return thread.id;
}
