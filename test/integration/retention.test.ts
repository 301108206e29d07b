import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertMockMedia } from "../../src/db/repositories/mock-chat-media.js";
import { messages, mockChatMedia, queuedMessages, reminders, threads } from "../../src/db/schema/index.js";
import { runRetention } from "../../src/domain/privacy/run-retention.js";
import { createRetentionRound } from "../../src/domain/scheduling/retention-round.js";
import { metricsRegistry } from "../../src/observability/metrics/registry.js";
import { adminClient } from "../helpers/admin-client.js";
import { addQueuedMessage, addThread, addUser, daysAgo } from "../helpers/console-fixtures.js";
import { type ManualClock, manualClock } from "../helpers/manual-clock.js";
import { parsePromText, promValue } from "../helpers/prometheus-text.js";
import { signInCookie } from "../helpers/sign-in.js";
import { createTestApp, type TestApp } from "../helpers/test-server.js";

/**
 * MESSAGE_RETENTION_DAYS and MEDIA_RETENTION_DAYS: the nightly pass deletes old texts in batches
 * (a batch of 2 here, so every kind takes several), keeps texts in flight and everything recent,
 * and leaves the dashboard's totals and costs as they were.
 */
// 10:00 in New York on 20 March: the month began 19 days ago, so the deleted texts count in it.
const NOW = new Date("2026-03-20T14:00:00.000Z");
const BATCH = 2;

let t: TestApp;
let clock: ManualClock;
let call: ReturnType<typeof adminClient>;
let oldThreadId: number;
let recentThreadId: number;

beforeAll(async () => {
  clock = manualClock(NOW);
  t = await createTestApp({ clock, env: { DEFAULT_TIMEZONE: "America/New_York" } });
  call = adminClient(t.app, await signInCookie(t.app));
  const db = t.database.db;
  const user = await addUser(db, { phone_number: "+15125550171" });
  const old = await addThread(
    db,
    [user],
    [
      { role: "user", content: "old question", at: daysAgo(10, NOW) },
      { role: "assistant", content: "old answer", at: daysAgo(10, NOW), ai_cost: 0.25, sms_cost: 0.0083 },
      { role: "user", content: "old thanks", at: daysAgo(9, NOW) },
      { role: "assistant", content: "old welcome", at: daysAgo(9, NOW), ai_cost: 0.5, sms_cost: 0.0166 },
      { role: "system", content: "old notice", at: daysAgo(8, NOW), sms_cost: 0.0083 },
      { role: "assistant", content: "old pending", at: daysAgo(8, NOW), delivery_status: "pending" },
      { role: "user", content: "old unanswered", at: daysAgo(8, NOW) },
    ],
  );
  await db.update(messages).set({ processed_at: null }).where(eq(messages.content, "old unanswered"));
  const recent = await addThread(
    db,
    [user],
    [
      { role: "user", content: "voice note", at: daysAgo(5, NOW) },
      { role: "assistant", content: "picture answer", at: daysAgo(4, NOW), ai_cost: 1 },
      { role: "user", content: "recent question", at: daysAgo(1, NOW) },
    ],
    "+15005550007",
  );
  oldThreadId = old.id;
  recentThreadId = recent.id;
  await db.update(messages).set({ transcript: "call the dentist" }).where(eq(messages.content, "voice note"));
  for (const content of ["picture answer", "recent question"])
    await db
      .update(messages)
      .set({
        media: [{ url: "mock-media:01PICTURE", content_type: "image/png" }],
        media_url: "mock-media:01PICTURE",
      })
      .where(eq(messages.content, content));
  await addQueuedMessage(db, {
    content: "sent reminder",
    recipient: user.phone_number,
    type: "reminder",
    scheduled_for: daysAgo(9, NOW),
    processed: true,
    processed_at: daysAgo(9, NOW),
  });
  await addQueuedMessage(db, {
    content: "recent reminder",
    recipient: user.phone_number,
    type: "reminder",
    scheduled_for: daysAgo(1, NOW),
    processed: true,
    processed_at: daysAgo(1, NOW),
  });
  // A monthly reminder's firing queued a month ago waits for its day: it is not history.
  const [monthly] = await db
    .insert(reminders)
    .values({ user_id: user.id, text: "pay rent", starts_local: "2026-01-01T09:00", rrule: "FREQ=MONTHLY" })
    .returning();
  await addQueuedMessage(db, {
    content: "Reminder: pay rent",
    recipient: user.phone_number,
    type: "reminder",
    scheduled_for: daysAgo(-2, NOW),
    reminder_id: monthly?.id,
    created_at: daysAgo(30, NOW),
  });
  for (const [id, age] of [
    ["01OLDA", 5],
    ["01OLDB", 4],
    ["01OLDC", 4],
    ["01NEW", 1],
  ] as const) {
    await insertMockMedia(db, id, { contentType: "image/png", bytes: Buffer.from(id) });
    await db
      .update(mockChatMedia)
      .set({ created_at: daysAgo(age, NOW) })
      .where(eq(mockChatMedia.id, id));
  }
});
afterAll(() => t.close());

