import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aiMetrics } from "../../src/observability/metrics/ai-metrics.js";
import { CHANNEL_LABELS, oneOf, statusCodeLabel } from "../../src/observability/metrics/label-values.js";
import type { LoadSample } from "../../src/observability/metrics/load-gauges.js";
import { metricsAccess } from "../../src/observability/metrics/metrics-access.js";
import { type MetricsServer, startMetricsServer } from "../../src/observability/metrics/metrics-server.js";
import { metricsRegistry } from "../../src/observability/metrics/registry.js";
import { parsePromText, promValue } from "../helpers/prometheus-text.js";

const TOKEN = "worker-metrics-token-0123";

describe("metricsAccess", () => {
  it("is disabled without a token, and otherwise needs exactly that bearer token", () => {
    expect(metricsAccess(undefined, `Bearer ${TOKEN}`)).toBe("disabled");
    expect(metricsAccess(TOKEN, undefined)).toBe("missing");
    expect(metricsAccess(TOKEN, TOKEN)).toBe("missing");
    expect(metricsAccess(TOKEN, "Basic dXNlcjpwYXNz")).toBe("missing");
    expect(metricsAccess(TOKEN, "Bearer ")).toBe("missing");
    expect(metricsAccess(TOKEN, "Bearer wrong")).toBe("wrong");
    expect(metricsAccess(TOKEN, `Bearer ${TOKEN}x`)).toBe("wrong");
    expect(metricsAccess(TOKEN, `Bearer ${TOKEN.slice(0, -1)}`)).toBe("wrong");
    expect(metricsAccess(TOKEN, `Bearer ${TOKEN}`)).toBe("granted");
    expect(metricsAccess(TOKEN, `bearer ${TOKEN}`)).toBe("granted");
  });
});

describe("label values", () => {
  it("keeps only values of the fixed set, so nothing a caller passes becomes a series", () => {
    expect(oneOf(CHANNEL_LABELS, "whatsapp")).toBe("whatsapp");
    for (const outside of ["+12125550101", "messenger", "", null, undefined])
      expect(oneOf(CHANNEL_LABELS, outside)).toBe("other");
    expect(statusCodeLabel(204)).toBe("204");
    expect(statusCodeLabel(42)).toBe("other");
  });
});

describe("the AI's counts", () => {
  const read = async () => parsePromText(await metricsRegistry.metrics());

  it("counts transcriptions by outcome and calls by outcome, with their tokens, and passes results and errors on", async () => {
    const before = await read();
    await expect(aiMetrics.measureTranscription(async () => "heard")).resolves.toBe("heard");
    await aiMetrics.measureTranscription(async () => "");
    await expect(aiMetrics.measureTranscription(() => Promise.reject(new Error("down")))).rejects.toThrow(
      "down",
    );
    await aiMetrics.measureCall(async () => ({ promptTokens: 7, completionTokens: 3 }));
    await expect(aiMetrics.measureCall(() => Promise.reject(new Error("429")))).rejects.toThrow("429");
    aiMetrics.charged([{ usage: { cost: 0.5 } }, { usage: { cost: null } }, {}]);
    const after = await read();
    const delta = (name: string, labels: Record<string, string> = {}) =>
      (promValue(after, name, labels) ?? 0) - (promValue(before, name, labels) ?? 0);
    expect({
      heard: delta("textpal_voice_note_transcriptions_total", { outcome: "ok" }),
      empty: delta("textpal_voice_note_transcriptions_total", { outcome: "empty" }),
      failed: delta("textpal_voice_note_transcriptions_total", { outcome: "error" }),
      timed: delta("textpal_voice_note_transcription_duration_seconds_count"),
      ok: delta("textpal_ai_calls_total", { outcome: "ok" }),
      error: delta("textpal_ai_calls_total", { outcome: "error" }),
      timedErrors: delta("textpal_ai_call_duration_seconds_count", { outcome: "error" }),
      prompt: delta("textpal_ai_tokens_total", { type: "prompt" }),
      completion: delta("textpal_ai_tokens_total", { type: "completion" }),
      cost: delta("textpal_ai_cost_usd_total"),
    }).toEqual({
      heard: 1,
      empty: 1,
      failed: 1,
      timed: 3,
      ok: 1,
      error: 1,
      timedErrors: 1,
      prompt: 7,
      completion: 3,
      cost: 0.5,
    });
  });
});

describe("a worker's metrics port", () => {
  let server: MetricsServer;
  let sample: LoadSample;
  const scrape = (path: string, authorization?: string) =>
    fetch(`http://127.0.0.1:${server.port}${path}`, { headers: authorization ? { authorization } : {} });

  beforeAll(async () => {
    server = await startMetricsServer({
      host: "127.0.0.1",
      port: 0,
      token: TOKEN,
      sample: async () => sample,
      log: { error: () => {} },
    });
  });
  afterAll(() => server.close());

  it("serves /metrics with the token, and refuses everything else", async () => {
    sample = {
      queues: {
        outbound: { pending: 7, sending: 2, oldestPendingSeconds: 12.5 },
        scheduled: { waiting: 3, held: 1, oldestDueSeconds: 0 },
      },
      spoolDepth: 4,
      pool: { size: 10, open: 3, in_use: 2, waiting: 1, recycled: 0 },
    };
    const ok = await scrape("/metrics", `Bearer ${TOKEN}`);
    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const samples = parsePromText(await ok.text());
    expect(promValue(samples, "textpal_outbound_queue_depth", { status: "pending" })).toBe(7);
    expect(promValue(samples, "textpal_outbound_queue_oldest_pending_seconds")).toBe(12.5);
    expect(promValue(samples, "textpal_scheduled_queue_depth", { status: "held" })).toBe(1);
    expect(promValue(samples, "textpal_spool_depth")).toBe(4);
    expect(promValue(samples, "textpal_db_pool_clients_in_use")).toBe(2);
    expect(promValue(samples, "textpal_db_pool_clients_waiting")).toBe(1);
    expect(promValue(samples, "textpal_process_resident_memory_bytes")).toBeGreaterThan(0);

    const wrong = await scrape("/metrics", "Bearer nope");
    expect([wrong.status, await wrong.json()]).toEqual([401, { message: "The metrics token is wrong." }]);
    expect(wrong.headers.get("www-authenticate")).toBe("Bearer");
    expect((await scrape("/metrics")).status).toBe(401);
    expect((await scrape("/other", `Bearer ${TOKEN}`)).status).toBe(404);
  });

  it("leaves out the pool on the embedded database, and the queues when they could not be read", async () => {
    sample = { spoolDepth: 0 };
    const samples = parsePromText(await (await scrape("/metrics", `Bearer ${TOKEN}`)).text());
    expect(promValue(samples, "textpal_db_pool_clients_in_use")).toBeUndefined();
    expect(promValue(samples, "textpal_outbound_queue_depth")).toBeUndefined();
    expect(promValue(samples, "textpal_outbound_queue_oldest_pending_seconds")).toBeUndefined();
    expect(promValue(samples, "textpal_spool_depth")).toBe(0);
  });

  it("answers 404 without a token configured", async () => {
    const open = await startMetricsServer({
      host: "127.0.0.1",
      port: 0,
      token: undefined,
      sample: async () => ({ spoolDepth: 0 }),
      log: { error: () => {} },
    });
    try {
      const response = await fetch(`http://127.0.0.1:${open.port}/metrics`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.status).toBe(404);
    } finally {
      await open.close();
    }
  });
});
