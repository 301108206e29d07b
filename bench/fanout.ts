/**
 * bench/fanout: scheduled delivery at scale on PostgreSQL, through the real runtimes.
 *
 *   1. Expansion: a 100,000-recipient announcement into queued messages (one INSERT ... SELECT),
 *      global and timezone-aware (target ≤ 2 s).
 *   2. Unthrottled dispatch: those 100,000 queued messages through the dispatcher and the outbound
 *      sender to a provider with no rate limit (the console provider, logging silenced), from start
 *      to the last send (target ≥ 2,000 msg/s).
 *   3. Rate limit: 300 texts on one number limited to 10 messages per second, through a fake
 *      Twilio on 127.0.0.1: the achieved rate and every second over the limit (target ≥ 99% of 10,
 *      no second over).
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:fanout
 */
import { sql } from "drizzle-orm";
import { openDatabase } from "../src/db/client.js";
import { insertAnnouncement } from "../src/db/repositories/announcements.js";
import { systemNumbers } from "../src/db/schema/index.js";
import { systemClock } from "../src/domain/clock.js";
import { seedDefaults } from "../src/domain/defaults/seed-defaults.js";
import { expandDueAnnouncements } from "../src/domain/scheduling/expand-announcements.js";
import { FakeTwilio } from "../test/helpers/fake-twilio.js";
import { createScratchPostgresDatabase } from "../test/helpers/test-database.js";
import { TEST_TWILIO } from "../test/helpers/twilio-webhook.js";
import {
  addUsersWithThreads,
  countRows,
  rateProfile,
  waitUntil,
  workerRuntimes,
} from "./lib/fanout-setup.js";
import { fmt } from "./lib/percentiles.js";

process.env.TEST_DATABASE_URL ??= process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 100_000);
const LIMITED_TEXTS = Number(process.env.BENCH_LIMITED_TEXTS ?? 300);
const LIMITED_MPS = 10;
const MAIN_NUMBER = "+15005550006";
const LIMITED_NUMBER = "+15005550010";
const silentLog = { info() {}, error() {} };

type Handle = Awaited<ReturnType<typeof openDatabase>>;

async function main() {
  const scratch = await createScratchPostgresDatabase();
  const database = await openDatabase({ kind: "postgres", url: scratch.url });
  try {
    await seedDefaults(database.db);
    // The seeded jobs stay out of the measurements.
    await database.db.execute(sql`update jobs set is_active = false, next_run = null`);
    await database.db.insert(systemNumbers).values([
      { number: MAIN_NUMBER, messages_per_second: 1000 },
      { number: LIMITED_NUMBER, messages_per_second: LIMITED_MPS },
    ]);
    await addUsersWithThreads(database, { first: 1, count: RECIPIENTS, systemNumber: MAIN_NUMBER });
    // A live installation's tables have statistics; autovacuum keeps them.
    await database.db.execute(sql`analyze`);
    console.log(`bench/fanout on PostgreSQL: ${RECIPIENTS.toLocaleString("en-US")} recipients`);
    await expansion(database);
    await unthrottledDispatch(database);
    await rateLimited(database);
  } finally {
    await database.close();
    await scratch.drop();
  }
}

async function expansion(database: Handle) {
  for (const timezoneAware of [false, true]) {
    const deliveryDate = timezoneAware ? new Date(Date.now() + 86_400_000) : new Date();
    await insertAnnouncement(database.db, {
      name: timezoneAware ? "Local noon" : "Now",
      message: timezoneAware ? "Good afternoon!" : "Hello from the fan-out bench",
      cohort: "all",
      delivery_date: deliveryDate,
      timezone_aware: timezoneAware,
    });
    // A timezone-aware announcement is expanded as its time first arrives anywhere (UTC+14).
    const clock = { now: () => new Date(deliveryDate.getTime() + (timezoneAware ? 86_400_000 : 0)) };
    const started = performance.now();
    await expandDueAnnouncements({
      db: database.db,
      clock,
      defaultTimeZone: "America/New_York",
      log: silentLog,
    });
    const elapsed = performance.now() - started;
    console.log(
      `1. expansion, ${timezoneAware ? "timezone-aware" : "global"}: ${fmt(elapsed, 0)} ms for ${RECIPIENTS.toLocaleString("en-US")} queued messages (target ≤ 2000 ms)`,
    );
  }
  // Only the global announcement's messages are due now; the timezone-aware ones wait for tomorrow.
  await database.db.execute(sql`update queued_messages set scheduled_for = now() + interval '2 days'
    where announcement_id = (select id from announcements where timezone_aware)`);
}

