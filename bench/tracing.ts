/**
 * bench/tracing: what a span costs a step, untraced and traced (decision 032). A step here is an
 * async function that resolves at once, so the figures are the spans' own cost, not the work's:
 * - direct: the step called as it was before any instrumentation;
 * - untraced: through withSpan with OTEL_EXPORTER_OTLP_ENDPOINT unset (one boolean check);
 * - traced: through withSpan with the SDK started, exporting to a collector on 127.0.0.1 that
 *   takes and drops OTLP/HTTP posts (batching and export included, in the same process).
 * Each is run for a fixed time after a warm-up (direct and untraced three times each, alternated);
 * prints nanoseconds per step.
 *
 *   npm run bench:tracing
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { loadEnv } from "../src/config/env.js";
import { withSpan } from "../src/observability/tracing/spans.js";
import { startTracing } from "../src/observability/tracing/start-tracing.js";

const RUN_MS = Number(process.env.BENCH_MS ?? 2000);
const BATCH = 1000;
const ROUNDS = 3;

const step = async () => 1;
const facts = { "textpal.message.id": 42, "textpal.thread.id": 7, "textpal.channel": "sms" };

async function nsPerStep(label: string, once: () => Promise<unknown>): Promise<void> {
  const warmUntil = performance.now() + RUN_MS / 4;
  while (performance.now() < warmUntil) for (let i = 0; i < BATCH; i++) await once();
  let steps = 0;
  const started = performance.now();
  while (performance.now() - started < RUN_MS) {
    for (let i = 0; i < BATCH; i++) await once();
    steps += BATCH;
  }
  const ns = ((performance.now() - started) * 1e6) / steps;
  console.log(`${label.padEnd(10)} ${ns.toFixed(0).padStart(6)} ns per step  (${steps} steps)`);
}

let exports = 0;
const collector = createServer((request, response) => {
  request.resume();
  request.on("end", () => {
    exports += 1;
    response.end("{}");
  });
});
await new Promise<void>((resolve) => collector.listen(0, "127.0.0.1", resolve));
const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;

// Alternated, as the JIT and the machine's load move single runs by more than the difference.
for (let round = 0; round < ROUNDS; round++) {
  await nsPerStep("direct", step);
  await nsPerStep("untraced", () => withSpan("textpal.bench", facts, step));
}
const session = await startTracing(loadEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint }));
await nsPerStep("traced", () => withSpan("textpal.bench", facts, step));
await session?.shutdown();
console.log(`(${exports} OTLP exports received while traced; the SDK drops spans past its queue of 2,048)`);
collector.close();
