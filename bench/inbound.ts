/**
 * bench/inbound: signed Twilio webhooks against the real server on PostgreSQL, with a fake AI (no
 * delay) and a fake Twilio on 127.0.0.1 in a process of their own, as the real ones are elsewhere.
 * The server is started as an operator would (src/main.ts on a scratch database): one process of
 * role `all` by default, or with BENCH_WORKERS=n one `web` process and n `worker` processes.
 *
 * 1. Rising concurrency (closed loop): the webhook's ack rate beside a bare Fastify route measured
 *    in the same run, and the end-to-end rate (webhook to provider call) while it is flooded.
 * 2. Fixed offered rates (open loop): end-to-end messages per second and p50/p99 latency from the
 *    webhook leaving the sender to the provider call, the way a latency target is meant, and the
 *    CPU time each text cost the server processes and the whole machine (Linux only).
 *
 * The sender keeps one pool of up to 256 keep-alive connections for the whole run, as a proxy in
 * front of the server would (see bench/lib/load-worker.ts); the warm-up opens it. After the
 * warm-up the database's statistics are analysed, as autovacuum keeps them on a running database:
 * on a freshly created one the planner takes the young tables for tiny and scans them whole.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:inbound
 *
 * BENCH_CPU_PROFILE=dir writes a V8 CPU profile of every server process into dir when it stops;
 * WORKER_NICE is passed on to the worker processes of BENCH_WORKERS, and OTEL_EXPORTER_OTLP_ENDPOINT
 * to every server process (a collector there, or anything that takes POST /v1/traces, traces them).
 * The server logs at LOG_LEVEL, by default info as the product ships; the bench reads its output as
 * a log collector would.
 */
import formBody from "@fastify/formbody";
import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { openDatabase } from "../src/db/client.js";
import { writeSetting } from "../src/db/repositories/settings.js";
import { systemNumbers } from "../src/db/schema/index.js";
import { freePort } from "../test/helpers/free-port.js";
import { SYSTEM_NUMBER } from "../test/helpers/pipeline-app.js";
import { spawnServer } from "../test/helpers/spawn-server.js";
import { spawnWorker } from "../test/helpers/spawn-worker.js";
import { createScratchPostgresDatabase } from "../test/helpers/test-database.js";
import { TEST_TWILIO } from "../test/helpers/twilio-webhook.js";
import { loadGenerator, startEdges } from "./lib/bench-processes.js";
import { cpuPerUnit, cpuSnapshot } from "./lib/cpu-usage.js";
import type { EdgeAddresses, EdgeReport } from "./lib/edge-fakes.js";
import type { LoadJob, LoadResult } from "./lib/load-worker.js";
import { fmt, summarize } from "./lib/percentiles.js";

process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

const WORKERS = Number(process.env.BENCH_WORKERS ?? 0);
const LEVELS = (process.env.BENCH_CONCURRENCY ?? "1,8,32,64,128,256").split(",").filter(Boolean).map(Number);
const RATES = (process.env.BENCH_RATES ?? "250,500,750,1000,1250").split(",").filter(Boolean).map(Number);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000);
const PHONES = Array.from(
  { length: 2000 },
  (_, index) => `+1212${String(5_000_000 + index).padStart(7, "0")}`,
);
const PATH = "/api/webhooks/twilio/sms";
const NODE_ARGS = process.env.BENCH_CPU_PROFILE
  ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
  : [];

const loads = loadGenerator(NODE_ARGS);
const runLoad = loads.run;

async function bareServer() {
  const app = Fastify({ logger: false });
  await app.register(formBody);
  app.post("/bare", async (_request, reply) => reply.type("text/xml").send("<Response></Response>"));
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  return { app, url: `${url}/bare` };
}

