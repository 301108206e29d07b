import { spawnSync } from "node:child_process";
import { trace } from "@opentelemetry/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../../src/config/paths.js";
import { isTracingOn } from "../../src/observability/tracing/spans.js";
import { startTracing } from "../../src/observability/tracing/start-tracing.js";
import { twilioWebhooksApi } from "../../src/shared/api/twilio-webhooks.js";
import { FakeMediaServer, wavTone } from "../helpers/fake-media-server.js";
import { OtlpReceiver, type ReceivedSpan } from "../helpers/otlp-receiver.js";
import { allMessages, type PipelineApp, SYSTEM_NUMBER, startPipelineApp } from "../helpers/pipeline-app.js";
import {
  eventually,
  inboundSms,
  postTwilioWebhook,
  SMS_PATH,
  TEST_TWILIO,
} from "../helpers/twilio-webhook.js";

/**
 * With OTEL_EXPORTER_OTLP_ENDPOINT set, one text (here with a voice note) makes one trace over
 * OTLP/HTTP, from its webhook to the status callback Twilio makes later, and nothing it carries
 * is the text, what was said or a phone number. The SDK is process-wide and this worker runs other
 * files after this one: closing the app must put the API's no-op back. Without the variable the
 * SDK's modules are never loaded (decision 032).
 */
const PHONE = "+14155550199";
const TYPED = "Ask my doctor about the blue pills";
const SAID = "and book the dentist for Friday";
const REPLY = "Noted: doctor and dentist";
const OTHER_PHONE = "+14155550188";
/** OTLP's STATUS_CODE_ERROR. */
const ERROR = 2;

let receiver: OtlpReceiver;
let media: FakeMediaServer;
let t: PipelineApp;
let closed = false;

beforeAll(async () => {
  [receiver, media] = await Promise.all([new OtlpReceiver().start(), new FakeMediaServer().start()]);
  t = await startPipelineApp({
    env: {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
      OTEL_SERVICE_NAME: "textpal-under-test",
      TWILIO_MEDIA_HOSTS: media.host,
    },
  });
  t.ai.transcribe = () => ({ text: SAID });
  t.ai.script = () => ({ text: REPLY });
}, 60_000);

afterAll(async () => {
  if (!closed) await t.stopAll();
  await Promise.all([receiver.stop(), media.stop()]);
});

/** The one span of each name; a name made twice would be a second trace's or a step run twice. */
function byName(spans: ReceivedSpan[]): Map<string, ReceivedSpan> {
  const named = new Map<string, ReceivedSpan>();
  for (const span of spans) {
    expect(named.has(span.name), `${span.name} appears once`).toBe(false);
    named.set(span.name, span);
  }
  return named;
}

