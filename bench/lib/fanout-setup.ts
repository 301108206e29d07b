import { sql } from "drizzle-orm";
import { type Env, loadEnv } from "../../src/config/env.js";
import type { DatabaseHandle } from "../../src/db/client.js";
import { systemClock } from "../../src/domain/clock.js";
import { createSchedulerRuntime } from "../../src/domain/scheduling/scheduler-runtime.js";
import { createLogger } from "../../src/logger.js";
import { MessagingCore } from "../../src/messaging/messaging-core.js";
import { createDatabaseStore } from "../../src/messaging/store/database-store.js";

const ZONES = ["America/New_York", "America/Chicago", "America/Los_Angeles", "Asia/Kolkata", null];

/**
 * `count` users numbered from `first`, each with a one-to-one thread on `systemNumber` (as users
 * who texted have), spread over five zones (one in five has none), written set-based.
 */
export async function addUsersWithThreads(
  database: DatabaseHandle,
  options: { first: number; count: number; systemNumber: string; team?: boolean },
): Promise<void> {
  const { first, count, systemNumber } = options;
  const zones = sql.param(ZONES);
  await database.db.execute(sql`insert into users (phone_number, timezone, last_active, is_team)
    select '+1646' || lpad(i::text, 7, '0'), (${zones}::text[])[1 + i % 5], now() - (i % 30) * interval '1 day', ${options.team ?? false}::boolean
    from generate_series(${first}::int, ${first + count - 1}::int) as i`);
  await database.db.execute(sql`with created as (
      insert into threads (system_number, participants, last_message_at)
      select ${systemNumber}, array['+1646' || lpad(i::text, 7, '0')], now()
      from generate_series(${first}::int, ${first + count - 1}::int) as i
      returning id, participants)
    insert into thread_participants (thread_id, user_id)
    select created.id, users.id from created join users on users.phone_number = created.participants[1]`);
}

/** One worker process's runtimes (sender and scheduler) on the database, not yet started. */
export function workerRuntimes(database: DatabaseHandle, envOverrides: Record<string, string> = {}) {
  const env: Env = loadEnv({ NODE_ENV: "production", LOG_LEVEL: "silent", ...envOverrides });
  const log = createLogger(env);
  const messaging = new MessagingCore({
    env,
    store: createDatabaseStore(database.db),
    clock: systemClock,
    log,
  });
  const scheduler = createSchedulerRuntime({
    env,
    database,
    clock: systemClock,
    log,
    messaging,
  });
  return {
    async start() {
      messaging.start();
      await scheduler.start();
    },
    async stop() {
      await scheduler.stop();
      await messaging.stop();
    },
    scheduler,
  };
}

export async function countRows(database: DatabaseHandle, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await database.db.execute(query)) as unknown as { rows: { count: number }[] };
  return Number(result.rows[0]?.count ?? 0);
}

export async function waitUntil(
  check: () => Promise<boolean>,
  timeoutMs: number,
  everyMs = 100,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/** Sends per calendar second and the most in any sliding one-second window, from send times in ms. */
export function rateProfile(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const perSecond = new Map<number, number>();
  for (const time of sorted)
    perSecond.set(Math.floor(time / 1000), (perSecond.get(Math.floor(time / 1000)) ?? 0) + 1);
  let slidingMax = 0;
  for (let start = 0, end = 0; end < sorted.length; end++) {
    while ((sorted[end] ?? 0) - (sorted[start] ?? 0) >= 1000) start++;
    slidingMax = Math.max(slidingMax, end - start + 1);
  }
  const first = sorted[0] ?? 0;
  const last = sorted.at(-1) ?? 0;
  return {
    achievedRate: sorted.length > 1 ? (sorted.length - 1) / ((last - first) / 1000) : 0,
    perSecond,
    slidingMax,
  };
}
