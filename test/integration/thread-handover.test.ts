import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  admins,
  adminAuditLog as auditLog,
  messages,
  queuedMessages,
  systemNumbers,
  threads,
  users,
} from "../../src/db/schema/index.js";
import { handBackIdleThreadsNow } from "../../src/domain/threads/hand-back-idle.js";
import type { ThreadSummary } from "../../src/shared/mock-chat.js";
import type { AdminThreadMessage, ThreadUpdates } from "../../src/shared/threads.js";
import { adminClient } from "../helpers/admin-client.js";
import {
  type PipelineApp,
  SYSTEM_NUMBER,
  settled,
  startPipelineApp,
  threadWith,
  userByPhone,
} from "../helpers/pipeline-app.js";
import { signInCookie } from "../helpers/sign-in.js";
import { TEST_ADMIN } from "../helpers/test-server.js";
import { eventually, inboundSms, postTwilioWebhook, SMS_PATH } from "../helpers/twilio-webhook.js";

let t: PipelineApp;
let api: ReturnType<typeof adminClient>;
let adminId: number;
let phoneCounter = 0;

beforeAll(async () => {
  t = await startPipelineApp({ settings: { WHATSAPP_ENABLED: "true" } });
  api = adminClient(t.app, await signInCookie(t.app));
  await t.database.db.update(admins).set({ name: "Dana Operator" });
  const [admin] = await t.database.db
    .select()
    .from(admins)
    .where(eq(admins.phone_number, TEST_ADMIN.phoneNumber));
  adminId = admin?.id ?? 0;
});
afterAll(() => t.stopAll());
beforeEach(() => {
  t.ai.script = () => ({ text: "AI answer." });
});

/** A new person, so each test has a thread of its own. */
function newPhone(): string {
  phoneCounter += 1;
  return `+1415555${String(3000 + phoneCounter)}`;
}

async function text(phone: string, body: string) {
  const response = await postTwilioWebhook(t.app, SMS_PATH, inboundSms(phone, SYSTEM_NUMBER, body));
  expect(response.statusCode).toBe(200);
}

/** A person who has written once and been answered: their thread. */
async function conversation(phone = newPhone()) {
  await text(phone, "hello");
  const thread = await threadWith(t, phone);
  await settled(t);
  return thread;
}

async function threadMessages(threadId: number) {
  return t.database.db.select().from(messages).where(eq(messages.thread_id, threadId)).orderBy(messages.id);
}

const takeOver = (id: number) => api("POST", `/api/admin/threads/${id}/takeover`);
const handBack = (id: number) => api("POST", `/api/admin/threads/${id}/handback`);
const write = (id: number, body: unknown) => api("POST", `/api/admin/threads/${id}/messages`, { body });

