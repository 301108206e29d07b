/**
 * bench/inbound: signed Twilio webhooks at rising concurrency against the real server on
 * PostgreSQL, with a fake AI (no delay) and a fake Twilio on 127.0.0.1. Prints the webhook's ack
 * rate beside a bare Fastify route measured in the same run, and end-to-end messages per second
 * (webhook to provider call) with p50/p99 latency.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:inbound
 */
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import formBody from "@fastify/formbody";
import Fastify from "fastify";
import { SYSTEM_NUMBER, startPipelineApp } from "../test/helpers/pipeline-app.js";
import { TEST_TWILIO } from "../test/helpers/twilio-webhook.js";
import type { LoadJob, LoadResult } from "./lib/load-worker.js";
import { fmt, summarize } from "./lib/percentiles.js";

process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
process.env.TEST_DB_KIND = "postgres";

const LEVELS = (process.env.BENCH_CONCURRENCY ?? "1,8,32,64").split(",").map(Number);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000);
const PHONES = Array.from(
  { length: 2000 },
  (_, index) => `+1212${String(5_000_000 + index).padStart(7, "0")}`,
);

function runLoad(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(new URL("./lib/load-worker.ts", import.meta.url)), {
      execArgv: ["--import", "tsx"],
    });
    child.once("message", (result) => resolve(result as LoadResult));
    child.once("error", reject);
    child.send(job);
  });
}

async function bareServer() {
  const app = Fastify({ logger: false });
  await app.register(formBody);
  app.post("/bare", async (_request, reply) => reply.type("text/xml").send("<Response></Response>"));
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, url: `${url}/bare` };
}

async function main() {
  const bare = await bareServer();
  const t = await startPipelineApp();
  t.ai.script = (request) => ({ text: `ok ${String(request.messages.at(-1)?.content)}` });
  const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
  const path = "/api/webhooks/twilio/sms";
  console.log(`bench/inbound on PostgreSQL, ${DURATION_MS} ms per level, ${PHONES.length} senders`);
  await warmUp(t, `${address}${path}`, `${TEST_TWILIO.publicUrl}${path}`);
  console.log(
    "concurrency | bare req/s | ack req/s | ack/bare | ack p50 ms | ack p99 ms | e2e msg/s | e2e p50 ms | e2e p99 ms | errors",
  );

  for (const concurrency of LEVELS) {
    const baseJob = {
      authToken: TEST_TWILIO.authToken,
      concurrency,
      durationMs: DURATION_MS,
      to: SYSTEM_NUMBER,
      phones: PHONES,
    };
    const bareResult = await runLoad({ ...baseJob, url: bare.url, signUrl: null, tag: `bare${concurrency}` });
    const sentBefore = t.twilio.sent.length;
    const tag = `c${concurrency}x`;
    const ack = await runLoad({
      ...baseJob,
      url: `${address}${path}`,
      signUrl: `${TEST_TWILIO.publicUrl}${path}`,
      tag,
    });
    const drained = await waitForReplies(t, sentBefore, ack.completed);
    const sentTimes = new Map(ack.sentAt);
    const e2eLatencies = drained.map(
      (text) => text.at - (sentTimes.get(text.body.replace(/^ok /, "")) ?? text.at),
    );
    const firstSent = Math.min(...ack.sentAt.map(([, at]) => at));
    const lastDelivered = Math.max(...drained.map((text) => text.at));
    const e2eRate = drained.length / ((lastDelivered - firstSent) / 1000);
    const bareRate = bareResult.completed / (bareResult.elapsedMs / 1000);
    const ackRate = ack.completed / (ack.elapsedMs / 1000);
    const ackLatency = summarize(ack.latenciesMs);
    const e2e = summarize(e2eLatencies);
    console.log(
      [
        String(concurrency).padStart(11),
        fmt(bareRate, 0).padStart(10),
        fmt(ackRate, 0).padStart(9),
        `${fmt((ackRate / bareRate) * 100, 0)}%`.padStart(8),
        fmt(ackLatency.p50).padStart(10),
        fmt(ackLatency.p99).padStart(10),
        fmt(e2eRate, 0).padStart(9),
        fmt(e2e.p50).padStart(10),
        fmt(e2e.p99).padStart(10),
        String(ack.errors + bareResult.errors).padStart(6),
      ].join(" | "),
    );
  }
  await t.stopAll();
  await bare.app.close();
}

/** Every sender texts once first: the levels measure returning users, as most traffic is. */
async function warmUp(t: Awaited<ReturnType<typeof startPipelineApp>>, url: string, signUrl: string) {
  const before = t.twilio.sent.length;
  let sent = 0;
  while (sent < PHONES.length) {
    const result = await runLoad({
      authToken: TEST_TWILIO.authToken,
      concurrency: 8,
      durationMs: 1000,
      to: SYSTEM_NUMBER,
      phones: PHONES.slice(sent),
      url,
      signUrl,
      tag: `warm${sent}`,
    });
    sent += result.completed;
  }
  await waitForReplies(t, before, sent);
  console.log(`warm-up: ${sent} senders have texted once`);
}

async function waitForReplies(
  t: Awaited<ReturnType<typeof startPipelineApp>>,
  before: number,
  expected: number,
) {
  const deadline = Date.now() + 120_000;
  while (t.twilio.sent.length - before < expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return t.twilio.sent.slice(before);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
