import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/client.js";
import { type AnswerTally, type ReplyRow, recordAnswers } from "../../src/db/repositories/answer-writes.js";
import { insertInboundMessages } from "../../src/db/repositories/inbound-queue.js";
import { messages, systemNumbers, threads, users } from "../../src/db/schema/index.js";
import { findOrCreateUser } from "../../src/domain/users/find-or-create-user.js";
import { openTestDatabase } from "../helpers/test-database.js";

const NUMBER = "+15005550041";
const now = new Date("2026-11-22T12:00:00Z");
const leaseUntil = new Date("2026-11-22T12:02:00Z");
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.insert(systemNumbers).values({ number: NUMBER });
});
afterAll(() => database.close());

let phoneCounter = 0;
/** A user, their thread and one unanswered text from them. */
async function conversation() {
  phoneCounter += 1;
  const phone = `+1212555${String(1000 + phoneCounter)}`;
  const user = await findOrCreateUser(database.db, phone);
  const [thread] = await database.db
    .insert(threads)
    .values({ system_number: NUMBER, participants: [phone] })
    .returning();
  if (!thread) throw new Error("no thread");
  const [inbound] = await insertInboundMessages(database.db, [
    {
      thread_id: thread.id,
      sender: phone,
      content: "hello",
      media: [],
      provider: "twilio",
      provider_message_id: `SM-answer-${phoneCounter}`,
      kind: "inbound",
      created_at: now,
      activeNumber: NUMBER,
      leaseUntil: null,
    },
  ]);
  return { phone, userId: user.id, threadId: thread.id, inboundId: inbound?.id ?? 0 };
}

/** Another unanswered text from the same person, after the first. */
async function laterText(c: Awaited<ReturnType<typeof conversation>>, content: string): Promise<number> {
  const [row] = await insertInboundMessages(database.db, [
    {
      thread_id: c.threadId,
      sender: c.phone,
      content,
      media: [],
      provider: "twilio",
      provider_message_id: `SM-later-${c.inboundId}`,
      kind: "inbound",
      created_at: now,
      activeNumber: NUMBER,
      leaseUntil: null,
    },
  ]);
  return row?.id ?? 0;
}

function reply(c: Awaited<ReturnType<typeof conversation>>, content: string, firstPart = true): ReplyRow {
  return {
    thread_id: c.threadId,
    sender: NUMBER,
    sender_role: "assistant",
    content,
    recipient: c.phone,
    kind: "reply",
    reply_to_id: c.inboundId,
    segment_count: 1,
    firstPart,
  };
}

function tally(c: Awaited<ReturnType<typeof conversation>>, count: number, freeReplies = 1): AnswerTally {
  return {
    inboundId: c.inboundId,
    threadId: c.threadId,
    texts: 1,
    count,
    lastMessage: "last",
    lastMessageAt: now,
    decidedQuiet: false,
    userId: c.userId,
    lastActive: now,
    whatsappAt: null,
    freeReplies,
    aiSpend: 0,
    spendDay: "2026-11-22",
  };
}