describe("taking a thread over", () => {
  it("pauses the assistant: the person's texts are stored and shown, unanswered, uncounted, with no ad", async () => {
    const phone = newPhone();
    const thread = await conversation(phone);
    const before = await userByPhone(t, phone);
    const response = await takeOver(thread.id);
    expect(response.statusCode).toBe(200);
    expect(response.json<ThreadSummary>()).toMatchObject({
      id: thread.id,
      ai_paused: true,
      ai_paused_by: { id: adminId, name: "Dana Operator" },
      needs_person: false,
    });
    const paused = response.json<ThreadSummary>();
    expect(new Date(paused.ai_paused_until ?? 0).getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);

    const aiCalls = t.ai.requests.length;
    const sentBefore = t.twilio.sentTo(phone).length;
    await text(phone, "are you still there?");
    await settled(t);
    const rows = await threadMessages(thread.id);
    expect(rows.at(-1)).toMatchObject({ sender_role: "user", content: "are you still there?" });
    expect(rows.at(-1)?.processed_at).not.toBeNull();
    expect(t.ai.requests.length).toBe(aiCalls);
    expect(t.twilio.sentTo(phone).length).toBe(sentBefore);
    expect((await userByPhone(t, phone))?.free_messages_used).toBe(before?.free_messages_used);

    const shown = await api("GET", `/api/admin/thread-messages/${thread.id}`);
    expect(shown.json<AdminThreadMessage[]>().at(-1)?.content).toBe("are you still there?");
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "take_over"), eq(auditLog.resource_id, String(thread.id))));
    expect(entry).toMatchObject({ admin_id: adminId, resource_type: "thread" });
  });

  it("still answers STOP and still sends the person's reminders", async () => {
    const phone = newPhone();
    const thread = await conversation(phone);
    await takeOver(thread.id);
    await t.database.db.insert(queuedMessages).values({
      content: "Reminder: call the dentist",
      recipient: phone,
      type: "reminder",
      scheduled_for: new Date(Date.now() - 1000),
    });
    await eventually(
      () => t.twilio.sentTo(phone).map((sent) => sent.body),
      (bodies) => bodies.includes("Reminder: call the dentist"),
    );
    await text(phone, "STOP");
    const confirmation = await eventually(
      () => t.twilio.sentTo(phone).at(-1)?.body ?? "",
      (body) => body.includes("unsubscribed"),
    );
    expect(confirmation).toContain("unsubscribed");
    expect((await userByPhone(t, phone))?.opted_out).toBe(true);
  });

  it("cancels the thread's automatic answers that have not left yet", async () => {
    const phone = newPhone();
    const thread = await conversation(phone);
    const [waiting] = await t.database.db
      .insert(messages)
      .values({
        thread_id: thread.id,
        sender: SYSTEM_NUMBER,
        sender_role: "assistant",
        content: "An answer that was still waiting",
        recipient: phone,
        kind: "reply",
        delivery_status: "pending",
        next_attempt_at: new Date(Date.now() + 60_000),
      })
      .returning();
    await takeOver(thread.id);
    const [row] = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.id, waiting?.id ?? 0));
    expect(row).toMatchObject({ delivery_status: "canceled", error_code: "taken_over" });
  });

  it("drops an answer decided before the take-over committed, and decides the text again", async () => {
    const phone = newPhone();
    const thread = await conversation(phone);
    let release = () => {};
    t.ai.hold = new Promise<void>((resolve) => {
      release = resolve;
    });
    const aiCalls = t.ai.requests.length;
    await text(phone, "what's a good pizza place?");
    await eventually(
      () => t.ai.requests.length,
      (count) => count > aiCalls,
    );
    await takeOver(thread.id);
    t.ai.hold = null;
    release();
    await settled(t);
    const rows = await threadMessages(thread.id);
    expect(rows.at(-1)).toMatchObject({ sender_role: "user", content: "what's a good pizza place?" });
    expect(rows.filter((row) => row.content === "AI answer.")).toHaveLength(1);
    expect(t.twilio.sentTo(phone).map((sent) => sent.body)).toEqual(["AI answer."]);
  });

  it("answers 404 for a thread that does not exist", async () => {
    for (const response of [await takeOver(999_999), await handBack(999_999), await write(999_999, "hi")]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: "Thread not found" });
    }
  });
});

