import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  adminAuditLog,
  dataExports,
  messages,
  microUis,
  reminders,
  userConsentEvents,
} from "../../src/db/schema/index.js";
import { type UserDataExport, userDataExportSchema } from "../../src/shared/user-data-export.js";
import { adminClient } from "../helpers/admin-client.js";
import { addQueuedMessage, addThread, addUser } from "../helpers/console-fixtures.js";
import { manualClock } from "../helpers/manual-clock.js";
import { type PipelineApp, SYSTEM_NUMBER, startPipelineApp, userByPhone } from "../helpers/pipeline-app.js";
import { signInCookie } from "../helpers/sign-in.js";
import {
  eventually,
  inboundSms,
  postTwilioWebhook,
  SMS_PATH,
  TEST_TWILIO,
} from "../helpers/twilio-webhook.js";

/** Issue 37's export: the operator's download, and the one-time link a person asks for by text. */
const START = new Date("2026-12-03T10:00:00.000Z");
const HOUR_MS = 60 * 60 * 1000;
const clock = manualClock(START);
let t: PipelineApp;
let admin: ReturnType<typeof adminClient>;

beforeAll(async () => {
  t = await startPipelineApp({ offline: true, clock });
  admin = adminClient(t.app, await signInCookie(t.app));
});
afterAll(() => t.stopAll());