describe("recordAnswers", () => {
  it("marks texts answered and stores replies claimed for sending, later parts pending, counters added", async () => {
    const a = await conversation();
    const b = await conversation();
    const recorded = await recordAnswers(database.db, {
      replies: [reply(a, "part one"), reply(a, "part two", false), reply(b, "hi b")],
      followers: [],
      tallies: [tally(a, 3), tally(b, 2, 0)],
      now,
      leaseUntil,
      claimForSending: true,
    });
    expect(recorded.completed).toEqual(new Set([a.inboundId, b.inboundId]));
    expect(recorded.claimed.map((row) => [row.content, row.recipient, row.attempts])).toEqual([
      ["part one", a.phone, 1],
      ["hi b", b.phone, 1],
    ]);
    expect(recorded.claimed[0]?.recipient_opted_out).toBe(false);
    expect(recorded.queuedFor).toEqual(new Set([a.inboundId]));
    const stored = await database.db
      .select()
      .from(messages)
      .where(inArray(messages.reply_to_id, [a.inboundId, b.inboundId]))
      .orderBy(messages.id);
    expect(stored.map((row) => [row.content, row.delivery_status])).toEqual([
      ["part one", "sending"],
      ["part two", "pending"],
      ["hi b", "sending"],
    ]);
    expect(stored[0]?.lease_until?.getTime()).toBe(leaseUntil.getTime());
    const [threadA] = await database.db.select().from(threads).where(eq(threads.id, a.threadId));
    expect(threadA?.message_count).toBe(3);
    const [userA] = await database.db.select().from(users).where(eq(users.id, a.userId));
    expect([userA?.total_messages_sent, userA?.free_messages_used]).toEqual([1, 1]);
  });

  it("leaves a reply pending behind an older text still waiting for the same person", async () => {
    const a = await conversation();
    await database.db.insert(messages).values({
      thread_id: a.threadId,
      sender: NUMBER,
      sender_role: "system",
      content: "older, still waiting",
      recipient: a.phone,
      kind: "reminder",
      delivery_status: "pending",
      next_attempt_at: now,
    });
    const recorded = await recordAnswers(database.db, {
      replies: [reply(a, "newer")],
      followers: [],
      tallies: [tally(a, 2)],
      now,
      leaseUntil,
      claimForSending: true,
    });
    expect(recorded.claimed).toEqual([]);
    expect(recorded.queuedFor.has(a.inboundId)).toBe(true);
  });

  it("marks a burst's later texts answered with the first, and counts each text", async () => {
    const a = await conversation();
    const later = await laterText(a, "and another thing");
    const recorded = await recordAnswers(database.db, {
      replies: [reply(a, "one answer to both")],
      tallies: [{ ...tally(a, 3), texts: 2 }],
      followers: [{ id: later, answeredWith: a.inboundId }],
      now,
      leaseUntil,
      claimForSending: true,
    });
    expect(recorded.completed).toEqual(new Set([a.inboundId]));
    const texts = await database.db
      .select()
      .from(messages)
      .where(inArray(messages.id, [a.inboundId, later]));
    expect(texts.map((row) => row.processed_at?.getTime())).toEqual([now.getTime(), now.getTime()]);
    const [user] = await database.db.select().from(users).where(eq(users.id, a.userId));
    expect(user?.total_messages_sent).toBe(2);
  });

  it("leaves a burst's later texts unanswered when its first was answered elsewhere", async () => {
    const a = await conversation();
    const later = await laterText(a, "still waiting");
    const write = { tallies: [tally(a, 2)], now, leaseUntil, claimForSending: true };
    await recordAnswers(database.db, { ...write, replies: [reply(a, "first")], followers: [] });
    await recordAnswers(database.db, {
      ...write,
      replies: [reply(a, "second")],
      followers: [{ id: later, answeredWith: a.inboundId }],
    });
    const [row] = await database.db.select().from(messages).where(eq(messages.id, later));
    expect(row?.processed_at).toBeNull();
  });

  it("stores nothing of an answer to a text another worker answered first", async () => {
    const a = await conversation();
    const first = { replies: [reply(a, "first")], followers: [], tallies: [tally(a, 2)], now, leaseUntil };
    await recordAnswers(database.db, { ...first, claimForSending: true });
    const again = await recordAnswers(database.db, {
      ...first,
      replies: [reply(a, "second")],
      claimForSending: true,
    });
    expect(again.completed.size).toBe(0);
    expect(again.claimed).toEqual([]);
    const stored = await database.db.select().from(messages).where(eq(messages.reply_to_id, a.inboundId));
    expect(stored.map((row) => row.content)).toEqual(["first"]);
    const [user] = await database.db.select().from(users).where(eq(users.id, a.userId));
    expect(user?.total_messages_sent).toBe(1);
  });

  it("claims nothing when asked not to: the replies wait for the outbound claim", async () => {
    const a = await conversation();
    const recorded = await recordAnswers(database.db, {
      replies: [reply(a, "queued")],
      followers: [],
      tallies: [tally(a, 2)],
      now,
      leaseUntil,
      claimForSending: false,
    });
    expect(recorded.completed.has(a.inboundId)).toBe(true);
    expect(recorded.claimed).toEqual([]);
    expect(recorded.queuedFor.has(a.inboundId)).toBe(true);
  });
});

describe("insertInboundMessages", () => {
  it("stores a text claimed only when it is its thread's one unanswered text, and a retry in the batch once", async () => {
    const a = await conversation();
    const fresh = await conversation();
    await database.db.update(messages).set({ processed_at: now }).where(eq(messages.id, fresh.inboundId));
    const leaseUntil = new Date(now.getTime() + 60_000);
    const row = (c: typeof a, sid: string) => ({
      thread_id: c.threadId,
      sender: c.phone,
      content: sid,
      media: [],
      provider: "twilio",
      provider_message_id: sid,
      kind: "inbound",
      created_at: now,
      activeNumber: NUMBER,
      leaseUntil,
    });
    const [behind, first, second, retried] = await insertInboundMessages(database.db, [
      row(a, "SM-lease-1"),
      row(fresh, "SM-lease-2"),
      row(fresh, "SM-lease-3"),
      row(fresh, "SM-lease-2"),
    ]);
    expect(behind).toMatchObject({ leased: false });
    expect(first).toMatchObject({ leased: true });
    expect(second).toMatchObject({ leased: false });
    expect(retried).toBeNull();
    const stored = await database.db
      .select({ id: messages.id, lease_until: messages.lease_until, attempts: messages.attempts })
      .from(messages)
      .where(inArray(messages.id, [behind?.id ?? 0, first?.id ?? 0, second?.id ?? 0]))
      .orderBy(messages.id);
    expect(stored.map(({ lease_until, attempts }) => ({ lease_until, attempts }))).toEqual([
      { lease_until: null, attempts: 0 },
      { lease_until: leaseUntil, attempts: 1 },
      { lease_until: null, attempts: 0 },
    ]);
  });

  it("stores nothing for a system number switched off, and a retried provider id once", async () => {
    const a = await conversation();
    const row = {
      thread_id: a.threadId,
      sender: a.phone,
      content: "again",
      media: [],
      provider: "twilio",
      provider_message_id: "SM-guard-1",
      kind: "inbound",
      created_at: now,
      activeNumber: NUMBER,
      leaseUntil: null,
    };
    const [stored] = await insertInboundMessages(database.db, [row]);
    expect(stored?.id).toBeGreaterThan(0);
    expect(await insertInboundMessages(database.db, [row])).toEqual([null]);
    await database.db.update(systemNumbers).set({ is_active: false }).where(eq(systemNumbers.number, NUMBER));
    try {
      const ignored = { ...row, provider_message_id: "SM-guard-2" };
      const unguarded = { ...row, provider: "mock", provider_message_id: "mock-guard-3", activeNumber: null };
      const [none, mock] = await insertInboundMessages(database.db, [ignored, unguarded]);
      expect(none).toBeNull();
      expect(mock?.id).toBeGreaterThan(0);
    } finally {
      await database.db
        .update(systemNumbers)
        .set({ is_active: true })
        .where(eq(systemNumbers.number, NUMBER));
    }
  });
});
