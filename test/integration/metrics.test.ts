import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, microUis, queuedMessages, users } from "../../src/db/schema/index.js";
import { type PipelineApp, SYSTEM_NUMBER, startPipelineApp, threadWith } from "../helpers/pipeline-app.js";
import { type PromSample, parsePromText, promValue } from "../helpers/prometheus-text.js";
import { eventually, inboundSms, postTwilioWebhook, SMS_PATH } from "../helpers/twilio-webhook.js";

const TOKEN = "metrics-integration-token-42";
const STATUS_PATH = "/api/webhooks/twilio/status";

let t: PipelineApp;

beforeAll(async () => {
  t = await startPipelineApp({ env: { METRICS_TOKEN: TOKEN }, settings: { WHATSAPP_ENABLED: "true" } });
});
afterAll(() => t.stopAll());

function getMetrics(authorization?: string) {
  return t.app.inject({ method: "GET", url: "/metrics", headers: authorization ? { authorization } : {} });
}

async function scrape(): Promise<{ body: string; samples: PromSample[] }> {
  const response = await getMetrics(`Bearer ${TOKEN}`);
  expect(response.statusCode).toBe(200);
  return { body: response.body, samples: parsePromText(response.body) };
}

/** How far each series moved between two scrapes (the registry is the process's, shared by earlier files). */
function moved(before: PromSample[], after: PromSample[]) {
  return (name: string, labels: Record<string, string> = {}) =>
    (promValue(after, name, labels) ?? 0) - (promValue(before, name, labels) ?? 0);
}

