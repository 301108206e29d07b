import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminAuditLog, messages, userConsentEvents } from "../../src/db/schema/index.js";
import type { ConsentEvent } from "../../src/shared/consent.js";
import { csvObjects } from "../helpers/csv-download.js";
import {
  type PipelineApp,
  SYSTEM_NUMBER,
  settled,
  startPipelineApp,
  threadWith,
  userByPhone,
} from "../helpers/pipeline-app.js";
import { signInCookie } from "../helpers/sign-in.js";
import { eventually, inboundSms, postTwilioWebhook, SMS_PATH } from "../helpers/twilio-webhook.js";

const STATUS_PATH = "/api/webhooks/twilio/status";
const CONSENT_HEADERS = ["ID", "Phone number", "User ID", "Action", "Source", "Message", "Time (UTC)"];

let t: PipelineApp;
let cookie: string;
let startedAt: Date;

beforeAll(async () => {
  t = await startPipelineApp({ offline: true });
  cookie = await signInCookie(t.app);
  startedAt = new Date();
});
afterAll(() => t.stopAll());

const admin = (method: "GET" | "POST", url: string) =>
  t.app.inject({ method, url, headers: { cookie, "x-requested-with": "fetch" } });

async function text(phone: string, body: string) {
  const response = await postTwilioWebhook(t.app, SMS_PATH, inboundSms(phone, SYSTEM_NUMBER, body));
  expect(response.statusCode).toBe(200);
}

