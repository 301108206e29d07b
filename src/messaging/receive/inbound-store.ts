import type { StoredInbound } from "../../db/repositories/inbound-queue.js";
import type { Clock } from "../../domain/clock.js";
import { Batcher } from "../../loops/batcher.js";
import { currentTraceParent, withSpan } from "../../observability/tracing/spans.js";
import { BoundedMap } from "../../shared/bounded-map.js";
import type { MessagingStore, NewInboundRow, WrittenAlongside } from "../store/messaging-store.js";
import type { InboundText, StoreResult } from "./inbound-text.js";

/** Conversations seen recently; enough for a busy process, bounded so memory stays flat. */
const MAX_CACHED_CONVERSATIONS = 50_000;
/** Tries at storing one text: a thread deleted under it is resolved again (see `receive`). */
const MAX_STORE_ATTEMPTS = 3;

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
    private readonly store: MessagingStore,
    private readonly clock: Clock,
  ) {
    this.batch = new Batcher((rows) => this.store.insertInbound(rows));
  }

  receive(text: InboundText, leaseUntil: Date | null = null): Promise<StoreResult> {
    return this.traced(text, (traceParent) => this.receiveRow(text, leaseUntil, traceParent));
  }

  private async receiveRow(text: InboundText, leaseUntil: Date | null, traceParent: string | null) {
    const participants = participantsOf(text);
    const key = `${text.channel}|${text.systemNumber}|${participants.join(",")}`;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.insert(await this.threadOf(key, text, participants), text, leaseUntil, traceParent);
      } catch (error) {
        // A thread deleted since it was resolved (a user reset) fails the whole group-committed
        // statement, the other texts in it too: each resolves its thread again. A reset that had
        // not committed yet when the thread was resolved can cost one more round.
        if (attempt === MAX_STORE_ATTEMPTS) throw error;
        this.threads.delete(key);
      }
    }
  }

  /** Stores one text unbatched, in one transaction with its thread and `alongside` (see MessagingStore). */
  receiveAlongside(
    text: InboundText,
    leaseUntil: Date | null,
    alongside: WrittenAlongside,
  ): Promise<StoreResult> {
    return this.traced(text, async (traceParent) => {
      const stored = await this.store.insertInboundAlongside(
        { systemNumber: text.systemNumber, participants: participantsOf(text), channel: text.channel },
        this.rowOf(text, leaseUntil, traceParent),
        alongside,
      );
      return stored === null
        ? { stored: false }
        : { stored: true, messageId: stored.id, threadId: stored.threadId, leased: stored.leased };
    });
  }

  /**
   * Storing as a span of the caller's trace (the webhook's); the row keeps the caller's traceparent,
   * so the text's answer, send and status callback continue that trace (decision 032).
   */
  private traced(text: InboundText, store: (traceParent: string | null) => Promise<StoreResult>) {
    const traceParent = currentTraceParent();
    const facts = { "textpal.channel": text.channel, "textpal.media.count": text.media.length };
    return withSpan("textpal.text.store", facts, async (span) => {
      const result = await store(traceParent);
      span.note(
        result.stored
          ? {
              "textpal.outcome": "stored",
              "textpal.message.id": result.messageId,
              "textpal.leased": result.leased,
            }
          : { "textpal.outcome": "not_stored" },
      );
      return result;
    });
  }

  private async threadOf(key: string, text: InboundText, participants: string[]): Promise<number> {
    const cached = this.threads.get(key);
    if (cached !== undefined) return cached;
    const sent = { sender: text.from, message: text.body, at: this.clock.now() };
    const threadId = await this.store.resolveThread(
      { systemNumber: text.systemNumber, participants, channel: text.channel },
      sent,
    );
    this.threads.set(key, threadId);
    return threadId;
  }

  private async insert(
    threadId: number,
    text: InboundText,
    leaseUntil: Date | null,
    traceParent: string | null,
  ): Promise<StoreResult> {
    const stored = await this.batch.add({
      ...this.rowOf(text, leaseUntil, traceParent),
      thread_id: threadId,
    });
    return stored === null
      ? { stored: false }
      : { stored: true, messageId: stored.id, threadId, leased: stored.leased };
  }

  private rowOf(
    text: InboundText,
    leaseUntil: Date | null,
    traceParent: string | null,
  ): Omit<NewInboundRow, "thread_id"> {
    return {
      sender: text.from,
      content: text.body,
      media: text.media,
      provider: text.provider,
      provider_message_id: text.providerMessageId,
      kind: text.kind,
      created_at: this.clock.now(),
      // The console's mock chat texts a number no carrier serves, which is not in system_numbers.
      activeNumber: text.provider === "mock" ? null : text.systemNumber,
      leaseUntil,
      trace_parent: traceParent,
    };
  }
}

function participantsOf(text: InboundText): string[] {
  return [...new Set([text.from, ...text.otherParticipants])].sort();
}
