import type { Database, Executor } from "../../db/client.js";
import { insertMessages, type NewMessage } from "../../db/repositories/messages.js";
import {
  claimDueQueuedMessages,
  type DueQueuedMessage,
  firstActiveSystemNumber,
  holdQueued,
  markQueuedProcessed,
  oneToOneThreads,
  postponeQueued,
} from "../../db/repositories/queue-dispatch.js";
import { advanceReminders } from "../../db/repositories/reminders.js";
import { readSettings } from "../../db/repositories/settings.js";
import { recordThreadMessages, type ThreadAddition } from "../../db/repositories/threads.js";
import type { Channel } from "../../shared/channels.js";
import { MOCK_CHAT_SYSTEM_NUMBER } from "../../shared/mock-chat.js";
import type { Clock } from "../clock.js";
import { outboundRows } from "../delivery-rules/outbound-rows.js";
import { NO_QUIET_HOURS, quietHoursFrom, recipientZone } from "../delivery-rules/quiet-hours.js";
import { segmentPrice } from "../delivery-rules/spend-caps.js";
import { queuedDelivery, whatsappPolicy } from "../delivery-rules/whatsapp-delivery.js";
import { whatsappWindowStart } from "../delivery-rules/whatsapp-window.js";
import { reminderAdvances } from "../reminders/reminder-advance.js";
import { decideDelivery, SKIP_NO_SYSTEM_NUMBER } from "./delivery-decision.js";

/** Queued messages handed to the outbound path per transaction. */
export const DISPATCH_BATCH = 500;
/**
 * How long a message held for a closed WhatsApp window waits before it is looked at again (the
 * person may have texted by SMS since). Their next WhatsApp text makes it due at once.
 */
export const HOLD_RECHECK_MS = 60 * 60 * 1000;

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
  held: number;
}

interface ThreadRef {
  id: number;
  system_number: string;
  channel: Channel;
}

/**
 * Hands due queued messages to the pipeline's outbound path: each becomes pending outbound
 * messages in the recipient's thread (so the sender's rate limit, retries and status tracking
 * apply) and is marked processed in the same transaction, so it is sent once however many
 * dispatchers run. The caller wakes the sender when something was sent. A message whose only
 * thread is on WhatsApp goes by the operator's WhatsApp settings (queuedDelivery): held (pending,
 * with its reason) while the channel is off, and outside the person's 24-hour window, where
 * WhatsApp allows no free-form message, sent as the approved template or else held.
 */
export async function dispatchDueMessages(
  deps: DispatchDeps,
  limit = DISPATCH_BATCH,
): Promise<DispatchResult> {
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const due = await claimDueQueuedMessages(
      tx,
      now,
      limit,
      [MOCK_CHAT_SYSTEM_NUMBER],
      whatsappWindowStart(now),
    );
    // Read once, and only when something is due: the quiet hours and each part's estimated cost.
    const settings = due.length > 0 ? await readSettings(tx) : null;
    const quiet =
      settings && due.some((message) => message.type === "marketing")
        ? quietHoursFrom(settings)
        : NO_QUIET_HOURS;
    const processed: { id: number; skipReason: string | null }[] = [];
    const postponed: { id: number; until: Date }[] = [];
    const deliverable: DueQueuedMessage[] = [];
    for (const message of due) {
      const decision = decideDelivery(message, now, deps.defaultTimeZone, quiet);
      if (decision.action === "skip") processed.push({ id: message.id, skipReason: decision.reason });
      else if (decision.action === "postpone") postponed.push({ id: message.id, until: decision.until });
      else deliverable.push(message);
    }
    const threads = await threadsFor(tx, deliverable);
    const pricing = { segmentPriceUsd: settings ? segmentPrice(settings.SMS_SEGMENT_PRICE_USD) : 0 };
    const whatsapp = settings ? whatsappPolicy(settings) : { enabled: false, templateSid: null };
    const rows: NewMessage[] = [];
    const held = new Map<string, number[]>();
    for (const message of deliverable) {
      const thread = threads.get(message.id);
      const delivery = thread ? queuedDelivery(thread.channel, message.whatsapp_at, now, whatsapp) : null;
      if (delivery?.action === "hold") {
        held.set(delivery.reason, [...(held.get(delivery.reason) ?? []), message.id]);
        continue;
      }
      processed.push({ id: message.id, skipReason: thread ? null : SKIP_NO_SYSTEM_NUMBER });
      const whatsappTemplateSid = delivery?.action === "template" ? delivery.templateSid : undefined;
      // Each part names its queued message, so the Queue can show a send that failed.
      if (thread)
        for (const row of outboundRows(draftFor(message), thread, now, { ...pricing, whatsappTemplateSid }))
          rows.push({ ...row, queued_message_id: message.id });
    }
    await insertMessages(tx, rows);
    await recordThreadMessages(tx, threadAdditions(rows, now));
    await markQueuedProcessed(tx, processed, now);
    // After the firings are closed: a reminder's next firing may not sit beside a pending one.
    const closed = new Set(processed.map((outcome) => outcome.id));
    await advanceReminders(
      tx,
      reminderAdvances(
        due.filter((message) => closed.has(message.id)),
        now,
        (timezone) => recipientZone(timezone, deps.defaultTimeZone),
      ),
      now,
    );
    await postponeQueued(tx, postponed, now);
    for (const [reason, ids] of held)
      await holdQueued(tx, ids, reason, new Date(now.getTime() + HOLD_RECHECK_MS), now);
    const sent = processed.filter((outcome) => outcome.skipReason === null).length;
    return {
      claimed: due.length,
      sent,
      skipped: processed.length - sent,
      postponed: postponed.length,
      held: [...held.values()].reduce((total, ids) => total + ids.length, 0),
    };
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
      threads.set(message.id, {
        id: Number(message.thread_id),
        system_number: message.system_number,
        channel: message.channel ?? "sms",
      });
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
    if (id !== undefined) threads.set(message.id, { id, system_number: systemNumber, channel: "sms" });
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