/** The person's log through the console's read call, newest first. */
async function consentLog(phone: string): Promise<ConsentEvent[]> {
  const user = await userByPhone(t, phone);
  if (!user) throw new Error(`no user ${phone}`);
  const response = await admin("GET", `/api/admin/users/${user.id}/consent`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Waits until the log holds `count` entries, then returns it. */
function logOf(phone: string, count: number) {
  return eventually(
    () => consentLog(phone),
    (log) => log.length >= count,
  );
}

/** Each entry's time is a UTC ISO string from this test's run. */
function expectUtcTimes(log: ConsentEvent[]) {
  for (const entry of log) {
    expect(entry.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const at = new Date(entry.created_at).getTime();
    expect(at).toBeGreaterThanOrEqual(startedAt.getTime() - 1000);
    expect(at).toBeLessThanOrEqual(Date.now());
  }
}

async function sentSid(phone: string) {
  const [sent] = await eventually(
    () => t.twilio.sentTo(phone),
    (list) => list.length > 0,
  );
  return sent?.sid ?? "";
}

async function csv(url: string) {
  const response = await admin("GET", url);
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toContain("text/csv");
  return new TextDecoder("utf-8", { ignoreBOM: true, fatal: true }).decode(response.rawPayload);
}

describe("the consent log", () => {
  const alice = "+12125550141";
  const bob = "+12125550142";
  const carol = "+12125550143";
  const dave = "+12125550144";

  it("records a new person's first text as their opt-in, and nothing for later texts", async () => {
    await text(alice, "Hi there, what can you do?");
    await threadWith(t, alice);
    await sentSid(alice);
    await text(alice, "thanks");
    await eventually(
      () => t.twilio.sentTo(alice),
      (list) => list.length >= 2,
    );
    const log = await consentLog(alice);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      phone_number: alice,
      action: "opt_in",
      source: "first_text",
      message: "Hi there, what can you do?",
    });
    expectUtcTimes(log);
  });

  it("records keyword opt-outs and opt-ins with the text that said so", async () => {
    await text(alice, "Stop");
    const afterStop = await logOf(alice, 2);
    expect(afterStop[0]).toMatchObject({ action: "opt_out", source: "keyword", message: "Stop" });
    expect((await userByPhone(t, alice))?.opted_out).toBe(true);

    await text(alice, "START");
    const log = await logOf(alice, 3);
    expect(log.map((entry) => [entry.action, entry.source, entry.message])).toEqual([
      ["opt_in", "keyword", "START"],
      ["opt_out", "keyword", "Stop"],
      ["opt_in", "first_text", "Hi there, what can you do?"],
    ]);
    expectUtcTimes(log);
    expect((await userByPhone(t, alice))?.opted_out).toBe(false);
  });

  it("records Twilio's 21610 on send as a carrier opt-out, once however often it repeats", async () => {
    // Earlier replies must be out first, or one of them would take the failure.
    await settled(t);
    t.twilio.failures.push({
      status: 400,
      code: 21610,
      message: "Attempt to send to unsubscribed recipient",
    });
    await text(bob, "hello");
    const log = await logOf(bob, 2);
    expect(log[0]).toMatchObject({
      action: "opt_out",
      source: "carrier",
      message: "Twilio error 21610 on send",
    });
    expect(log[1]).toMatchObject({ action: "opt_in", source: "first_text", message: "hello" });
    expectUtcTimes(log);
    const user = await userByPhone(t, bob);
    expect(user?.opted_out).toBe(true);
    expect(user?.opted_out_at?.toISOString()).toBe(log[0]?.created_at);

    // The refused reply's own status report repeats the error: still one entry.
    const [reply] = await t.database.db.select().from(messages).where(eq(messages.recipient, bob));
    expect(reply?.error_code).toBe("21610");
    await t.database.db
      .update(messages)
      .set({ provider_message_id: "SMbob" })
      .where(eq(messages.id, reply?.id ?? 0));
    const report = { MessageSid: "SMbob", MessageStatus: "undelivered", ErrorCode: "21610" };
    expect((await postTwilioWebhook(t.app, STATUS_PATH, report)).statusCode).toBe(204);
    expect(await consentLog(bob)).toHaveLength(2);
  });

  it("records a 21610 in a status callback as a carrier opt-out, once", async () => {
    await text(carol, "hello");
    const sid = await sentSid(carol);
    const report = { MessageSid: sid, MessageStatus: "undelivered", ErrorCode: "21610" };
    expect((await postTwilioWebhook(t.app, STATUS_PATH, report)).statusCode).toBe(204);
    const log = await logOf(carol, 2);
    expect(log[0]).toMatchObject({
      action: "opt_out",
      source: "carrier",
      message: "Twilio error 21610 in a delivery status",
    });
    expectUtcTimes(log);
    expect((await postTwilioWebhook(t.app, STATUS_PATH, report)).statusCode).toBe(204);
    expect(await consentLog(carol)).toHaveLength(2);
  });

  it("lets an operator opt a person out and back in, recorded, audited and refused twice", async () => {
    await text(dave, "hello");
    await sentSid(dave);
    const user = await userByPhone(t, dave);
    const optOut = await admin("POST", `/api/admin/users/${user?.id}/opt-out`);
    expect(optOut.statusCode).toBe(200);
    expect(optOut.json()).toMatchObject({ id: user?.id, opted_out: true });
    const again = await admin("POST", `/api/admin/users/${user?.id}/opt-out`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("User has already opted out");

    const optIn = await admin("POST", `/api/admin/users/${user?.id}/opt-in`);
    expect(optIn.statusCode).toBe(200);
    expect(optIn.json()).toMatchObject({ opted_out: false });
    expect((await admin("POST", `/api/admin/users/${user?.id}/opt-in`)).statusCode).toBe(409);

    const log = await consentLog(dave);
    expect(log.map((entry) => [entry.action, entry.source, entry.message])).toEqual([
      ["opt_in", "operator", "Opted back in from the console"],
      ["opt_out", "operator", "Opted out from the console"],
      ["opt_in", "first_text", "hello"],
    ]);
    expectUtcTimes(log);

    const audited = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.resource_id, String(user?.id)));
    const summaries = audited.map((entry) => entry.summary).join(" | ");
    expect(summaries).toContain("opted_out");
    expect(audited.length).toBeGreaterThanOrEqual(2);
  });

  it("keeps the log by phone through a reset, and answers 404 for an unknown user", async () => {
    const user = await userByPhone(t, dave);
    expect((await admin("POST", `/api/admin/users/${user?.id}/reset`)).statusCode).toBe(200);
    expect(await consentLog(dave)).toHaveLength(3);
    const missing = await admin("GET", "/api/admin/users/999999/consent");
    expect(missing.statusCode).toBe(404);
    expect((await admin("POST", "/api/admin/users/999999/opt-out")).statusCode).toBe(404);
  });

  it("exports every entry as CSV, and the search's users' entries", async () => {
    const stored = await t.database.db.select().from(userConsentEvents);
    const rows = csvObjects(await csv("/api/admin/users/consent.csv"), CONSENT_HEADERS);
    expect(rows).toHaveLength(stored.length);
    expect(rows.map((row) => Number(row.ID))).toEqual(stored.map((row) => row.id).sort((a, b) => b - a));
    const carrierRow = rows.find((row) => row["Phone number"] === carol && row.Action === "opt_out");
    const carolRow = stored.find((row) => row.phone_number === carol && row.action === "opt_out");
    expect(carrierRow).toMatchObject({
      Source: "carrier",
      Message: "Twilio error 21610 in a delivery status",
      "User ID": String(carolRow?.user_id),
      "Time (UTC)": carolRow?.created_at.toISOString(),
    });

    const searched = csvObjects(
      await csv(`/api/admin/users/consent.csv?search=${alice.slice(1)}`),
      CONSENT_HEADERS,
    );
    expect(searched.map((row) => [row["Phone number"], row.Action, row.Source])).toEqual([
      [alice, "opt_in", "keyword"],
      [alice, "opt_out", "keyword"],
      [alice, "opt_in", "first_text"],
    ]);
  });

  it("exports the users list with each person's opt-out and its time", async () => {
    const text = await csv("/api/admin/users/export.csv");
    const header = text.slice(1).split("\r\n")[0]?.split(",") ?? [];
    expect(header).toContain("Opted out");
    expect(header).toContain("Opted out at (UTC)");
    const rows = csvObjects(text, header);
    const bobRow = rows.find((row) => row["Phone number"] === bob);
    const bobUser = await userByPhone(t, bob);
    expect(bobRow).toMatchObject({
      "Opted out": "true",
      "Opted out at (UTC)": bobUser?.opted_out_at?.toISOString(),
    });
    expect(rows.find((row) => row["Phone number"] === alice)).toMatchObject({
      "Opted out": "false",
      "Opted out at (UTC)": "",
    });
  });
});
