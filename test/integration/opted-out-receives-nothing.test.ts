import { and, eq, gt, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advertisements, announcements, jobs, messages, queuedMessages } from "../../src/db/schema/index.js";
import { SKIP_OPTED_OUT } from "../../src/domain/scheduling/delivery-decision.js";
import { OPT_OUT_CONFIRMATION } from "../../src/messaging/rules/carrier-keywords.js";
import { type PipelineApp, startPipelineApp, userByPhone } from "../helpers/pipeline-app.js";
import { signInCookie } from "../helpers/sign-in.js";
import { textAndWait } from "../helpers/text-and-wait.js";
import { eventually } from "../helpers/twilio-webhook.js";

/**
 * After an opt-out, every path that can text a person — replies, ads, reminders queued before,
 * announcements, jobs and the mock chat — sends them nothing: the confirmation is the last text.
 */
const PERSON = "+12065550170";
const BYSTANDER = "+12065550171";
const AI_TEXT = "An answer from the model.";
let t: PipelineApp;
let cookie: string;

beforeAll(async () => {
  t = await startPipelineApp();
  t.ai.script = () => ({ text: AI_TEXT });
  cookie = await signInCookie(t.app);
  // An ad after every reply of a free user.
  await t.database.db.insert(advertisements).values({
    title: "Coffee",
    content: "Half-price lattes.",
    merchant: "Bean Co",
    url: "https://bean.example",
    frequency: 1,
  });
});
afterAll(() => t.stopAll());

const post = (url: string, body: unknown) =>
  t.app.inject({
    method: "POST",
    url,
    headers: { cookie, "content-type": "application/json" },
    payload: body as object,
  });

const sentTo = (phone: string) => t.twilio.sentTo(phone).map((text) => text.body);

describe("an opted-out person", () => {
  it("receives nothing on any path after the one confirmation", async () => {
    // Before: replies come with an ad, and a reminder is queued for later.
    expect((await textAndWait(t, PERSON, "hello")).map((row) => row.kind)).toEqual(["reply", "ad"]);
    await textAndWait(t, BYSTANDER, "hello");
    const [reminder] = await t.database.db
      .insert(queuedMessages)
      .values({
        content: "Reminder: call mom",
        recipient: PERSON,
        type: "reminder",
        scheduled_for: new Date(Date.now() + 3_600_000),
      })
      .returning();

    const [confirmation] = await textAndWait(t, PERSON, "STOP");
    expect(confirmation?.content).toBe(OPT_OUT_CONFIRMATION);
    expect(sentTo(PERSON).at(-1)).toBe(OPT_OUT_CONFIRMATION);
    const sendsBefore = sentTo(PERSON).length;

    // A text of theirs: no reply, and so no ad.
    expect(await textAndWait(t, PERSON, "what's the weather?")).toEqual([]);

    // The reminder queued before the opt-out falls due.
    await t.database.db
      .update(queuedMessages)
      .set({ scheduled_for: new Date(Date.now() - 1000) })
      .where(eq(queuedMessages.id, reminder?.id ?? 0));
    await t.scheduler.changed("queue");
    const [skipped] = await eventually(
      () =>
        t.database.db
          .select()
          .from(queuedMessages)
          .where(eq(queuedMessages.id, reminder?.id ?? 0)),
      (rows) => rows[0]?.processed === true,
    );
    expect(skipped?.skip_reason).toBe(SKIP_OPTED_OUT);

    // An announcement to everyone, expanded by the scheduler, and a job run.
    const created = await post("/api/admin/announcements", {
      name: "News",
      message: "Big news for everyone!",
      cohort: "all",
      delivery_date: new Date(Date.now() + 1000).toISOString(),
      timezone_aware: false,
      status: "scheduled",
    });
    expect(created.statusCode, created.body).toBe(201);
    await t.database.db
      .update(jobs)
      .set({ next_run: new Date() })
      .where(eq(jobs.name, "expand-announcements"));
    await t.scheduler.changed("jobs");
    await eventually(
      () => sentTo(BYSTANDER),
      (texts) => texts.includes("Big news for everyone!"),
      10_000,
    );
    await eventually(
      async () => (await t.database.db.select().from(jobs).where(eq(jobs.name, "expand-announcements")))[0],
      (job) => (job?.run_count ?? 0) > 0,
      10_000,
    );
    const [announcement] = await t.database.db.select().from(announcements);
    expect(announcement?.status).toBe("sent");

    // The console's mock chat, texting as them.
    const mock = await post("/api/admin/mock-sms", { from: PERSON, body: "anyone there?" });
    expect(mock.statusCode, mock.body).toBe(202);
    await eventually(
      () =>
        t.database.db
          .select()
          .from(messages)
          .where(and(eq(messages.sender, PERSON), eq(messages.content, "anyone there?"))),
      (rows) => rows[0]?.processed_at != null,
    );

    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sentTo(PERSON).length).toBe(sendsBefore);
    // Nor was anything recorded as sent to them through any provider, the mock chat's included.
    const after = await t.database.db
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.recipient, PERSON),
          gt(messages.id, confirmation?.id ?? 0),
          ne(messages.delivery_status, "canceled"),
        ),
      );
    expect(after).toEqual([]);
    expect((await userByPhone(t, PERSON))?.opted_out).toBe(true);
  });
});
