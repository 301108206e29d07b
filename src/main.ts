import type { Server } from "node:net";
import { getPriority, setPriority } from "node:os";
import { join } from "node:path";
import { buildInfoLine } from "./build-info.js";
import { type Env, loadEnv, publicUrl } from "./config/env.js";
import { webDistDir } from "./config/paths.js";
import { serveBackups } from "./db/backup/backup-socket.js";
import type { DatabaseHandle } from "./db/client.js";
import { openDatabaseFromEnv } from "./db/open-from-env.js";
import { expireAllLeases } from "./db/repositories/messages.js";
import { type BootstrapResult, ensureAdmin } from "./domain/admin/admin-accounts.js";
import { createBackupsService } from "./domain/backups/backups-service.js";
import { createDailyBackupRound } from "./domain/backups/daily-backup-round.js";
import { systemClock } from "./domain/clock.js";
import { seedDefaults } from "./domain/defaults/seed-defaults.js";
import { createRetentionRound } from "./domain/scheduling/retention-round.js";
import { createSchedulerRuntime } from "./domain/scheduling/scheduler-runtime.js";
import { createServices } from "./domain/services/create-services.js";
import { createLogger } from "./logger.js";
import { createWakeNotifier } from "./loops/wake-notifier.js";
import { MessagingCore } from "./messaging/messaging-core.js";
import { FileSpool } from "./messaging/spool/file-spool.js";
import { createDatabaseStore } from "./messaging/store/database-store.js";
import { type MetricsServer, startMetricsServer } from "./observability/metrics/metrics-server.js";
import { startTracing } from "./observability/tracing/start-tracing.js";
import { buildApp } from "./server/app.js";
import type { AppContext } from "./server/context.js";
import { loadSampler, METRICS_PATH } from "./server/routes/metrics.js";
import { shutDown } from "./shutdown.js";
import { exitOnStartupError } from "./startup-errors.js";

/** `--role=web|worker|all` on the command line wins over PROCESS_ROLE. */
function processRole(env: Env): Env["PROCESS_ROLE"] {
  const flag = process.argv.find((arg) => arg.startsWith("--role="))?.slice("--role=".length);
  return flag ? loadEnv({ ...process.env, PROCESS_ROLE: flag }).PROCESS_ROLE : env.PROCESS_ROLE;
}