describe("an operator's message", () => {
  it("goes out from the thread's number through the outbound path, stored with the admin's name", async () => {
    const phone = newPhone();
    const thread = await conversation(phone);
    // Quiet hours all day: an operator's message is conversation, not marketing, so it still goes.
    await api("POST", "/api/admin/settings", { key: "QUIET_HOURS_START", value: "00:00" });
    await api("POST", "/api/admin/settings", { key: "QUIET_HOURS_END", value: "23:59" });
    const response = await write(thread.id, "  Hi, this is Dana from Textpal. How can I help?  ");
    expect(response.statusCode).toBe(201);
    const stored = response.json<AdminThreadMessage>();
    expect(stored).toMatchObject({
      thread_id: thread.id,
      kind: "operator",
      sender: SYSTEM_NUMBER,
      recipient: phone,
      content: "Hi, this is Dana from Textpal. How can I help?",
      segment_count: 1,
      sent_by_admin: { id: adminId, name: "Dana Operator" },
    });
    const sent = await eventually(
      () => t.twilio.sentTo(phone).at(-1),
      (last) => last?.body === "Hi, this is Dana from Textpal. How can I help?",
    );
    expect(sent).toMatchObject({ from: SYSTEM_NUMBER, statusCallback: expect.stringContaining("/status") });
    await settled(t);
    const [row] = await t.database.db.select().from(messages).where(eq(messages.id, stored.id));
    expect(row).toMatchObject({ delivery_status: "queued", sms_cost: 0.0083, sent_by_admin_id: adminId });
    const [after] = await t.database.db.select().from(threads).where(eq(threads.id, thread.id));
    expect(after?.last_message).toBe("Hi, this is Dana from Textpal. How can I help?");
    await api("POST", "/api/admin/settings", { key: "QUIET_HOURS_START", value: "21:00" });
    await api("POST", "/api/admin/settings", { key: "QUIET_HOURS_END", value: "08:00" });
  });

  it("leaves through the number's Messaging Service when it has one", async () => {
    const phone = newPhone();
    const thread = await conversation(phone);
    await t.database.db
      .update(systemNumbers)
      .set({ messaging_service_sid: "MG0123456789abcdef0123456789abcdef" })
      .where(eq(systemNumbers.number, SYSTEM_NUMBER));
    try {
      expect((await write(thread.id, "Through the service")).statusCode).toBe(201);
      const sent = await eventually(
        () => t.twilio.sentTo(phone).at(-1),
        (last) => last?.body === "Through the service",
      );
      expect(sent).toMatchObject({ from: "", messagingServiceSid: "MG0123456789abcdef0123456789abcdef" });
    } finally {
      await t.database.db
        .update(systemNumbers)
        .set({ messaging_service_sid: null })
        .where(eq(systemNumbers.number, SYSTEM_NUMBER));
    }
  });

  it("goes on WhatsApp within the person's 24-hour window, and is refused after it", async () => {
    const phone = newPhone();
    const response = await postTwilioWebhook(
      t.app,
      SMS_PATH,
      inboundSms(`whatsapp:${phone}`, `whatsapp:${SYSTEM_NUMBER}`, "hola"),
    );
    expect(response.statusCode).toBe(200);
    await settled(t);
    const [thread] = await t.database.db
      .select()
      .from(threads)
      .where(and(eq(threads.participants, [phone]), eq(threads.channel, "whatsapp")));
    expect((await write(thread?.id ?? 0, "Hola, soy Dana.")).statusCode).toBe(201);
    const sent = await eventually(
      () => t.twilio.sent.find((text) => text.body === "Hola, soy Dana."),
      (found) => found !== undefined,
    );
    expect(sent).toMatchObject({ to: `whatsapp:${phone}`, from: `whatsapp:${SYSTEM_NUMBER}` });

    await t.database.db
      .update(users)
      .set({ whatsapp_last_inbound_at: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(users.phone_number, phone));
    const refused = await write(thread?.id ?? 0, "¿Sigues ahí?");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("within 24 hours");
  });

  it("is refused when empty or over 1,600 characters, and to a person who opted out, sending nothing", async () => {
    const phone = newPhone();
    const thread = await conversation(phone);
    expect((await write(thread.id, "   ")).statusCode).toBe(400);
    expect((await write(thread.id, "")).statusCode).toBe(400);
    const tooLong = await write(thread.id, "é".repeat(1601));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toContain("Message is too long (1600 characters at most).");
    expect((await write(thread.id, "😀".repeat(1600))).statusCode).toBe(201);

    await text(phone, "STOP");
    await settled(t);
    const sentBefore = t.twilio.sentTo(phone).length;
    const rowsBefore = (await threadMessages(thread.id)).length;
    const refused = await write(thread.id, "Are you sure?");
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: "This person has opted out and cannot be messaged." });
    await settled(t);
    expect(t.twilio.sentTo(phone).length).toBe(sentBefore);
    expect((await threadMessages(thread.id)).length).toBe(rowsBefore);
  });

  it("keeps a taken thread from being handed back by itself; silence hands it back", async () => {
    const thread = await conversation();
    await takeOver(thread.id);
    const later = (hours: number) => ({ now: () => new Date(Date.now() + hours * 3_600_000) });
    expect(await handBackIdleThreadsNow(t.database.db, later(23))).toBe(0);
    await t.database.db
      .update(threads)
      .set({ operator_active_at: new Date(Date.now() - 20 * 3_600_000) })
      .where(eq(threads.id, thread.id));
    expect((await write(thread.id, "Still looking into it")).statusCode).toBe(201);
    expect(await handBackIdleThreadsNow(t.database.db, later(23))).toBe(0);
    expect(await handBackIdleThreadsNow(t.database.db, later(24.1))).toBeGreaterThanOrEqual(1);
    const [after] = await t.database.db.select().from(threads).where(eq(threads.id, thread.id));
    expect(after).toMatchObject({ ai_paused_at: null, ai_paused_by: null });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "hand_back"), eq(auditLog.resource_id, String(thread.id))));
    expect(entry).toMatchObject({ admin_id: null, summary: expect.stringContaining("24 hours") });
  });
});

describe("handing a thread back", () => {
  it("lets the assistant answer the next text", async () => {
    const phone = newPhone();
    const thread = await conversation(phone);
    await takeOver(thread.id);
    await text(phone, "hello? anyone?");
    await settled(t);
    const written = await write(thread.id, "I'll let the assistant take it from here.");
    expect(written.statusCode).toBe(201);
    const messageId = String(written.json<AdminThreadMessage>().id);
    const response = await handBack(thread.id);
    expect(response.statusCode).toBe(200);
    expect(response.json<ThreadSummary>()).toMatchObject({ ai_paused: false, ai_paused_by: null });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.resource_id, [String(thread.id), messageId]))
      .orderBy(auditLog.id);
    expect(entries.map((entry) => [entry.action, entry.resource_type, entry.resource_id])).toEqual([
      ["take_over", "thread", String(thread.id)],
      ["send", "thread_message", messageId],
      ["hand_back", "thread", String(thread.id)],
    ]);
    expect(entries.every((entry) => entry.admin_id === adminId)).toBe(true);
    expect(entries.at(-1)?.summary).toBe("assistant resumed");
    t.ai.script = () => ({ text: "Back again." });
    await text(phone, "what time is it in Tokyo?");
    await eventually(
      () => t.twilio.sentTo(phone).at(-1)?.body,
      (body) => body === "Back again.",
    );
    expect(t.twilio.sentTo(phone).map((sent) => sent.body)).toEqual([
      "AI answer.",
      "I'll let the assistant take it from here.",
      "Back again.",
    ]);
    // The model is told what the operator said, as the service's side of the conversation.
    const asked = t.ai.requests.at(-1)?.messages.map((message) => [message.role, message.content]);
    expect(asked).toContainEqual(["assistant", "I'll let the assistant take it from here."]);
    expect(asked).toContainEqual(["user", "hello? anyone?"]);
  });
});