describe("traces", { timeout: 60_000 }, () => {
  it("follows one text with a voice note from its webhook to its status callback in one trace", async () => {
    const voice = media.put("/voice.wav", wavTone(440, 0.2), "audio/wav");
    const text = inboundSms(PHONE, SYSTEM_NUMBER, TYPED, {
      NumMedia: "1",
      MediaUrl0: voice,
      MediaContentType0: "audio/wav",
    });
    expect((await postTwilioWebhook(t.app, SMS_PATH, text)).statusCode).toBe(200);
    const [sent] = await eventually(
      () => t.twilio.sentTo(PHONE),
      (texts) => texts.length > 0,
    );
    expect(sent?.body).toBe(REPLY);
    // Twilio's callback comes later, as a request of its own.
    const status = await postTwilioWebhook(t.app, twilioWebhooksApi.statusCallback.path, {
      MessageSid: sent?.sid ?? "",
      MessageStatus: "delivered",
      AccountSid: TEST_TWILIO.accountSid,
    });
    expect(status.statusCode).toBe(204);
    await t.tracing?.flush();

    const spans = byName(receiver.spans());
    const span = (name: string) => {
      const found = spans.get(name);
      if (!found) throw new Error(`no span ${name} among ${[...spans.keys()].join(", ")}`);
      return found;
    };
    const webhook = span("textpal.webhook.sms");
    const answer = span("textpal.text.answer");
    const send = span("textpal.text.send");
    expect(new Set([...spans.values()].map((each) => each.traceId))).toEqual(new Set([webhook.traceId]));
    expect(webhook.parentSpanId).toBe("");
    const parentOf = (name: string) => span(name).parentSpanId;
    expect({
      store: parentOf("textpal.text.store"),
      answer: parentOf("textpal.text.answer"),
      transcribe: parentOf("textpal.ai.transcribe"),
      ai: parentOf("textpal.ai.call"),
      send: parentOf("textpal.text.send"),
      twilio: parentOf("textpal.sms.twilio_send"),
      status: parentOf("textpal.webhook.status"),
    }).toEqual({
      store: webhook.spanId,
      answer: webhook.spanId,
      transcribe: answer.spanId,
      ai: answer.spanId,
      send: webhook.spanId,
      twilio: send.spanId,
      status: webhook.spanId,
    });
    expect(webhook.serviceName).toBe("textpal-under-test");
    const messageId = webhook.attributes["textpal.message.id"];
    expect(messageId).toEqual(expect.any(Number));
    expect(webhook.attributes).toMatchObject({
      "http.route": SMS_PATH,
      "http.response.status_code": 200,
      "textpal.outcome": "stored",
    });
    expect(answer.attributes).toMatchObject({
      "textpal.message.id": messageId,
      "textpal.outcome": "answered",
      "textpal.reply.kinds": "reply",
    });
    expect(span("textpal.ai.call").attributes).toMatchObject({ "gen_ai.request.model": expect.any(String) });
    expect(span("textpal.ai.transcribe").attributes).toMatchObject({ "textpal.audio.type": "audio/wav" });
    expect(send.attributes).toMatchObject({ "textpal.outcome": "sent", "textpal.segments": 1 });
    expect(span("textpal.sms.twilio_send").attributes).toMatchObject({ "http.response.status_code": 201 });
    expect(span("textpal.webhook.status").attributes).toMatchObject({
      "http.response.status_code": 204,
      "textpal.status": "delivered",
    });

    const raw = receiver.raw;
    for (const secret of [TYPED, SAID, REPLY, PHONE, PHONE.slice(1), SYSTEM_NUMBER.slice(1), voice]) {
      expect(raw, `the export holds ${secret}`).not.toContain(secret);
    }
    expect(raw).not.toContain(TEST_TWILIO.accountSid);
    expect(raw).not.toContain(TEST_TWILIO.authToken);
  });

  it("marks a send Twilio refuses as an error with its code, never its message", async () => {
    const exportsBefore = receiver.bodies.length;
    // Twilio's messages quote the number they refuse.
    t.twilio.failures.push({
      status: 400,
      code: 21211,
      message: `The 'To' number ${OTHER_PHONE} is not valid`,
    });
    expect(
      (await postTwilioWebhook(t.app, SMS_PATH, inboundSms(OTHER_PHONE, SYSTEM_NUMBER, TYPED))).statusCode,
    ).toBe(200);
    await expect.poll(() => t.twilio.failures.length).toBe(0);
    await expect
      .poll(async () => (await allMessages(t)).some((row) => row.delivery_status === "failed"))
      .toBe(true);
    await t.tracing?.flush();

    const spans = byName(receiver.spans(exportsBefore));
    const send = spans.get("textpal.text.send");
    const twilio = spans.get("textpal.sms.twilio_send");
    expect(send?.parentSpanId).toBe(spans.get("textpal.webhook.sms")?.spanId);
    expect(send?.attributes).toMatchObject({
      "textpal.outcome": "provider_refused",
      "textpal.error.code": "21211",
    });
    expect(twilio).toMatchObject({
      parentSpanId: send?.spanId,
      statusCode: ERROR,
      attributes: { "http.response.status_code": 400, "error.type": "21211" },
    });
    const raw = receiver.bodies.slice(exportsBefore).join("");
    expect(raw).not.toContain(OTHER_PHONE.slice(1));
    expect(raw).not.toContain("is not valid");
  });

  it("refuses a second session while one runs, shuts the SDK down with the app and puts the no-op back", async () => {
    await expect(startTracing(t.env)).rejects.toThrow(/already running/);
    closed = true;
    await t.stopAll();
    expect(isTracingOn()).toBe(false);
    expect(trace.getTracer("after").startSpan("nothing").isRecording()).toBe(false);
  });

  it("loads none of the SDK's modules without OTEL_EXPORTER_OTLP_ENDPOINT", () => {
    // A process of its own: this worker's module cache holds the SDK since the tests above.
    const probe = `
      import { createRequire } from "node:module";
      import { loadEnv } from "./src/config/env.ts";
      import { withSpan } from "./src/observability/tracing/spans.ts";
      import { startTracing } from "./src/observability/tracing/start-tracing.ts";
      const cache = createRequire(import.meta.url).cache;
      const loaded = () => Object.keys(cache).some((path) => path.includes("@opentelemetry/sdk-trace"));
      const session = await startTracing(loadEnv({}));
      const ran = await withSpan("textpal.probe", {}, async () => "ran");
      const without = { session, ran, loaded: loaded() };
      const started = await startTracing(loadEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://127.0.0.1:9" }));
      const withEndpoint = loaded();
      await started.shutdown();
      console.log(JSON.stringify({ without, withEndpoint }));`;
    const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", probe], {
      cwd: projectRoot,
      encoding: "utf8",
    });
    expect(run.stderr).toBe("");
    // The second half shows the check sees the SDK once it is loaded.
    expect(JSON.parse(run.stdout)).toEqual({
      without: { session: null, ran: "ran", loaded: false },
      withEndpoint: true,
    });
  });
});
