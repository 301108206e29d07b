import { and, eq, gte, isNotNull } from "drizzle-orm";
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSetting } from "../../src/db/repositories/settings.js";
import { messages, queuedMessages } from "../../src/db/schema/index.js";
import { dispatchDueMessages } from "../../src/domain/scheduling/dispatch-queued.js";
import type { DashboardActivity } from "../../src/shared/dashboard.js";
import { SETTING_DEFAULTS } from "../../src/shared/settings.js";
import { addUser } from "../helpers/console-fixtures.js";
import {
  ALICE,
  BOB,
  type PipelineApp,
  SYSTEM_NUMBER,
  settled,
  startPipelineApp,
  userByPhone,
} from "../helpers/pipeline-app.js";
import { signInCookie } from "../helpers/sign-in.js";
import { eventually, inboundSms, postTwilioWebhook, SMS_PATH } from "../helpers/twilio-webhook.js";

const CAROL = "+14155550103";
const ZONE = "America/New_York";
const AI_TEXT = "Here is what I found.";
const COST = 0.03;
const PRICE = 0.01;
// 13:00 in Los Angeles (Alice's zone), 16:00 in New York (the default zone) on 10 March.
const clock = { current: new Date("2026-03-10T20:00:00Z"), now: () => clock.current };
let t: PipelineApp;

beforeAll(async () => {
  t = await startPipelineApp({ workers: false, clock, env: { DEFAULT_TIMEZONE: ZONE } });
  // Only the core's workers run; the test dispatches queued messages itself, on its clock.
  t.messaging.start();
  t.ai.script = () => ({ text: AI_TEXT, cost: COST });
  await addUser(t.database.db, { phone_number: ALICE, timezone: "America/Los_Angeles" });
  await writeSetting(t.database.db, "SMS_SEGMENT_PRICE_USD", String(PRICE));
});
afterAll(() => t.stopAll());

/** Texts the service and waits for its answer; returns what came back and how many AI calls it took. */
async function text(from: string, body: string) {
  const aiCallsBefore = t.ai.requests.length;
  const sentBefore = t.twilio.sentTo(from).length;
  await postTwilioWebhook(t.app, SMS_PATH, inboundSms(from, SYSTEM_NUMBER, body));
  const sent = await eventually(
    () => t.twilio.sentTo(from),
    (all) => all.length > sentBefore,
  );
  await settled(t);
  return { reply: sent.at(-1)?.body, aiCalls: t.ai.requests.length - aiCallsBefore };
}