describe("a person asking for a human", () => {
  it("flags the thread, sends HANDOFF_MESSAGE once, and the assistant stays quiet until an operator acts", async () => {
    const phone = newPhone();
    const thread = await conversation(phone);
    await text(phone, "talk to a human please");
    await settled(t);
    await text(phone, "hello??? a real person please");
    await settled(t);
    const handoffs = t.twilio.sentTo(phone).filter((sent) => sent.body.includes("a person on our team"));
    expect(handoffs).toHaveLength(1);
    const flagged = await api("GET", "/api/admin/threads?needs_person=true");
    expect(flagged.json<ThreadSummary[]>().map((row) => row.id)).toContain(thread.id);
    expect(Number(flagged.headers["x-total-count"])).toBe(flagged.json<ThreadSummary[]>().length);
    const all = await api("GET", "/api/admin/threads?needs_person=false&limit=100");
    expect(all.json<ThreadSummary[]>().length).toBeGreaterThan(flagged.json<ThreadSummary[]>().length);
    const stats = await api("GET", "/api/admin/dashboard/stats");
    expect(stats.json().threadsNeedingPerson).toBe(flagged.json<ThreadSummary[]>().length);
    expect((await api("GET", "/api/admin/threads?needs_person=maybe")).statusCode).toBe(400);

    const taken = (await takeOver(thread.id)).json<ThreadSummary>();
    expect(taken).toMatchObject({ ai_paused: true, needs_person: false });
    const back = (await handBack(thread.id)).json<ThreadSummary>();
    expect(back).toMatchObject({ ai_paused: false, needs_person: false });
  });

  it("is taken over by the operator who answers it", async () => {
    const phone = newPhone();
    const thread = await conversation(phone);
    await text(phone, "agent");
    await settled(t);
    expect((await write(thread.id, "Hi, I'm Dana. What happened?")).statusCode).toBe(201);
    const updates = (
      await api("GET", `/api/admin/threads/${thread.id}/updates?after=0`)
    ).json<ThreadUpdates>();
    expect(updates.thread).toMatchObject({
      ai_paused: true,
      ai_paused_by: { id: adminId, name: "Dana Operator" },
      needs_person: false,
    });
    const csv = await api("GET", "/api/admin/threads/export.csv?needs_person=true");
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain(phone);
  });

  it("is handed off when the model calls its handoff tool", async () => {
    const phone = newPhone();
    const thread = await conversation(phone);
    t.ai.script = () => ({ toolCalls: [{ name: "handoff", arguments: {} }] });
    await text(phone, "my bill is wrong and I'm furious");
    await settled(t);
    const [row] = await t.database.db.select().from(threads).where(eq(threads.id, thread.id));
    expect(row?.needs_person_at).not.toBeNull();
    expect(t.twilio.sentTo(phone).at(-1)?.body).toContain("a person on our team");
    const last = (await threadMessages(thread.id)).at(-1);
    expect(last).toMatchObject({ kind: "handoff", sender_role: "system" });
  });
});

describe("an open thread's live view", () => {
  it("gets the thread and what came after the newest message it shows", async () => {
    const phone = newPhone();
    const thread = await conversation(phone);
    const shown = (await api("GET", `/api/admin/thread-messages/${thread.id}`)).json<AdminThreadMessage[]>();
    const newest = shown.at(-1)?.id ?? 0;
    await takeOver(thread.id);
    await text(phone, "new text");
    await settled(t);
    const updates = (
      await api("GET", `/api/admin/threads/${thread.id}/updates?after=${newest}`)
    ).json<ThreadUpdates>();
    expect(updates.thread).toMatchObject({ id: thread.id, ai_paused: true });
    expect(updates.messages.map((message) => message.content)).toContain("new text");
    expect(updates.messages.every((message) => message.thread_id === thread.id)).toBe(true);
    expect((await api("GET", `/api/admin/threads/${thread.id}/updates?after=-1`)).statusCode).toBe(400);
  });
});