const save = (key: string, value: string) => call("POST", "/api/admin/settings", { key, value });
const contents = async () =>
  (await t.database.db.select({ content: messages.content }).from(messages).orderBy(asc(messages.id))).map(
    (row) => row.content,
  );
const dashboard = async () => ({
  stats: (await call("GET", "/api/admin/dashboard/stats")).json(),
  activity: (await call("GET", "/api/admin/dashboard/activity")).json(),
});
const threadRow = async (id: number) =>
  (await t.database.db.select().from(threads).where(eq(threads.id, id)))[0];

describe("retention", () => {
  it("deletes nothing while both settings are empty", async () => {
    expect(await runRetention({ db: t.database.db, clock, batchSize: BATCH })).toEqual({
      messages: 0,
      queuedMessages: 0,
      lastMessages: 0,
      media: 0,
      mockMedia: 0,
    });
    expect(await contents()).toHaveLength(10);
  });

  it("deletes texts older than MESSAGE_RETENTION_DAYS, keeping those in flight and the dashboard's totals", async () => {
    expect((await save("MESSAGE_RETENTION_DAYS", "7")).statusCode).toBe(200);
    const before = await dashboard();
    expect(before.stats.totalMessages).toBe(10);

    // A process that is stopping starts no batch.
    const stopped = await runRetention({
      db: t.database.db,
      clock,
      batchSize: BATCH,
      signal: AbortSignal.abort(),
    });
    expect(stopped.messages).toBe(0);
    const counts = await runRetention({ db: t.database.db, clock, batchSize: BATCH });

    expect(counts).toMatchObject({ messages: 5, queuedMessages: 1, lastMessages: 1 });
    expect(await contents()).toEqual([
      "old pending",
      "old unanswered",
      "voice note",
      "picture answer",
      "recent question",
    ]);
    expect(await dashboard()).toEqual(before);
    expect(await threadRow(oldThreadId)).toMatchObject({
      last_message: null,
      last_message_at: daysAgo(8, NOW),
      message_count: 7,
    });
    expect(await threadRow(recentThreadId)).toMatchObject({ last_message: "recent question" });
    const queued = await t.database.db.select({ content: queuedMessages.content }).from(queuedMessages);
    expect(queued.map((row) => row.content).sort()).toEqual(["Reminder: pay rent", "recent reminder"]);
  });

  it("clears media, transcripts and mock chat files older than MEDIA_RETENTION_DAYS at 04:00 each night", async () => {
    expect((await save("MESSAGE_RETENTION_DAYS", "")).statusCode).toBe(200);
    expect((await save("MEDIA_RETENTION_DAYS", "3")).statusCode).toBe(200);
    const lines: object[] = [];
    const log = { info: (line: object) => lines.push(line), warn() {}, error() {} };
    // 10:00 on 20 March: the first pass is due at 04:00 the next morning, not at once.
    const round = createRetentionRound({
      database: t.database,
      clock,
      timeZone: "America/New_York",
      log,
      batchSize: BATCH,
    });
    const metricsBefore = parsePromText(await metricsRegistry.metrics());
    const dueAt = new Date("2026-03-21T08:00:00.000Z");
    expect(await round.round()).toEqual({ more: false, nextDueAt: dueAt });
    clock.set(dueAt);
    expect(await round.round()).toEqual({ more: false, nextDueAt: new Date("2026-03-22T08:00:00.000Z") });

    expect(lines).toEqual([{ messages: 0, queuedMessages: 0, lastMessages: 0, media: 2, mockMedia: 3 }]);
    const metricsAfter = parsePromText(await metricsRegistry.metrics());
    const moved = (name: string, labels: Record<string, string>) =>
      (promValue(metricsAfter, name, labels) ?? 0) - (promValue(metricsBefore, name, labels) ?? 0);
    expect(moved("textpal_retention_removed_total", { what: "mock_media" })).toBe(3);
    expect(moved("textpal_retention_passes_total", { outcome: "ok" })).toBe(1);
    const rows = await t.database.db
      .select({
        content: messages.content,
        media: messages.media,
        media_url: messages.media_url,
        transcript: messages.transcript,
      })
      .from(messages)
      .where(sql`${messages.content} in ('voice note', 'picture answer', 'recent question')`)
      .orderBy(asc(messages.id));
    expect(rows).toEqual([
      { content: "voice note", media: [], media_url: null, transcript: null },
      { content: "picture answer", media: [], media_url: null, transcript: null },
      {
        content: "recent question",
        media: [{ url: "mock-media:01PICTURE", content_type: "image/png" }],
        media_url: "mock-media:01PICTURE",
        transcript: null,
      },
    ]);
    const files = await t.database.db.select({ id: mockChatMedia.id }).from(mockChatMedia);
    expect(files.map((file) => file.id)).toEqual(["01NEW"]);
  });
});