async function startServer(addresses: EdgeAddresses) {
  const scratch = await createScratchPostgresDatabase();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The number's rate and the free allowance are set out of the way: the bench measures the pipeline.
  const setup = await openDatabase({ kind: "postgres", url: scratch.url });
  await setup.db.insert(systemNumbers).values({ number: SYSTEM_NUMBER, messages_per_second: 100_000 });
  await writeSetting(setup.db, "FREE_MESSAGE_LIMIT", "100000000");
  // 2,000 phones carry the whole run's load, dozens of texts each a minute: no person does that, and
  // held texts would measure the flood limit's minute instead of the pipeline. The count is still read.
  await writeSetting(setup.db, "MAX_TEXTS_PER_MINUTE", "1000");
  await setup.close();
  const env = {
    DATABASE_URL: scratch.url,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: base,
    TWILIO_ACCOUNT_SID: TEST_TWILIO.accountSid,
    TWILIO_AUTH_TOKEN: TEST_TWILIO.authToken,
    TWILIO_API_BASE_URL: addresses.twilioBaseUrl,
    AI_BASE_URL: addresses.aiBaseUrl,
    AI_API_KEY: "bench-key",
    ADMIN_PHONE: "+15005550000",
    ADMIN_PASSWORD: "bench-password-123",
    ...(process.env.WORKER_NICE ? { WORKER_NICE: process.env.WORKER_NICE } : {}),
    // Traces to a collector, to see what tracing costs a text (decision 032).
    ...(process.env.OTEL_EXPORTER_OTLP_ENDPOINT
      ? { OTEL_EXPORTER_OTLP_ENDPOINT: process.env.OTEL_EXPORTER_OTLP_ENDPOINT }
      : {}),
    // The product's default log level: each request's line is part of what a text costs.
    LOG_LEVEL: process.env.LOG_LEVEL ?? "info",
  };
  const web = await spawnServer({ ...env, PROCESS_ROLE: WORKERS > 0 ? "web" : "all" }, 30_000, NODE_ARGS);
  const workers = await Promise.all(
    Array.from({ length: WORKERS }, () => spawnWorker(env, 30_000, NODE_ARGS)),
  );
  let stopping = false;
  // A server that dies mid-run would leave the load waiting for deliveries that never come.
  for (const child of [web, ...workers]) {
    void child.exited.then((code) => {
      if (stopping) return;
      console.error(
        `a server process exited with ${code} mid-run; its last output:\n${child.output().slice(-4000)}`,
      );
      process.exit(1);
    });
  }
  const stop = async () => {
    stopping = true;
    for (const child of [web, ...workers]) child.child.kill("SIGTERM");
    await Promise.all([web, ...workers].map((child) => child.exited));
    await scratch.drop();
  };
  /** Statistics as autovacuum keeps them on a database that has been running for a while. */
  const analyze = async () => {
    const handle = await openDatabase({ kind: "postgres", url: scratch.url });
    await handle.db.execute(sql`analyze`);
    await handle.close();
  };
  const pids = [web, ...workers].map((spawned) => spawned.child.pid ?? 0);
  return { url: `${base}${PATH}`, stop, analyze, pids };
}

type Edges = Awaited<ReturnType<typeof startEdges>>;

/**
 * Waits until every text acked in a step has been answered at the fake Twilio, so the next step
 * starts with nothing queued, and returns the step's own answered texts with when their answer left
 * (the reply echoes the text's body; texts from one sender that arrived while their previous answer
 * was written are answered together, one line each: decision 040).
 */
async function waitForDeliveries(edges: Edges, from: number, load: LoadResult) {
  const bodies = new Set(load.sentAt.map(([body]) => `ok ${body}`));
  const own: EdgeReport = [];
  let scanned = from;
  const deadline = Date.now() + 180_000;
  while (own.length < load.completed && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    for (; scanned < edges.delivered.length; scanned++) {
      const delivery = edges.delivered[scanned];
      if (!delivery) continue;
      const [reply, at] = delivery;
      for (const line of reply.replace(/^ok /, "").split("\n")) {
        if (bodies.has(`ok ${line}`)) own.push([`ok ${line}`, at]);
      }
    }
  }
  return own;
}

/** Messages per second from the first webhook sent to the last provider call, and latencies. */
function endToEnd(load: LoadResult, delivered: EdgeReport) {
  const sentTimes = new Map(load.sentAt);
  const latencies = delivered.map(([body, at]) => at - (sentTimes.get(body.replace(/^ok /, "")) ?? at));
  const firstSent = Math.min(...load.sentAt.map(([, at]) => at));
  const lastDelivered = Math.max(...delivered.map(([, at]) => at));
  return { rate: delivered.length / ((lastDelivered - firstSent) / 1000), ...summarize(latencies) };
}

let steps = 0;

/**
 * Webhooks are signed for the URL they are sent to, which is the server's PUBLIC_URL here. Each
 * step's tag is unique, as every text's MessageSid must be: a repeated one is a retry.
 */
