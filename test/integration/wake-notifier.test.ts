import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/client.js";
import { createWakeNotifier, WAKE_CHANNEL, type WakeNotifier } from "../../src/loops/wake-notifier.js";
import { secondConnection } from "../helpers/second-connection.js";
import { openTestDatabase, testDatabaseKind } from "../helpers/test-database.js";
import { eventually } from "../helpers/twilio-webhook.js";

const quiet = { warn() {} };
let database: DatabaseHandle;
let other: ReturnType<typeof secondConnection>;
let listening: WakeNotifier;
let sending: WakeNotifier;
const heard: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  other = secondConnection(database);
  // A worker process listens; a web process (its own connections) only sends.
  listening = createWakeNotifier(database, quiet);
  sending = createWakeNotifier(other.handle, quiet);
  for (const topic of ["queue", "announcements", "jobs"] as const)
    listening.subscribe(topic, () => heard.push(topic));
  await listening.start();
});
afterAll(async () => {
  await listening.stop();
  await other.close();
  await database.close();
});

describe("wake-ups", () => {
  it("reach the listening process, by topic, at once", async () => {
    heard.length = 0;
    await sending.notify("jobs");
    await eventually(
      () => heard.length,
      (count) => count > 0,
      1000,
    );
    expect(heard).toEqual(["jobs"]);
  });

  it("stop reaching a listener that unsubscribed", async () => {
    const calls: string[] = [];
    const unsubscribe = listening.subscribe("queue", () => calls.push("queue"));
    unsubscribe();
    await sending.notify("queue");
    await eventually(() => heard.includes("queue"), Boolean, 1000);
    expect(calls).toEqual([]);
  });

  it.runIf(testDatabaseKind() === "postgres")(
    "listen again after the connection drops, waking every loop to catch up",
    async () => {
      heard.length = 0;
      await database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query = ${`listen ${WAKE_CHANNEL}`}`,
      );
      const caughtUp = await eventually(
        () => [...heard],
        (topics) => topics.length >= 3,
        5000,
      );
      expect([...caughtUp].sort()).toEqual(["announcements", "jobs", "queue"]);
      heard.length = 0;
      await sending.notify("announcements");
      expect(
        await eventually(
          () => [...heard],
          (topics) => topics.includes("announcements"),
          1000,
        ),
      ).toEqual(["announcements"]);
    },
  );
});
