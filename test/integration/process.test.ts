import { chmodSync, existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../src/db/client.js";
import { messages, systemNumbers } from "../../src/db/schema/index.js";
import { migratedDataDir } from "../helpers/database-snapshots.js";
import { type SpawnedServer, spawnServer } from "../helpers/spawn-server.js";
import { createScratchPostgresDatabase, testDatabaseKind } from "../helpers/test-database.js";

const running: SpawnedServer[] = [];
afterAll(() => {
  for (const server of running) server.child.kill("SIGKILL");
});

async function start(env: Record<string, string>) {
  const server = await spawnServer(env);
  running.push(server);
  return server;
}

async function signIn(url: string, phoneNumber: string, password: string) {
  return fetch(`${url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ phoneNumber, password }),
  });
}

function printedCredentials(output: string) {
  const phone = /Phone:\s+(\+\d+)/.exec(output)?.[1];
  const password = /Password:\s+(\S+)/.exec(output)?.[1];
  if (!phone || !password) throw new Error(`no credentials printed:\n${output}`);
  return { phone, password };
}

/** Each test starts a server process; a first start on PGlite runs initdb and every migration. */
const PROCESS_TEST_TIMEOUT_MS = 60_000;

describe.runIf(testDatabaseKind() === "pglite")(
  "the server process on the embedded database",
  {
    timeout: PROCESS_TEST_TIMEOUT_MS,
  },
  () => {
    const dataDir = mkdtempSync(join(tmpdir(), "textpal-process-"));

    it("starts with an empty environment and prints credentials that sign in", async () => {
      const server = await start({ DATA_DIR: dataDir });
      const { phone, password } = printedCredentials(server.output());
      expect(server.output()).toContain(
        "Webhooks:  refused with 403 until TWILIO_AUTH_TOKEN is set; try the assistant in the console's mock chat.",
      );
      const health = await fetch(`${server.url}/api/health`);
      expect(await health.json()).toEqual({ status: "ok", spool_depth: 0 });
      // The person types the number the way it is printed, without the country code.
      const response = await signIn(server.url, phone.replace(/^\+1/, ""), password);
      expect(response.status).toBe(200);
    });

    it("refuses a second process on the same directory while the first keeps serving", async () => {
      const first = running[0];
      if (!first) throw new Error("the first server is not running");
      const second = await spawnServer({ DATA_DIR: dataDir }).catch(
        (error: { code: number; output: string }) => error,
      );
      expect(second).toMatchObject({ code: 1 });
      expect((second as { output: string }).output).toMatch(/already in use by another Textpal process/);
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    });

    it("shuts down cleanly on SIGTERM, releasing the directory, and keeps its data", async () => {
      const first = running[0];
      if (!first) throw new Error("the first server is not running");
      const { phone, password } = printedCredentials(first.output());
      first.child.kill("SIGTERM");
      expect(await first.exited).toBe(0);
      expect(existsSync(join(dataDir, "textpal.lock"))).toBe(false);

      const restarted = await start({ DATA_DIR: dataDir });
      expect(restarted.output()).not.toMatch(/Password:/);
      expect((await signIn(restarted.url, phone, password)).status).toBe(200);
      restarted.child.kill("SIGINT");
      expect(await restarted.exited).toBe(0);
    });

    it("stops with a message naming the directory and the permission when DATA_DIR is read-only", async () => {
      const readOnly = mkdtempSync(join(tmpdir(), "textpal-read-only-"));
      chmodSync(readOnly, 0o555);
      // Root may write anywhere: the server runs without the capability to override permissions,
      // as a container's user would. (Running it as another user needs every folder above the
      // checkout open to that user, which a clone in a private temporary folder is not.)
      const asRoot = process.getuid?.() === 0;
      const obeyPermissions = asRoot
        ? ["setpriv", "--bounding-set=-dac_override,-dac_read_search", "--"]
        : [];
      const failed = await spawnServer({ DATA_DIR: readOnly }, 30_000, [], obeyPermissions).catch(
        (error: { code: number; output: string }) => error,
      );
      expect(failed).toMatchObject({ code: 1 });
      const output = (failed as { output: string }).output;
      expect(output).toContain(`Textpal cannot write in the data directory ${readOnly}`);
      expect(output).toContain(`this process (user ${process.getuid?.()}, group ${process.getgid?.()}`);
      expect(output).toContain(`has no write permission on ${readOnly}`);
      expect(output).not.toMatch(/"err":|\bat \w+ \(/);
    });

    it("stops with a message naming the variable when the configuration is invalid", async () => {
      const failed = await spawnServer({ DATA_DIR: dataDir, PORT: "not-a-port" }).catch(
        (error: { code: number; output: string }) => error,
      );
      expect(failed).toMatchObject({ code: 1 });
      expect((failed as { output: string }).output).toMatch(/PORT: must be a port number/);
    });
  },
);

describe.runIf(testDatabaseKind() === "pglite")("a crash after storing a text", () => {
  const dataDir = migratedDataDir("textpal-crash-");
  const systemNumber = "+15005550006";

  async function withDatabase<T>(work: (db: DatabaseHandle["db"]) => Promise<T>): Promise<T> {
    const database = await openDatabase({ kind: "pglite", dataDir });
    try {
      return await work(database.db);
    } finally {
      await database.close();
    }
  }

  it("answers the stored text once after a restart", async () => {
    await withDatabase((db) => db.insert(systemNumbers).values({ number: systemNumber }));
    // Unsigned, as local development may: the console provider stands in for Twilio.
    const web = await start({ DATA_DIR: dataDir, PROCESS_ROLE: "web", ALLOW_UNSIGNED_WEBHOOKS: "true" });
    expect(web.output()).toMatch(
      /!! ALLOW_UNSIGNED_WEBHOOKS=true: Twilio webhooks are taken WITHOUT a signature check/,
    );
    const form = new URLSearchParams({
      MessageSid: "SMcrash1",
      From: "+12125550101",
      To: systemNumber,
      Body: "hello",
    });
    const stored = await fetch(`${web.url}/api/webhooks/twilio/sms`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form,
    });
    expect(stored.status).toBe(200);
    web.child.kill("SIGKILL");
    await web.exited;

    const restarted = await start({ DATA_DIR: dataDir, LOG_LEVEL: "info" });
    await waitFor(() => /SMS \(console provider\)/.test(restarted.output()));
    restarted.child.kill("SIGTERM");
    expect(await restarted.exited).toBe(0);

    const again = await start({ DATA_DIR: dataDir, LOG_LEVEL: "info" });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(again.output()).not.toMatch(/SMS \(console provider\)/);
    again.child.kill("SIGTERM");
    expect(await again.exited).toBe(0);

    const rows = await withDatabase((db) => db.select().from(messages).orderBy(messages.id));
    expect(rows.filter((row) => row.sender_role === "user")).toHaveLength(1);
    expect(rows[0]?.processed_at).toBeInstanceOf(Date);
    const replies = rows.filter((row) => row.sender_role !== "user");
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatchObject({
      delivery_status: "sent",
      provider: "console",
      recipient: "+12125550101",
    });
    expect(replies[0]?.content).toMatch(/no AI model is connected/i);
    // Three server starts on PGlite, each applying migrations: about 18 s alone, more under CI load.
  }, 60_000);
});

async function waitFor(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.runIf(testDatabaseKind() === "postgres")(
  "server processes on PostgreSQL",
  {
    timeout: PROCESS_TEST_TIMEOUT_MS,
  },
  () => {
    it("runs two processes on one database, migrating once, with the configured admin", async () => {
      const database = await createScratchPostgresDatabase();
      try {
        const env = {
          DATABASE_URL: database.url,
          ADMIN_PHONE: "+15005550177",
          ADMIN_PASSWORD: "configured-pass",
        };
        const [a, b] = await Promise.all([start(env), start(env)]);
        for (const server of [a, b]) {
          expect(server.output()).not.toMatch(/Password:/);
          expect((await signIn(server.url, "5005550177", "configured-pass")).status).toBe(200);
        }
        a.child.kill("SIGTERM");
        b.child.kill("SIGTERM");
        expect(await Promise.all([a.exited, b.exited])).toEqual([0, 0]);
      } finally {
        await database.drop();
      }
    });
  },
);