describe("GET /metrics", () => {
  it("needs the bearer token: 401 with a message without it or with a wrong one", async () => {
    const missing = await getMetrics();
    expect([missing.statusCode, missing.json()]).toEqual([
      401,
      { message: "Metrics need Authorization: Bearer <METRICS_TOKEN>." },
    ]);
    expect(missing.headers["www-authenticate"]).toBe("Bearer");
    const wrong = await getMetrics(`Bearer ${TOKEN.slice(0, -1)}`);
    expect([wrong.statusCode, wrong.json()]).toEqual([401, { message: "The metrics token is wrong." }]);
  });

  it("serves Prometheus' text format with at least 20 series of its own, and the process's", async () => {
    const response = await getMetrics(`Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; version=0.0.4; charset=utf-8");
    const types = [...response.body.matchAll(/^# TYPE (\S+) /gm)].map((match) => match[1] ?? "");
    expect(types.every((name) => name.startsWith("textpal_"))).toBe(true);
    const own = types.filter((name) => !/^textpal_(process|nodejs)_/.test(name));
    expect(own.length).toBeGreaterThanOrEqual(20);
    for (const name of [
      "textpal_process_resident_memory_bytes",
      "textpal_nodejs_heap_size_used_bytes",
      "textpal_nodejs_eventloop_lag_seconds",
    ])
      expect(types).toContain(name);
  });

  it("counts a text through the webhook, the answer, the AI call and the send", async () => {
    const phone = "+12125550177";
    t.ai.script = () => ({ text: "Counted.", promptTokens: 120, completionTokens: 30, cost: 0.0025 });
    const before = (await scrape()).samples;
    const webhook = await postTwilioWebhook(t.app, SMS_PATH, inboundSms(phone, SYSTEM_NUMBER, "count me"));
    expect(webhook.statusCode).toBe(200);
    const sent = await eventually(
      () => t.twilio.sentTo(phone),
      (texts) => texts.length > 0,
    );
    await expect
      .poll(async () =>
        moved(before, (await scrape()).samples)("textpal_texts_sent_total", { kind: "reply" }),
      )
      .toBe(1);
    await postTwilioWebhook(t.app, STATUS_PATH, {
      MessageSid: sent[0]?.sid ?? "",
      MessageStatus: "delivered",
    });

    const delta = moved(before, (await scrape()).samples);
    expect({
      received: delta("textpal_texts_received_total", { channel: "sms", outcome: "stored" }),
      replied: delta("textpal_texts_replied_total", { channel: "sms", outcome: "reply" }),
      sent: delta("textpal_texts_sent_total", { channel: "sms", kind: "reply" }),
      timedReplies: delta("textpal_reply_latency_seconds_count", { channel: "sms" }),
      aiCalls: delta("textpal_ai_calls_total", { outcome: "ok" }),
      aiTimed: delta("textpal_ai_call_duration_seconds_count", { outcome: "ok" }),
      promptTokens: delta("textpal_ai_tokens_total", { type: "prompt" }),
      completionTokens: delta("textpal_ai_tokens_total", { type: "completion" }),
      inboundWebhook200: delta("textpal_webhook_responses_total", { webhook: "inbound", status_code: "200" }),
      statusWebhook204: delta("textpal_webhook_responses_total", { webhook: "status", status_code: "204" }),
      delivered: delta("textpal_delivery_status_reports_total", { status: "delivered" }),
    }).toEqual({
      received: 1,
      replied: 1,
      sent: 1,
      timedReplies: 1,
      aiCalls: 1,
      aiTimed: 1,
      promptTokens: 120,
      completionTokens: 30,
      inboundWebhook200: 1,
      statusWebhook204: 1,
      delivered: 1,
    });
    expect(delta("textpal_ai_cost_usd_total")).toBeCloseTo(0.0025, 6);
    expect(
      delta("textpal_http_requests_total", { method: "POST", status_class: "2xx" }),
    ).toBeGreaterThanOrEqual(2);
  });

  it("times a reply that waits for the outbound claim, as an answer with effects does", async () => {
    const phone = "+12125550176";
    t.ai.script = (request) =>
      request.messages.some((message) => message.role === "tool")
        ? { text: "Noted." }
        : { toolCalls: [{ name: "update_profile", arguments: { profile: "Likes metrics." } }] };
    const before = (await scrape()).samples;
    await postTwilioWebhook(t.app, SMS_PATH, inboundSms(phone, SYSTEM_NUMBER, "remember this"));
    await expect
      .poll(async () =>
        moved(before, (await scrape()).samples)("textpal_texts_sent_total", { kind: "reply" }),
      )
      .toBe(1);
    const delta = moved(before, (await scrape()).samples);
    expect(delta("textpal_reply_latency_seconds_count", { channel: "sms" })).toBe(1);
    expect(delta("textpal_ai_calls_total", { outcome: "ok" })).toBe(2);
  });

  it("counts refused texts by reason and webhooks refused by their status code", async () => {
    const before = (await scrape()).samples;
    await postTwilioWebhook(t.app, SMS_PATH, inboundSms("+12125550178", "+19995550100", "wrong number"));
    await postTwilioWebhook(t.app, SMS_PATH, inboundSms("+12125550178", SYSTEM_NUMBER, "unsigned"), "bad");
    const delta = moved(before, (await scrape()).samples);
    expect(delta("textpal_texts_refused_total", { reason: "not_our_number" })).toBe(1);
    expect(delta("textpal_webhook_responses_total", { webhook: "inbound", status_code: "403" })).toBe(1);
  });

  it("reads the queues at scrape time: depth by status and how long the oldest has been due", async () => {
    const thread = await threadWith(t, "+12125550177");
    const minuteAgo = new Date(Date.now() - 60_000);
    const inserted = await t.database.db
      .insert(messages)
      .values(
        [
          // Retried later: pending, not due yet.
          { status: "pending", next_attempt_at: new Date(Date.now() + 3_600_000), lease_until: null },
          // Held by a sender whose lease runs for another hour: due a minute ago.
          { status: "sending", next_attempt_at: minuteAgo, lease_until: new Date(Date.now() + 3_600_000) },
        ].map(({ status, ...times }) => ({
          thread_id: thread.id,
          sender: SYSTEM_NUMBER,
          sender_role: "system",
          content: "queued for the gauge",
          recipient: "+12125550179",
          kind: "reminder",
          delivery_status: status,
          ...times,
        })),
      )
      .returning({ id: messages.id });
    const [held] = await t.database.db
      .insert(queuedMessages)
      .values({
        content: "held for the gauge",
        recipient: "+12125550179",
        type: "reminder",
        scheduled_for: new Date(Date.now() + 3_600_000),
        hold_reason: "whatsapp_window",
      })
      .returning({ id: queuedMessages.id });
    try {
      const { samples } = await scrape();
      expect(
        promValue(samples, "textpal_outbound_queue_depth", { status: "pending" }),
      ).toBeGreaterThanOrEqual(1);
      expect(
        promValue(samples, "textpal_outbound_queue_depth", { status: "sending" }),
      ).toBeGreaterThanOrEqual(1);
      expect(promValue(samples, "textpal_outbound_queue_oldest_pending_seconds")).toBeGreaterThanOrEqual(59);
      expect(promValue(samples, "textpal_scheduled_queue_depth", { status: "held" })).toBeGreaterThanOrEqual(
        1,
      );
      expect(promValue(samples, "textpal_spool_depth")).toBe(0);
      if (t.database.kind === "postgres")
        expect(promValue(samples, "textpal_db_pool_max_clients")).toBeGreaterThan(0);
      else expect(promValue(samples, "textpal_db_pool_clients_in_use")).toBeUndefined();
    } finally {
      for (const { id } of inserted) await t.database.db.delete(messages).where(eq(messages.id, id));
      await t.database.db.delete(queuedMessages).where(eq(queuedMessages.id, held?.id ?? 0));
    }
  });

  it("never holds a phone number, a text, a slug or a name, whatever the texts held", async () => {
    const phone = "+13235550187";
    const body = "Remember: Periwinkle-Zanzibar secret 7731 from Quillon Marsh";
    const page = {
      meta: { type: "table", title: "Quillon's page", description: "Periwinkle" },
      layout: {
        type: "page",
        components: [
          {
            id: "t",
            type: "table",
            props: { columns: [{ key: "n", label: "Name" }], dataSource: "rows" },
          },
        ],
      },
      data: { rows: [{ n: "Quillon Marsh" }] },
    };
    t.ai.script = (request) =>
      request.messages.some((message) => message.role === "tool")
        ? { text: "Done, Quillon Marsh." }
        : {
            toolCalls: [
              { name: "create_micro_ui", arguments: page },
              { name: "update_profile", arguments: { profile: "Name: Quillon Marsh" } },
            ],
          };
    await postTwilioWebhook(t.app, SMS_PATH, inboundSms(phone, SYSTEM_NUMBER, body));
    await postTwilioWebhook(t.app, SMS_PATH, inboundSms(`whatsapp:${phone}`, SYSTEM_NUMBER, body));
    await eventually(
      () => t.twilio.sentTo(phone),
      (texts) => texts.length > 0,
    );
    const [stored] = await t.database.db.select().from(microUis);
    const slug = stored?.slug ?? "";
    expect(slug).toMatch(/^[0-9A-Z]{26}$/);
    expect((await t.app.inject({ method: "GET", url: `/api/micro-ui/${slug}` })).statusCode).toBe(200);
    const [person] = await t.database.db.select().from(users).where(eq(users.phone_number, phone));
    expect(person?.profile).toContain("Quillon Marsh");

    const { body: text, samples } = await scrape();
    const national = phone.slice(2);
    for (const secret of [
      phone,
      phone.slice(1),
      national,
      national.slice(0, 6),
      body,
      "Periwinkle",
      "Zanzibar",
      slug,
      "Quillon",
      "Marsh",
    ])
      expect(text.includes(secret), secret).toBe(false);
    // Beyond bucket bounds and the Node version, no label value is a number long enough to be part of a phone.
    const labelValues = samples.flatMap((sample) =>
      Object.entries(sample.labels)
        .filter(([key]) => key !== "le" && key !== "version")
        .map(([, value]) => value),
    );
    // Job tasks are named with hyphens (expand-announcements); nothing else but letters, digits and _.
    expect(labelValues.filter((value) => !/^[A-Za-z0-9_-]*$/.test(value) || /[0-9]{4}/.test(value))).toEqual(
      [],
    );
  });
});