function baseJob(url: string, tag: string): LoadJob {
  steps += 1;
  const job = {
    authToken: TEST_TWILIO.authToken,
    concurrency: 8,
    durationMs: DURATION_MS,
    to: SYSTEM_NUMBER,
  };
  return { ...job, url, signUrl: url, phones: PHONES, tag: `${tag}s${steps}x` };
}

async function risingConcurrency(edges: Edges, url: string, bareUrl: string) {
  console.log("\n1. rising concurrency (closed loop)");
  console.log(
    "concurrency | bare req/s | ack req/s | ack/bare | ack p50 ms | ack p99 ms | e2e msg/s | errors",
  );
  for (const concurrency of LEVELS) {
    const bare = await runLoad({ ...baseJob(bareUrl, `bare${concurrency}`), concurrency, signUrl: null });
    const before = edges.delivered.length;
    const ack = await runLoad({ ...baseJob(url, `c${concurrency}`), concurrency });
    const e2e = endToEnd(ack, await waitForDeliveries(edges, before, ack));
    const bareRate = bare.completed / (bare.elapsedMs / 1000);
    const ackRate = ack.completed / (ack.elapsedMs / 1000);
    const ackLatency = summarize(ack.latenciesMs);
    const cells = [
      String(concurrency).padStart(11),
      fmt(bareRate, 0).padStart(10),
      fmt(ackRate, 0).padStart(9),
      `${fmt((ackRate / bareRate) * 100, 0)}%`.padStart(8),
      fmt(ackLatency.p50).padStart(10),
      fmt(ackLatency.p99).padStart(10),
      fmt(e2e.rate, 0).padStart(9),
      String(ack.errors + bare.errors).padStart(6),
    ];
    console.log(cells.join(" | "));
  }
}

async function fixedRates(edges: Edges, url: string, serverPids: number[]) {
  console.log("\n2. fixed offered rates (open loop)");
  console.log(
    "offered msg/s | ack p99 ms | e2e msg/s | e2e p50 ms | e2e p99 ms | answered | errors | CPU ms/text: server | machine",
  );
  for (const rate of RATES) {
    const before = edges.delivered.length;
    const cpuBefore = cpuSnapshot(serverPids);
    const load = await runLoad({ ...baseJob(url, `r${rate}`), ratePerSecond: rate });
    const delivered = await waitForDeliveries(edges, before, load);
    const cpu = cpuPerUnit(cpuBefore, cpuSnapshot(serverPids), delivered.length);
    const e2e = endToEnd(load, delivered);
    const cells = [
      String(rate).padStart(13),
      fmt(summarize(load.latenciesMs).p99).padStart(10),
      fmt(e2e.rate, 0).padStart(9),
      fmt(e2e.p50).padStart(10),
      fmt(e2e.p99).padStart(10),
      `${delivered.length}/${load.completed}`.padStart(8),
      String(load.errors).padStart(6),
      fmt(cpu.processes, 2).padStart(19),
      fmt(cpu.machine, 2).padStart(7),
    ];
    console.log(cells.join(" | "));
  }
}

/**
 * Every sender texts once first: the levels measure returning users, as most traffic is. At
 * concurrency 256, which also opens the sender's whole connection pool.
 */
async function warmUp(edges: Edges, url: string) {
  const before = edges.delivered.length;
  const load = await runLoad({
    ...baseJob(url, "warm"),
    concurrency: 256,
    durationMs: 300_000,
    maxRequests: PHONES.length,
  });
  await waitForDeliveries(edges, before, load);
  console.log(`warm-up: ${load.completed} senders have texted once`);
}

async function main() {
  const edges = await startEdges(NODE_ARGS);
  const bare = await bareServer();
  const server = await startServer(edges.addresses);
  const url = server.url;
  const topology = WORKERS > 0 ? `1 web + ${WORKERS} worker processes` : "1 process (role all)";
  console.log(
    `bench/inbound on PostgreSQL, ${topology}, ${DURATION_MS} ms per step, ${PHONES.length} senders`,
  );
  await warmUp(edges, url);
  await server.analyze();
  await risingConcurrency(edges, url, bare.url);
  await fixedRates(edges, url, server.pids);
  await server.stop();
  await bare.app.close();
  loads.stop();
  edges.stop();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