async function unthrottledDispatch(database: Handle) {
  const worker = workerRuntimes(database);
  const started = Date.now();
  await worker.start();
  let dispatchedAt = 0;
  await waitUntil(
    async () => {
      if (!dispatchedAt) {
        const left = await countRows(
          database,
          sql`select count(*)::int as count from queued_messages where not processed and scheduled_for <= now()`,
        );
        if (left === 0) dispatchedAt = Date.now();
      }
      const sent = await countRows(
        database,
        sql`select count(*)::int as count from messages where delivery_status = 'sent'`,
      );
      return sent >= RECIPIENTS;
    },
    600_000,
    250,
  );
  const lastSent = await database.db.execute(sql`select max(sent_at) as last from messages`);
  const lastAt = new Date(
    (lastSent as unknown as { rows: { last: string }[] }).rows[0]?.last ?? Date.now(),
  ).getTime();
  await worker.stop();
  const seconds = (lastAt - started) / 1000;
  console.log(
    `2. unthrottled dispatch to a fake provider: ${RECIPIENTS.toLocaleString("en-US")} sent in ${fmt(seconds, 2)} s = ${fmt(RECIPIENTS / seconds, 0)} msg/s (target ≥ 2000); all handed to the outbound path after ${fmt((dispatchedAt - started) / 1000, 2)} s`,
  );
}

async function rateLimited(database: Handle) {
  const twilio = await new FakeTwilio().start();
  await addUsersWithThreads(database, {
    first: RECIPIENTS + 1,
    count: LIMITED_TEXTS,
    systemNumber: LIMITED_NUMBER,
    team: true,
  });
  const worker = workerRuntimes(database, {
    PUBLIC_URL: TEST_TWILIO.publicUrl,
    TWILIO_ACCOUNT_SID: TEST_TWILIO.accountSid,
    TWILIO_AUTH_TOKEN: TEST_TWILIO.authToken,
    TWILIO_API_BASE_URL: twilio.baseUrl,
  });
  await worker.start();
  await insertAnnouncement(database.db, {
    name: "Team",
    message: "Rate limited",
    cohort: "team",
    delivery_date: systemClock.now(),
    timezone_aware: false,
  });
  await worker.scheduler.changed("announcements");
  await waitUntil(async () => twilio.sent.length >= LIMITED_TEXTS, LIMITED_TEXTS * 1000);
  await worker.stop();
  await twilio.stop();
  const profile = rateProfile(twilio.sent.map((text) => text.at));
  const over = [...profile.perSecond.entries()].filter(([, count]) => count > LIMITED_MPS);
  const full = [...profile.perSecond.values()];
  console.log(
    `3. ${LIMITED_MPS} MPS on one number: ${LIMITED_TEXTS} texts at ${fmt(profile.achievedRate, 2)} msg/s = ${fmt((profile.achievedRate / LIMITED_MPS) * 100, 1)}% of the limit (target ≥ 99%)`,
  );
  console.log(
    `   seconds over the limit: ${over.length === 0 ? "none" : over.map(([second, count]) => `${new Date(second * 1000).toISOString()} had ${count}`).join(", ")}; busiest calendar second ${Math.max(...full)}, busiest sliding 1-s window ${profile.slidingMax}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
