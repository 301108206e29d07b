import type { Page } from "@shared/api/contract";
import type { AdminThreadMessage } from "@shared/threads";

/** The id the live poll asks after: the newest message the page shows (0 for none, "from the start"). */
export function newestMessageId(messages: readonly AdminThreadMessage[]): number {
  return messages.reduce((newest, message) => Math.max(newest, message.id), 0);
}

const inThreadOrder = (a: AdminThreadMessage, b: AdminThreadMessage) =>
  a.created_at === b.created_at ? a.id - b.id : a.created_at < b.created_at ? -1 : 1;

/**
 * What the live poll brought, folded into the messages shown: a message already there is replaced by
 * its newer copy (its delivery status moved on), a new one is added and counted. The poll reads
 * again from a little before the newest message, so most of what it brings is already there; the
 * result keeps the thread's order (by time, then id) as the server gives it.
 */
export function mergeThreadMessages(
  shown: Page<AdminThreadMessage>,
  updates: readonly AdminThreadMessage[],
): Page<AdminThreadMessage> {
  if (updates.length === 0) return shown;
  const byId = new Map(shown.items.map((message) => [message.id, message]));
  let added = 0;
  for (const message of updates) {
    if (!byId.has(message.id)) added++;
    byId.set(message.id, message);
  }
  return { items: [...byId.values()].sort(inThreadOrder), total: shown.total + added };
}
