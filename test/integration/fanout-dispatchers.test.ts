import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEnv } from "../../src/config/env.js";
import type { DatabaseHandle } from "../../src/db/client.js";
import { insertAnnouncement } from "../../src/db/repositories/announcements.js";
import { queuedMessages, systemNumbers } from "../../src/db/schema/index.js";
import { systemClock } from "../../src/domain/clock.js";
import { seedDefaults } from "../../src/domain/defaults/seed-defaults.js";
import {
  createSchedulerRuntime,
  type SchedulerRuntime,
} from "../../src/domain/scheduling/scheduler-runtime.js";
import { createLogger } from "../../src/logger.js";
import { MessagingCore } from "../../src/messaging/messaging-core.js";
import { createDatabaseStore } from "../../src/messaging/store/database-store.js";
import { FakeTwilio } from "../helpers/fake-twilio.js";
import { secondConnection } from "../helpers/second-connection.js";
import { openTestDatabase, testDatabaseKind } from "../helpers/test-database.js";
import { eventually, TEST_TWILIO } from "../helpers/twilio-webhook.js";

const RECIPIENTS = 5000;
const SYSTEM_NUMBER = "+15005550006";

interface Instance {
  messaging: MessagingCore;
  scheduler: SchedulerRuntime;
  /** Rounds in which this instance's dispatcher handed messages to its sender. */
  dispatchRounds: number;
}

let twilio: FakeTwilio;
let database: DatabaseHandle;
let other: ReturnType<typeof secondConnection>;
const instances: Instance[] = [];

/** A worker process: its own sender and scheduler on its own connections (one PGlite is shared). */
function startInstance(handle: DatabaseHandle): Instance {
  const env = loadEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    PUBLIC_URL: TEST_TWILIO.publicUrl,
    TWILIO_ACCOUNT_SID: TEST_TWILIO.accountSid,
    TWILIO_AUTH_TOKEN: TEST_TWILIO.authToken,
    TWILIO_API_BASE_URL: twilio.baseUrl,
  });
  const log = createLogger(env);
  const messaging = new MessagingCore({
    env,
    store: createDatabaseStore(handle.db),
    clock: systemClock,
    log,
  });
  const instance: Instance = {
    messaging,
    scheduler: undefined as unknown as SchedulerRuntime,
    dispatchRounds: 0,
  };
  instance.scheduler = createSchedulerRuntime({
    env,
    database: handle,
    clock: systemClock,
    log,
    messaging: {
      outboundQueued: () => {
        instance.dispatchRounds += 1;
        messaging.outboundQueued();
      },
      applyHeldStatuses: () => messaging.applyHeldStatuses(),
    },
  });
  return instance;
}

beforeAll(async () => {
  twilio = await new FakeTwilio().start();
  database = await openTestDatabase();
  other = secondConnection(database);
  await seedDefaults(database.db);
  await database.db.insert(systemNumbers).values({ number: SYSTEM_NUMBER, messages_per_second: 100_000 });
  await database.db.execute(sql`insert into users (phone_number, last_active)
    select '+1646' || lpad(i::text, 7, '0'), now() from generate_series(1, ${RECIPIENTS}) as i`);
  // Half the recipients have a conversation already; the dispatchers start one for the other half.
  await database.db.execute(sql`with created as (
      insert into threads (system_number, participants, last_message_at)
      select ${SYSTEM_NUMBER}, array[phone_number], now() from users where id % 2 = 0
      returning id, participants)
    insert into thread_participants (thread_id, user_id)
    select created.id, users.id from created join users on users.phone_number = created.participants[1]`);
  for (const handle of [database, other.handle]) instances.push(startInstance(handle));
  for (const instance of instances) {
    instance.messaging.start();
    await instance.scheduler.start();
  }
}, 120_000);

afterAll(async () => {
  for (const instance of instances) {
    await instance.scheduler.stop();
    await instance.messaging.stop();
  }
  await other.close();
  await database.close();
  await twilio.stop();
});

describe(`two dispatchers with their own connections (${testDatabaseKind()})`, () => {
  it(`send a ${RECIPIENTS}-recipient announcement to every recipient exactly once`, async () => {
    await insertAnnouncement(database.db, {
      name: "Fan-out",
      message: "Hello, everyone!",
      cohort: "all",
      delivery_date: new Date(),
      timezone_aware: false,
    });
    await instances[0]?.scheduler.changed("announcements");
    const sent = await eventually(
      () => twilio.sent.filter((text) => text.body === "Hello, everyone!"),
      (texts) => texts.length >= RECIPIENTS,
      120_000,
    );
    // Anything sent twice would arrive after the last first copy: give it time to show up.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const all = twilio.sent.filter((text) => text.body === "Hello, everyone!");
    const perRecipient = new Map<string, number>();
    for (const text of all) perRecipient.set(text.to, (perRecipient.get(text.to) ?? 0) + 1);
    expect(sent.length).toBeGreaterThanOrEqual(RECIPIENTS);
    expect(all).toHaveLength(RECIPIENTS);
    expect(perRecipient.size).toBe(RECIPIENTS);
    expect([...perRecipient.values()].every((count) => count === 1)).toBe(true);

    const [queue] = await database.db
      .select({
        total: sql<number>`count(*)::int`,
        processed: sql<number>`count(*) filter (where ${queuedMessages.processed} and ${queuedMessages.skip_reason} is null)::int`,
      })
      .from(queuedMessages);
    expect(queue).toEqual({ total: RECIPIENTS, processed: RECIPIENTS });
    const [threads] = await database.db
      .execute(sql`select count(*)::int as threads,
      count(distinct participants)::int as people from threads`)
      .then((result) => (result as unknown as { rows: { threads: number; people: number }[] }).rows);
    expect(threads).toEqual({ threads: RECIPIENTS, people: RECIPIENTS });
    console.log(
      `[fan-out] dispatch rounds per instance: ${instances.map((instance) => instance.dispatchRounds).join(" and ")}`,
    );
  }, 150_000);
});
