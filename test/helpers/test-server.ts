import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { type Env, loadEnv, publicUrl } from "../../src/config/env.js";
import { webDistDir } from "../../src/config/paths.js";
import type { DatabaseHandle } from "../../src/db/client.js";
import { createBackupsService } from "../../src/domain/backups/backups-service.js";
import { createDailyBackupRound } from "../../src/domain/backups/daily-backup-round.js";
import type { Clock } from "../../src/domain/clock.js";
import { seedDefaults } from "../../src/domain/defaults/seed-defaults.js";
import {
  createSchedulerRuntime,
  type SchedulerRuntime,
} from "../../src/domain/scheduling/scheduler-runtime.js";
import { createServices } from "../../src/domain/services/create-services.js";
import { createLogger, type Logger } from "../../src/logger.js";
import { createWakeNotifier } from "../../src/loops/wake-notifier.js";
import { MessagingCore } from "../../src/messaging/messaging-core.js";
import type { FileSpool } from "../../src/messaging/spool/file-spool.js";
import { createDatabaseStore } from "../../src/messaging/store/database-store.js";
import { startTracing, type TracingSession } from "../../src/observability/tracing/start-tracing.js";
import { buildApp, type RegisteredRoute } from "../../src/server/app.js";
import { openTestDatabase } from "./test-database.js";

export const TEST_ADMIN = { phoneNumber: "+15005550123", password: "correct-horse-battery" } as const;

export interface TestApp {
  app: FastifyInstance;
  routes: RegisteredRoute[];
  database: DatabaseHandle;
  env: Env;
  messaging: MessagingCore;
  scheduler: SchedulerRuntime;
  admin: { phoneNumber: string; password: string };
  /** Started when `env` sets OTEL_EXPORTER_OTLP_ENDPOINT, as src/main.ts does; shut down on close. */
  tracing: TracingSession | null;
  close(): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  clock?: Clock;
  webDir?: string | null;
  /** Run the inbound and outbound workers and the scheduler, as `npm start` does. */
  workers?: boolean;
  /** An already open database (e.g. a benchmark's seeded one) instead of a fresh one; closed with the app. */
  database?: DatabaseHandle;
  /** Where the app logs, for tests that read its log lines; by default nowhere. */
  logger?: Logger;
  /** The messaging workers' fallback poll; a long one proves a path is woken instead. */
  pollIntervalMs?: number;
  /** How long the messaging workers' claims last unless renewed. */
  leaseMs?: number;
  /** Webhooks being stored at once that make the process store before it answers. */
  webhookBurst?: number;
  /** Where webhooks go when the database cannot take them; none by default. */
  spool?: FileSpool;
  /** Replaces the waits that slow a client down (a throttled sign-in), e.g. to record them. */
  sleep?: (ms: number) => Promise<void>;
  /** Let the scheduler make the daily backup into DATA_DIR/backups, as `npm start` does. */
  dailyBackups?: boolean;
}

/** The real application on a fresh database, with defaults seeded and one admin account. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const env = loadEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", ...options.env });
  const database = options.database ?? (await openTestDatabase());
  const tracing = await startTracing(env);
  try {
    const clock = options.clock ?? { now: () => new Date() };
    await seedDefaults(database.db, { now: clock.now(), timeZone: env.DEFAULT_TIMEZONE });
    const logger = options.logger ?? createLogger(env);
    const notifier = createWakeNotifier(database, logger);
    const messaging = new MessagingCore({
      env,
      store: createDatabaseStore(database.db),
      clock,
      log: logger,
      notifier,
      pollIntervalMs: options.pollIntervalMs,
      leaseMs: options.leaseMs,
      webhookBurst: options.webhookBurst,
      spool: options.spool,
    });
    // Without a DATA_DIR of the test's own, backups go to a directory removed with the app.
    const scratchBackups = options.env?.DATA_DIR ? null : await mkdtemp(join(tmpdir(), "textpal-backups-"));
    const backups = createBackupsService({
      database,
      clock,
      directory: scratchBackups ?? join(env.DATA_DIR, "backups"),
      keep: env.BACKUP_KEEP,
      timeZone: env.DEFAULT_TIMEZONE,
    });
    const scheduler = createSchedulerRuntime({
      env,
      database,
      clock,
      log: logger,
      messaging,
      notifier,
      rounds: options.dailyBackups
        ? [createDailyBackupRound({ backups, database, clock, timeZone: env.DEFAULT_TIMEZONE, log: logger })]
        : [],
    });
    const services = createServices({
      database,
      clock,
      timeZone: env.DEFAULT_TIMEZONE,
      scheduler,
      fence: messaging,
      publicUrl: publicUrl(env),
      sleep: options.sleep,
      requireTwoFactor: env.REQUIRE_ADMIN_2FA,
      backups,
    });
    await services.admins.create(
      { phone_number: TEST_ADMIN.phoneNumber, temporary_password: TEST_ADMIN.password },
      "cli",
    );
    const { app, routes } = await buildApp(
      { env, clock, messaging, services },
      { webDir: options.webDir ?? null, logger },
    );
    if (options.workers) {
      messaging.start();
      await scheduler.start();
    }
    return {
      app,
      routes,
      database,
      env,
      messaging,
      scheduler,
      admin: { ...TEST_ADMIN },
      tracing,
      close: async () => {
        await app.close();
        await scheduler.stop();
        await messaging.stop();
        await database.close();
        await tracing?.shutdown();
        if (scratchBackups) await rm(scratchBackups, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await tracing?.shutdown();
    await database.close();
    throw error;
  }
}

/** The same application listening on a random port of 127.0.0.1, serving the built web app. */
export async function startTestServer(options: TestAppOptions = {}) {
  const testApp = await createTestApp({ webDir: webDistDir, workers: true, ...options });
  const address = await testApp.app.listen({ port: 0, host: "127.0.0.1" });
  return { ...testApp, url: address };
}
