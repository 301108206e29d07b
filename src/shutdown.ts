import type { FastifyInstance } from "fastify";
import type { Logger as StepLogger } from "./domain/logger.js";
import type { Logger } from "./logger.js";
import { closeServer } from "./server/close-server.js";

/**
 * Each step's limit. Together they stay under SHUTDOWN_GRACE_MS (and Docker's 10 s before SIGKILL),
 * so the database is closed however long the work before it takes: PGlite writes its files on close.
 */
export const SHUTDOWN_LIMITS_MS = {
  requests: 3_500,
  scheduler: 1_500,
  messaging: 2_000,
  database: 2_500,
  /** The last spans to the collector: one OTLP request, or they are lost (decision 032). */
  traces: 350,
};
/** A worker's metrics port closes at once (its connections are cut): a scrape is no work to finish. */
export const METRICS_SHUTDOWN_MS = 100;
/** In-flight requests get this long before their connections are closed. */
const REQUEST_DRAIN_MS = 3_000;
/** The last resort, for a shutdown stuck outside any step. */
export const SHUTDOWN_GRACE_MS = 10_000;

export interface ShutdownStep {
  name: string;
  limitMs: number;
  run(): Promise<unknown>;
}

/**
 * Runs the steps in order, each for at most its limit; one that fails or overruns is logged and the
 * next runs anyway (what it left running is cut short by the exit). Resolves with whether every
 * step finished.
 */
export async function runShutdownSteps(
  steps: ShutdownStep[],
  log: Pick<StepLogger, "warn" | "error">,
): Promise<boolean> {
  let clean = true;
  for (const step of steps) {
    let timer: NodeJS.Timeout | undefined;
    const overrun = new Promise<"overran">((resolve) => {
      timer = setTimeout(() => resolve("overran"), step.limitMs);
    });
    try {
      const outcome = await Promise.race([Promise.resolve().then(() => step.run()), overrun]);
      if (outcome === "overran") {
        clean = false;
        log.warn(
          { step: step.name, limitMs: step.limitMs },
          "shutdown step did not finish in time; going on",
        );
      }
    } catch (error) {
      clean = false;
      log.error({ err: error, step: step.name }, "shutdown step failed; going on");
    } finally {
      clearTimeout(timer);
    }
  }
  return clean;
}

export interface RunningParts {
  app: FastifyInstance | null;
  /** The readiness probe, told first so a load balancer stops sending requests before they are refused. */
  readiness: { markStopping(): void };
  /** SHUTDOWN_READY_DELAY_MS: how long requests are still taken after readiness turned 503. */
  readyDelayMs: number;
  /** A worker's metrics port (METRICS_PORT), if it serves one. */
  metricsServer?: { close(): Promise<void> } | null;
  scheduler: { stop(): Promise<void> };
  messaging: { stop(): Promise<void> };
  database: { close(): Promise<void> };
  /** The tracing session, when OTEL_EXPORTER_OTLP_ENDPOINT started one. */
  tracing?: { shutdown(): Promise<void> } | null;
}

/**
 * SIGTERM/SIGINT: no new requests, in-flight ones get REQUEST_DRAIN_MS, then the loops stop and the
 * database closes, each step bounded; then the process exits (0 when every step finished), rather
 * than wait for whatever handle a library left open.
 */
export async function shutDown(parts: RunningParts, log: Logger, signal: string): Promise<never> {
  const started = performance.now();
  log.info({ signal }, "shutting down: no new requests, finishing in-flight work");
  parts.readiness.markStopping();
  setTimeout(() => {
    log.error("shutdown took too long; exiting");
    process.exit(1);
  }, SHUTDOWN_GRACE_MS + parts.readyDelayMs).unref();
  const steps: ShutdownStep[] = [];
  const { app } = parts;
  if (app && parts.readyDelayMs > 0) {
    log.info({ ms: parts.readyDelayMs }, "readiness answers 503; still taking requests for a while");
    await new Promise((resolve) => setTimeout(resolve, parts.readyDelayMs));
  }
  if (app)
    steps.push({ name: "requests", limitMs: SHUTDOWN_LIMITS_MS.requests, run: () => stopServing(app, log) });
  const { metricsServer } = parts;
  if (metricsServer)
    steps.push({ name: "metrics", limitMs: METRICS_SHUTDOWN_MS, run: () => metricsServer.close() });
  steps.push(
    { name: "scheduler", limitMs: SHUTDOWN_LIMITS_MS.scheduler, run: () => parts.scheduler.stop() },
    { name: "messaging", limitMs: SHUTDOWN_LIMITS_MS.messaging, run: () => parts.messaging.stop() },
    { name: "database", limitMs: SHUTDOWN_LIMITS_MS.database, run: () => parts.database.close() },
  );
  const { tracing } = parts;
  if (tracing)
    steps.push({ name: "traces", limitMs: SHUTDOWN_LIMITS_MS.traces, run: () => tracing.shutdown() });
  const clean = await runShutdownSteps(steps, log);
  const ms = Math.round(performance.now() - started);
  if (clean) log.info({ ms }, "stopped cleanly");
  else log.warn({ ms }, "stopped, but not every step finished (see above)");
  process.exit(clean ? 0 : 1);
}

async function stopServing(app: FastifyInstance, log: Logger): Promise<void> {
  if ((await closeServer(app, REQUEST_DRAIN_MS)) === "cut")
    log.warn({ drainMs: REQUEST_DRAIN_MS }, "requests still running at the limit were cut off");
}