async function main(): Promise<void> {
  const env = loadEnv();
  const role = processRole(env);
  const logger = createLogger(env);
  // Before anything that makes spans; without OTEL_EXPORTER_OTLP_ENDPOINT nothing is loaded.
  const tracing = await startTracing(env);
  const database = await openDatabaseFromEnv(env, logger);
  await seedDefaults(database.db, { timeZone: env.DEFAULT_TIMEZONE });
  const admin = await ensureAdmin(database.db, { phone: env.ADMIN_PHONE, password: env.ADMIN_PASSWORD });
  if (role === "worker") yieldCpuToWebProcesses(env.WORKER_NICE, logger);
  const notifier = createWakeNotifier(database, logger);
  const spool = role === "worker" ? undefined : await FileSpool.open(spoolDirectory(env));
  const messaging = new MessagingCore({
    spool,
    env,
    store: createDatabaseStore(database.db),
    clock: systemClock,
    log: logger,
    notifier,
  });
  // Settings → Backups and the daily backup share one service, which makes one backup at a time.
  const backups = createBackupsService({
    database,
    clock: systemClock,
    directory: join(env.DATA_DIR, "backups"),
    keep: env.BACKUP_KEEP,
    timeZone: env.DEFAULT_TIMEZONE,
  });
  const dailyBackup = createDailyBackupRound({
    backups,
    database,
    clock: systemClock,
    timeZone: env.DEFAULT_TIMEZONE,
    log: logger,
  });
  // MESSAGE_RETENTION_DAYS and MEDIA_RETENTION_DAYS, applied every night.
  const retention = createRetentionRound({
    database,
    clock: systemClock,
    timeZone: env.DEFAULT_TIMEZONE,
    log: logger,
  });
  const scheduler = createSchedulerRuntime({
    env,
    database,
    clock: systemClock,
    log: logger,
    messaging,
    notifier,
    rounds: [dailyBackup, retention],
  });
  const services = createServices({
    database,
    clock: systemClock,
    timeZone: env.DEFAULT_TIMEZONE,
    scheduler,
    fence: messaging,
    publicUrl: publicUrl(env),
    requireTwoFactor: env.REQUIRE_ADMIN_2FA,
    backups,
  });
  const ctx: AppContext = { env, clock: systemClock, messaging, services };
  const app =
    role === "worker" ? null : await buildApp(ctx, { webDir: webDistDir, logger }).then((built) => built.app);
  await app?.listen({ port: env.PORT, host: env.HOST });
  const metricsServer = role === "worker" ? await startWorkerMetrics(env, ctx, logger) : null;
  if (role !== "worker" && env.METRICS_PORT !== undefined)
    logger.warn("METRICS_PORT is for --role=worker only: this process serves /metrics on its HTTP port");
  // `npm run backup` reaches the embedded database through the process that owns it (decision 033).
  const backupSocket = database.kind === "pglite" ? await serveBackups(database, logger) : null;
  messaging.resumeSpool();
  // Texts stored before a crash or restart are answered now: the workers find them unprocessed.
  if (role !== "web") {
    // The embedded database belongs to this process alone (its directory lock): a lease left in it
    // is a dead run's, so its text need not wait for the lease to run out.
    if (database.kind === "pglite") {
      const expired = await expireAllLeases(database.db, systemClock.now());
      if (expired > 0) logger.info({ expired }, "taking over the texts a previous run left in hand");
    }
    messaging.start();
    await scheduler.start();
  }
  if (app && env.ALLOW_UNSIGNED_WEBHOOKS && !env.TWILIO_AUTH_TOKEN)
    logger.warn("ALLOW_UNSIGNED_WEBHOOKS=true: Twilio webhooks are taken without a signature check");
  printBanner(env, database, admin, role, app ? (listeningPort(app.server.address()) ?? env.PORT) : null);
  if (metricsServer)
    console.log(`  Metrics:   http://${env.METRICS_HOST}:${metricsServer.port}${METRICS_PATH}\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    backupSocket?.close();
    await shutDown(
      {
        app,
        metricsServer,
        scheduler,
        messaging,
        database,
        tracing,
        readiness: services.health,
        readyDelayMs: env.SHUTDOWN_READY_DELAY_MS,
      },
      logger,
      signal,
    );
  };
  process.once("SIGTERM", () => void stop("SIGTERM"));
  process.once("SIGINT", () => void stop("SIGINT"));
}

/**
 * Each process that takes webhooks has its own spool (decision 015), named by its port so that a
 * restarted process replays what its previous run kept. An ephemeral port (0) has no such
 * successor: its spool is named by the pid.
 */
function spoolDirectory(env: Env): string {
  return join(env.DATA_DIR, "spool", env.PORT === 0 ? `pid-${process.pid}` : `port-${env.PORT}`);
}

/** A worker has no HTTP server: with METRICS_PORT set it serves /metrics on a port of its own (decision 031). */
async function startWorkerMetrics(
  env: Env,
  ctx: AppContext,
  logger: ReturnType<typeof createLogger>,
): Promise<MetricsServer | null> {
  if (env.METRICS_PORT === undefined) return null;
  return startMetricsServer({
    host: env.METRICS_HOST,
    port: env.METRICS_PORT,
    token: env.METRICS_TOKEN,
    sample: loadSampler(ctx, (error) => logger.warn({ err: error }, "metrics: queues not read")),
    log: logger,
  });
}

/** See docs/decisions/007: acks first, answers with the CPU left over. Niceness is only ever raised. */
function yieldCpuToWebProcesses(nice: number, logger: ReturnType<typeof createLogger>): void {
  try {
    if (getPriority() < nice) setPriority(nice);
  } catch (error) {
    logger.warn({ err: error, nice }, "could not lower this worker's CPU priority");
  }
}

function listeningPort(address: ReturnType<Server["address"]>): number | undefined {
  return typeof address === "object" && address ? address.port : undefined;
}

function printBanner(
  env: Env,
  handle: DatabaseHandle,
  admin: BootstrapResult,
  role: Env["PROCESS_ROLE"],
  port: number | null,
): void {
  const database = handle.kind === "pglite" ? `embedded PGlite in ${handle.location}` : handle.location;
  const lines = ["", role === "worker" ? "Textpal worker is running." : "Textpal is running."];
  if (port !== null) {
    const base = publicUrl({ ...env, PORT: port });
    lines.push(`  Console:   ${base}/admin`, `  Landing:   ${base}/`);
  }
  lines.push(`  Database:  ${database}`, `  Role:      ${role}`);
  if (port !== null) lines.push(...webhookNotice(env));
  if (admin.kind === "generated") {
    lines.push(
      "",
      "  An admin account was created for this new installation (shown only this once):",
      `    Phone:    ${admin.phone}`,
      `    Password: ${admin.password}`,
      "  Change it with: npm run admin -- set-password --phone <phone> --password <new password>",
    );
  }
  console.log(`${lines.join("\n")}\n`);
}

/** What happens to Twilio's webhooks without a token to check their signatures with (decision 026). */
function webhookNotice(env: Env): string[] {
  if (env.TWILIO_AUTH_TOKEN) return [];
  if (!env.ALLOW_UNSIGNED_WEBHOOKS) {
    return [
      "  Webhooks:  refused with 403 until TWILIO_AUTH_TOKEN is set; try the assistant in the console's mock chat.",
    ];
  }
  const rule = `  ${"!".repeat(94)}`;
  return [
    "",
    rule,
    "  !! ALLOW_UNSIGNED_WEBHOOKS=true: Twilio webhooks are taken WITHOUT a signature check.",
    "  !! Anyone who can reach this server can send texts as any phone number and make it fetch media.",
    "  !! For local development only: set TWILIO_AUTH_TOKEN (or remove this setting) anywhere else.",
    rule,
  ];
}

if (process.argv.includes("--version")) console.log(buildInfoLine());
else main().catch(exitOnStartupError);