describe("GET /api/admin/users/{id}/export", () => {
  it("answers everything held about the person as a JSON download, and nothing of anyone else", async () => {
    const db = t.database.db;
    const at = (minutes: number) => new Date(START.getTime() - 3 * HOUR_MS + minutes * 60_000);
    const carol = await addUser(db, {
      phone_number: "+12125550177",
      profile: "Likes tea",
      referral_code: "CAROL7",
    });
    const dave = await addUser(db, { phone_number: "+12125550178" });
    const thread = await addThread(
      db,
      [carol],
      [
        { role: "user", content: "hello", at: at(0) },
        { role: "assistant", content: "Hi Carol!", at: at(1), ai_cost: 0.0021, sms_cost: 0.0079 },
      ],
    );
    await db.insert(messages).values({
      thread_id: thread.id,
      sender: carol.phone_number,
      sender_role: "user",
      content: "",
      media: [{ url: "https://api.twilio.com/media/ME1", content_type: "audio/amr" }],
      transcript: "buy milk",
      kind: "inbound",
      delivery_status: "received",
      created_at: at(2),
    });
    await addThread(db, [dave], [{ role: "user", content: "dave's secret", at: at(0) }]);
    await addQueuedMessage(db, {
      content: "Reminder: buy milk",
      recipient: carol.phone_number,
      type: "reminder",
      scheduled_for: at(300),
    });
    const [standUp] = await db
      .insert(reminders)
      .values({
        user_id: carol.id,
        text: "stand up",
        starts_local: "2026-12-03T08:00",
        rrule: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR",
        next_at: at(400),
      })
      .returning();
    await addQueuedMessage(db, {
      content: "Reminder: stand up",
      recipient: carol.phone_number,
      type: "reminder",
      scheduled_for: at(400),
      reminder_id: standUp?.id,
    });
    await addQueuedMessage(db, {
      content: "Reminder: dave",
      recipient: dave.phone_number,
      type: "reminder",
      scheduled_for: at(300),
    });
    await db.insert(microUis).values({
      type: "checklist",
      slug: "01JEXPORTCAROL0000000000000",
      thread_id: thread.id,
      user_id: carol.id,
      payload: { title: "Groceries" },
    });
    await db.insert(userConsentEvents).values([
      {
        phone_number: carol.phone_number,
        user_id: carol.id,
        action: "opt_in",
        source: "first_text",
        message: "hello",
      },
      { phone_number: dave.phone_number, user_id: dave.id, action: "opt_in", source: "first_text" },
    ]);

    const response = await admin("GET", `/api/admin/users/${carol.id}/export`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="textpal-user-${carol.id}-2026-12-03.json"`,
    );
    const document: UserDataExport = userDataExportSchema.parse(response.json());
    expect(document.exported_at).toBe(START.toISOString());
    expect(document.user).toMatchObject({
      id: carol.id,
      phone_number: carol.phone_number,
      profile: "Likes tea",
      referral_code: "CAROL7",
    });
    expect(document.threads.map((exported) => exported.id)).toEqual([thread.id]);
    expect(
      document.threads[0]?.messages.map((message) => [
        message.role,
        message.content,
        message.media,
        message.transcript,
      ]),
    ).toEqual([
      ["user", "hello", [], null],
      ["assistant", "Hi Carol!", [], null],
      ["user", "", [{ url: "https://api.twilio.com/media/ME1", content_type: "audio/amr" }], "buy milk"],
    ]);
    expect(document.threads[0]?.messages[1]).toMatchObject({
      ai_cost_usd: 0.0021,
      sms_cost_usd: 0.0079,
      kind: "reply",
    });
    expect(document.reminders).toEqual([
      expect.objectContaining({ text: "stand up", repeats: "Every weekday at 8:00 AM", status: "active" }),
    ]);
    expect(document.reminder_firings).toEqual([
      expect.objectContaining({ content: "Reminder: buy milk", reminder_id: null, status: "pending" }),
      expect.objectContaining({ content: "Reminder: stand up", reminder_id: document.reminders[0]?.id }),
    ]);
    expect(document.micro_uis).toEqual([
      {
        slug: "01JEXPORTCAROL0000000000000",
        type: "checklist",
        url: `${TEST_TWILIO.publicUrl}/ui/01JEXPORTCAROL0000000000000`,
        payload: { title: "Groceries" },
        created_at: expect.any(String),
      },
    ]);
    expect(document.consent_log.map((entry) => [entry.action, entry.source, entry.message])).toEqual([
      ["opt_in", "first_text", "hello"],
    ]);
    expect(document.costs).toEqual({ ai_usd: 0.0021, sms_usd: 0.0079, total_usd: 0.01 });
    expect(response.body).not.toContain("dave");
    // A read of everything about a person is recorded, with who read it.
    const [entry] = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(and(eq(adminAuditLog.action, "export"), eq(adminAuditLog.resource_id, String(carol.id))));
    expect(entry?.admin_id).not.toBeNull();
    expect(entry?.summary).toBe(`exported everything held about user ${carol.id}`);
  });

  it("is a 404 for a user that does not exist", async () => {
    const response = await admin("GET", "/api/admin/users/999999/export");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "User not found" });
  });
});

describe("EXPORT MY DATA by text", () => {
  const PHONE = "+12125550188";

  async function text(body: string) {
    const response = await postTwilioWebhook(t.app, SMS_PATH, inboundSms(PHONE, SYSTEM_NUMBER, body));
    expect(response.statusCode).toBe(200);
    const before = t.twilio.sentTo(PHONE).length;
    const sent = await eventually(
      () => t.twilio.sentTo(PHONE),
      (texts) => texts.length > before,
    );
    return sent.at(-1)?.body ?? "";
  }

  const page = (path: string, method: "GET" | "POST" = "GET") =>
    t.app.inject({
      method,
      url: path,
      headers: method === "POST" ? { "content-type": "application/x-www-form-urlencoded" } : {},
      payload: method === "POST" ? "" : undefined,
    });

  it("texts a link whose page does not spend it, downloads once, and refuses a second link the same day", async () => {
    const reply = await text("EXPORT MY DATA");
    const link = reply.match(/(https?:\/\/\S+\/export\/([\w-]{22}))\s/);
    expect(link?.[1]?.startsWith(`${TEST_TWILIO.publicUrl}/export/`)).toBe(true);
    const token = link?.[2] ?? "";
    const user = await userByPhone(t, PHONE);
    const rows = await t.database.db
      .select()
      .from(dataExports)
      .where(eq(dataExports.user_id, user?.id ?? 0));
    // Only the hash is kept.
    expect(rows.map((row) => row.token_hash)).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/)]);
    expect(JSON.stringify(rows)).not.toContain(token);

    // Opening the page (as a phone's link preview does) twice leaves the link usable.
    for (const _ of [1, 2]) {
      const opened = await page(`/export/${token}`);
      expect(opened.statusCode).toBe(200);
      expect(opened.body).toContain(`<form method="post" action="/export/${token}/download">`);
      expect(opened.body).toContain("Download my data");
      expectPageHeaders(opened.headers);
    }

    const downloaded = await page(`/export/${token}/download`, "POST");
    expect(downloaded.statusCode).toBe(200);
    expectPageHeaders(downloaded.headers);
    expect(downloaded.headers["content-disposition"]).toBe(
      `attachment; filename="textpal-user-${user?.id}-2026-12-03.json"`,
    );
    const document = userDataExportSchema.parse(downloaded.json());
    expect(document.user.phone_number).toBe(PHONE);
    expect(document.threads[0]?.messages.map((message) => message.content)).toContain("EXPORT MY DATA");

    for (const [path, method] of [
      [`/export/${token}/download`, "POST"],
      [`/export/${token}`, "GET"],
    ] as const) {
      const spent = await page(path, method);
      expect(spent.statusCode).toBe(410);
      expect(spent.body).toContain("This link has expired");
    }

    clock.advance(23 * HOUR_MS);
    expect(await text("send me my data")).toContain("You can ask for a new one in 1 hour.");
    expect(
      await t.database.db
        .select()
        .from(dataExports)
        .where(eq(dataExports.user_id, user?.id ?? 0)),
    ).toHaveLength(1);
  });

  it("lets a link lapse 24 hours after it was sent, and sends a new one after a day", async () => {
    clock.advance(HOUR_MS);
    const reply = await text("Exportar mis datos");
    const token = reply.match(/\/export\/([\w-]{22})\s/)?.[1] ?? "";
    clock.advance(24 * HOUR_MS - 1);
    expect((await page(`/export/${token}`)).statusCode).toBe(200);
    clock.advance(1);
    expect((await page(`/export/${token}`)).statusCode).toBe(410);
    expect((await page(`/export/${token}/download`, "POST")).statusCode).toBe(410);
  });

  it("answers a token never sent with a 404 page", async () => {
    const response = await page("/export/AAAAAAAAAAAAAAAAAAAAAA");
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("Link not found");
    expectPageHeaders(response.headers);
  });
});

function expectPageHeaders(headers: Record<string, unknown>) {
  expect(headers).toMatchObject({
    "cache-control": "no-store",
    "referrer-policy": "no-referrer",
    "x-frame-options": "DENY",
    "x-content-type-options": "nosniff",
  });
  expect(headers["content-security-policy"]).toContain("form-action 'self'");
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["content-security-policy"]).not.toContain("script-src");
}
