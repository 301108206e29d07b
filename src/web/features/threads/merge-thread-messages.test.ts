import type { AdminThreadMessage } from "@shared/threads";
import { describe, expect, it } from "vitest";
import { mergeThreadMessages, newestMessageId } from "./merge-thread-messages";

const message = (id: number, at: string, changes: Partial<AdminThreadMessage> = {}): AdminThreadMessage => ({
  id,
  thread_id: 7,
  sender: "+12065550141",
  sender_role: "user",
  content: `message ${id}`,
  media_url: null,
  media: [],
  transcript: null,
  delivery_status: "received",
  channel: null,
  segment_count: 1,
  created_at: `2026-03-05T10:00:${at}.000Z`,
  updated_at: `2026-03-05T10:00:${at}.000Z`,
  kind: "inbound",
  recipient: null,
  error_code: null,
  ai_cost: null,
  sent_by_admin: null,
  ...changes,
});

describe("mergeThreadMessages", () => {
  const shown = { items: [message(1, "01"), message(2, "02", { delivery_status: "sending" })], total: 40 };

  it("replaces the copies it already shows and adds and counts the new messages", () => {
    const merged = mergeThreadMessages(shown, [
      message(2, "02", { delivery_status: "delivered" }),
      message(3, "03"),
    ]);
    expect(merged.items.map((item) => [item.id, item.delivery_status])).toEqual([
      [1, "received"],
      [2, "delivered"],
      [3, "received"],
    ]);
    expect(merged.total).toBe(41);
  });

  it("keeps the thread's order when a lower id committed later, and by id within the same time", () => {
    const merged = mergeThreadMessages(shown, [message(5, "02"), message(4, "01")]);
    expect(merged.items.map((item) => item.id)).toEqual([1, 4, 2, 5]);
  });

  it("gives back the same page when nothing came, so nothing re-renders", () => {
    expect(mergeThreadMessages(shown, [])).toBe(shown);
  });

  it("asks after the newest id shown, or 0 for an empty thread", () => {
    expect(newestMessageId(shown.items)).toBe(2);
    expect(newestMessageId([])).toBe(0);
  });
});