async function activity(): Promise<DashboardActivity> {
  const cookie = await signInCookie(t.app);
  const response = await t.app.inject({
    method: "GET",
    url: "/api/admin/dashboard/activity",
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json<DashboardActivity>();
}

describe("the daily AI budget per person", () => {
  it("answers with the daily limit message and no AI call once the day's spend reaches the cap", async () => {
    await writeSetting(t.database.db, "USER_DAILY_AI_BUDGET_USD", "0.05");
    expect(await text(ALICE, "first question")).toEqual({ reply: AI_TEXT, aiCalls: 1 });
    expect(await text(ALICE, "second question")).toEqual({ reply: AI_TEXT, aiCalls: 1 });
    const before = await userByPhone(t, ALICE);
    expect(before?.ai_spend_day).toBe("2026-03-10");
    expect(before?.ai_spend_usd).toBeCloseTo(2 * COST, 9);

    expect(await text(ALICE, "third question")).toEqual({
      reply: SETTING_DEFAULTS.DAILY_LIMIT_MESSAGE,
      aiCalls: 0,
    });
    const after = await userByPhone(t, ALICE);
    // The limit reply is not a free message, and cost nothing.
    expect(after?.free_messages_used).toBe(before?.free_messages_used);
    expect(after?.ai_spend_usd).toBeCloseTo(2 * COST, 9);
  });

  it("leaves another person's answers alone", async () => {
    expect(await text(BOB, "hello there")).toEqual({ reply: AI_TEXT, aiCalls: 1 });
    expect((await userByPhone(t, BOB))?.ai_spend_usd).toBeCloseTo(COST, 9);
  });

  it("answers again after the person's own local midnight, not the default zone's", async () => {
    // 01:30 on the 11th in New York, but still 22:30 on the 10th in Los Angeles.
    clock.current = new Date("2026-03-11T05:30:00Z");
    expect(await text(ALICE, "still there?")).toEqual({
      reply: SETTING_DEFAULTS.DAILY_LIMIT_MESSAGE,
      aiCalls: 0,
    });
    // 00:30 on the 11th in Los Angeles: a new day, counted from zero.
    clock.current = new Date("2026-03-11T08:30:00Z");
    expect(await text(ALICE, "good morning")).toEqual({ reply: AI_TEXT, aiCalls: 1 });
    const alice = await userByPhone(t, ALICE);
    expect(alice?.ai_spend_day).toBe("2026-03-11");
    expect(alice?.ai_spend_usd).toBeCloseTo(COST, 9);
    await writeSetting(t.database.db, "USER_DAILY_AI_BUDGET_USD", "");
  });
});

describe("the monthly AI budget", () => {
  it("lets the offline assistant answer once the month's spend reaches it, and the dashboard says so", async () => {
    // Four answers at 0.03 so far this month.
    await writeSetting(t.database.db, "MONTHLY_AI_BUDGET_USD", "0.10");
    const answer = await text(CAROL, "hello");
    expect(answer.aiCalls).toBe(0);
    expect(answer.reply).toBeTruthy();
    expect(answer.reply).not.toBe(AI_TEXT);
    const dashboard = await activity();
    expect(dashboard.monthlyAiBudget).toBe(0.1);
    expect(dashboard.monthlyAiBudgetReached).toBe(true);
    expect(dashboard.aiCostThisMonth).toBeCloseTo(4 * COST, 9);
  });

  it("lets the AI answer again once the budget is raised", async () => {
    await writeSetting(t.database.db, "MONTHLY_AI_BUDGET_USD", "100");
    expect(await text(CAROL, "hello again")).toEqual({ reply: AI_TEXT, aiCalls: 1 });
    const dashboard = await activity();
    expect(dashboard.monthlyAiBudgetReached).toBe(false);
  });
});

describe("SMS cost", () => {
  it("prices every part of a reply at its segments times the segment price", async () => {
    const long = "This answer is long enough to need more than one SMS segment. ".repeat(4).trim();
    t.ai.script = () => ({ text: long, cost: COST });
    await text(BOB, "tell me more");
    t.ai.script = () => ({ text: AI_TEXT, cost: COST });
    const [reply] = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.recipient, BOB), eq(messages.content, long)));
    expect(reply?.segment_count).toBe(2);
    expect(reply?.sms_cost).toBeCloseTo(2 * PRICE, 9);
  });

  it("prices a dispatched queued message the same way", async () => {
    const content = `Reminder: ${"call the dentist about the appointment next week, ".repeat(4).trim()}`;
    await t.database.db
      .insert(queuedMessages)
      .values({ content, recipient: CAROL, type: "reminder", scheduled_for: clock.current });
    expect((await dispatchDueMessages({ db: t.database.db, clock, defaultTimeZone: ZONE })).sent).toBe(1);
    t.messaging.outboundQueued();
    await settled(t);
    const [row] = await t.database.db.select().from(messages).where(eq(messages.content, content));
    expect(row?.segment_count).toBe(2);
    expect(row?.sms_cost).toBeCloseTo(2 * PRICE, 9);
    expect(t.twilio.sentTo(CAROL).some((sent) => sent.body === content)).toBe(true);
  });

  it("shows AI and SMS cost apart on the dashboard, today and this month", async () => {
    const outbound = await t.database.db.select().from(messages).where(isNotNull(messages.recipient));
    for (const row of outbound) expect(row.sms_cost).toBeCloseTo((row.segment_count ?? 0) * PRICE, 9);
    const todayStart = DateTime.fromJSDate(clock.current, { zone: ZONE }).startOf("day").toJSDate();
    const today = await t.database.db
      .select()
      .from(messages)
      .where(and(isNotNull(messages.recipient), gte(messages.created_at, todayStart)));
    const sum = (rows: typeof outbound, pick: (row: (typeof outbound)[number]) => number | null) =>
      rows.reduce((total, row) => total + (pick(row) ?? 0), 0);

    const dashboard = await activity();
    expect(dashboard.smsCostThisMonth).toBeCloseTo(
      sum(outbound, (row) => row.sms_cost),
      9,
    );
    expect(dashboard.smsCostToday).toBeCloseTo(
      sum(today, (row) => row.sms_cost),
      9,
    );
    expect(dashboard.aiCostThisMonth).toBeCloseTo(
      sum(outbound, (row) => row.ai_cost),
      9,
    );
    expect(dashboard.aiCostToday).toBeCloseTo(
      sum(today, (row) => row.ai_cost),
      9,
    );
    // Both days had texts: today's figures are part of the month's, not all of it.
    expect(dashboard.smsCostToday).toBeGreaterThan(0);
    expect(dashboard.smsCostThisMonth).toBeGreaterThan(dashboard.smsCostToday);
    expect(dashboard.aiCostThisMonth).toBeCloseTo(6 * COST, 9);
  });
});
