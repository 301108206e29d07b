import type { Database, Executor } from "../../db/client.js";
import { insertMessages, type NewMessage } from "../../db/repositories/messages.js";
import {
  claimDueQueuedMessages,
  type DueQueuedMessage,
  firstActiveSystemNumber,
  markQueuedProcessed,
  oneToOneThreads,
  postponeQueued,
} from "../../db/repositories/queue-dispatch.js";
import { recordThreadMessages, type ThreadAddition } from "../../db/repositories/threads.js";
import { outboundRows } from "../../messaging/rules/outbound-rows.js";
import { MOCK_CHAT_SYSTEM_NUMBER } from "../../shared/mock-chat.js";
import type { Clock } from "../clock.js";
import { decideDelivery, SKIP_NO_SYSTEM_NUMBER } from "./delivery-decision.js";

/** Queued messages handed to the outbound path per transaction. */
export const DISPATCH_BATCH = 500;

export interface DispatchDeps {
  db: Database;
  clock: Clock;
  defaultTimeZone: string;
}

export interface DispatchResult {
  claimed: number;
  sent: number;
  skipped: number;
  postponed: number;
}

interface ThreadRef {
  id: number;
  system_number: string;
}

/**
 * Hands due queued messages to the pipeline's outbound path: each becomes pending outbound
 * messages in the recipient's thread (so the sender's rate limit, retries and status tracking
 * apply) and is marked processed in the same transaction, so it is sent once however many
 * dispatchers run. The caller wakes the sender when something was sent.
 */
export async function dispatchDueMessages(
  deps: DispatchDeps,
  limit = DISPATCH_BATCH,
): Promise<DispatchResult> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const due = await claimDueQueuedMessages(tx, now, limit, [MOCK_CHAT_SYSTEM_NUMBER]);
    const processed: { id: number; skipReason: string | null }[] = [];
    const postponed: { id: number; until: Date }[] = [];
    const deliverable: DueQueuedMessage[] = [];
    for (const message of due) {
      const decision = decideDelivery(message, now, deps.defaultTimeZone);
      if (decision.action === "skip") processed.push({ id: message.id, skipReason: decision.reason });
      else if (decision.action === "postpone") postponed.push({ id: message.id, until: decision.until });
      else deliverable.push(message);
    }
    const threads = await threadsFor(tx, deliverable);
    const rows: NewMessage[] = [];
    for (const message of deliverable) {
      const thread = threads.get(message.id);
      processed.push({ id: message.id, skipReason: thread ? null : SKIP_NO_SYSTEM_NUMBER });
      if (thread) rows.push(...outboundRows(draftFor(message), thread, now));
    }
    await insertMessages(tx, rows);
    await recordThreadMessages(tx, threadAdditions(rows, now));
    await markQueuedProcessed(tx, processed, now);
    await postponeQueued(tx, postponed, now);
    const sent = processed.filter((outcome) => outcome.skipReason === null).length;
    return { claimed: due.length, sent, skipped: processed.length - sent, postponed: postponed.length };
  });
}

function draftFor(message: DueQueuedMessage) {
  return {
    content: message.content,
    kind: message.type,
    senderRole: "system" as const,
    recipients: [message.recipient],
    mediaUrl: message.media_url,
  };
}

/**
 * Each message's thread: the recipient's current one, or a new one-to-one thread on the first
 * active system number. Messages left out have nowhere to be sent from.
 */
async function threadsFor(tx: Executor, messages: DueQueuedMessage[]): Promise<Map<number, ThreadRef>> {
  const threads = new Map<number, ThreadRef>();
  const homeless: DueQueuedMessage[] = [];
  for (const message of messages) {
    if (message.thread_id !== null && message.system_number !== null) {
      threads.set(message.id, { id: Number(message.thread_id), system_number: message.system_number });
    } else homeless.push(message);
  }
  if (homeless.length === 0) return threads;
  const systemNumber = await firstActiveSystemNumber(tx);
  if (!systemNumber) return threads;
  const recipients = new Map(homeless.map((message) => [message.recipient, Number(message.user_id)]));
  const created = await oneToOneThreads(
    tx,
    systemNumber,
    [...recipients].map(([phone, userId]) => ({ phone, userId })),
  );
  for (const message of homeless) {
    const id = created.get(message.recipient);
    if (id !== undefined) threads.set(message.id, { id, system_number: systemNumber });
  }
  return threads;
}

/** Per thread: how many messages were added and the last one's text. */
function threadAdditions(rows: NewMessage[], at: Date): ThreadAddition[] {
  const additions = new Map<number, ThreadAddition>();
  for (const row of rows) {
    const addition = additions.get(row.thread_id) ?? {
      threadId: row.thread_id,
      count: 0,
      lastMessage: "",
      at,
    };
    addition.count += 1;
    addition.lastMessage = row.content ?? "";
    additions.set(row.thread_id, addition);
  }
  return [...additions.values()];
}
