import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/client.js";
import { messages, systemNumbers } from "../../src/db/schema/index.js";
import { migratedDataDir } from "../helpers/database-snapshots.js";
import { FakeAiServer } from "../helpers/fake-ai-server.js";
import { hold } from "../helpers/hold.js";
import { type SpawnedServer, spawnServer } from "../helpers/spawn-server.js";
import { testDatabaseKind } from "../helpers/test-database.js";
import { eventually, inboundSms, SMS_PATH } from "../helpers/twilio-webhook.js";

/**
 * `npm start` as shipped: one process of role `all` on the embedded database. It stores each text
 * already leased to itself and answers it; killed mid-answer, it leaves that lease behind. A lease
 * lasts 30 s, and this test gives the restart far less: only a restart that knows the lease is a
 * dead run's (the embedded database has one process) answers the text in time.
 */
const SYSTEM_NUMBER = "+15005550006";
const ALICE = "+12125550101";
const WELL_WITHIN_THE_LEASE_MS = 12_000;
const running: SpawnedServer[] = [];
let ai: FakeAiServer;

beforeAll(async () => {
  ai = await new FakeAiServer().start();
});
afterAll(async () => {
  for (const server of running) server.child.kill("SIGKILL");
  await ai.stop();
});

describe.runIf(testDatabaseKind() === "pglite")("a crash in the middle of an answer", () => {
  const dataDir = migratedDataDir("textpal-mid-answer-");

  async function start() {
    const server = await spawnServer({
      DATA_DIR: dataDir,
      AI_BASE_URL: ai.baseUrl,
      AI_API_KEY: "test-key",
      ALLOW_UNSIGNED_WEBHOOKS: "true",
      LOG_LEVEL: "info",
    });
    running.push(server);
    return server;
  }

  it("answers the text once, as soon as the restarted process is up", async () => {
    const setup = await openDatabase({ kind: "pglite", dataDir });
    await setup.db.insert(systemNumbers).values({ number: SYSTEM_NUMBER });
    await setup.close();

    const midAnswer = hold();
    ai.hold = midAnswer.promise;
    const first = await start();
    const posted = await fetch(`${first.url}${SMS_PATH}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(inboundSms(ALICE, SYSTEM_NUMBER, "are you there?")),
    });
    expect(posted.status).toBe(200);
    const asked = await eventually(
      () => ai.requests.length,
      (count) => count === 1,
    );
    expect(asked).toBe(1);
    first.child.kill("SIGKILL");
    await first.exited;
    ai.hold = null;
    midAnswer.release();
    ai.script = () => ({ text: "Yes, here now." });

    const restarted = await start();
    const output = await eventually(
      () => restarted.output(),
      (text) => text.includes("SMS (console provider)"),
      WELL_WITHIN_THE_LEASE_MS,
    );
    expect(output).toContain("SMS (console provider)");
    expect(output).toContain("taking over the texts a previous run left in hand");
    restarted.child.kill("SIGTERM");
    expect(await restarted.exited).toBe(0);

    const database = await openDatabase({ kind: "pglite", dataDir });
    const rows = await database.db.select().from(messages).orderBy(messages.id);
    await database.close();
    expect(rows.map((row) => [row.sender_role, row.content])).toEqual([
      ["user", "are you there?"],
      ["assistant", "Yes, here now."],
    ]);
    expect(rows[0]).toMatchObject({ attempts: 2 });
    expect(rows[1]).toMatchObject({ delivery_status: "sent", provider: "console" });
  }, 60_000);
});
