import { getPriority } from "node:os";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/client.js";
import { systemNumbers, users } from "../../src/db/schema/index.js";
import { freePort } from "../helpers/free-port.js";
import { parsePromText, promValue } from "../helpers/prometheus-text.js";
import { type SpawnedServer, spawnServer } from "../helpers/spawn-server.js";
import { type SpawnedWorker, spawnWorker } from "../helpers/spawn-worker.js";
import { createScratchPostgresDatabase, testDatabaseKind } from "../helpers/test-database.js";
import { eventually } from "../helpers/twilio-webhook.js";

const running: (SpawnedServer | SpawnedWorker)[] = [];
afterAll(() => {
  for (const process of running) process.child.kill("SIGKILL");
});

const ADMIN = { ADMIN_PHONE: "+15005550188", ADMIN_PASSWORD: "roles-pass-1" };

/** The console-provider log lines a process wrote for texts to `phone`. */
function textsLogged(output: string, phone: string): { time: number; body: string }[] {
  return output
    .split("\n")
    .filter((line) => line.includes("SMS (console provider)") && line.includes(phone))
    .map((line) => JSON.parse(line) as { time: number; body: string });
}

describe.runIf(testDatabaseKind() === "postgres")("web and worker processes on PostgreSQL", () => {
  it("a web process saves an announcement and a separate worker sends it at its time, counting it on its metrics port", async () => {
    const database = await createScratchPostgresDatabase();
    try {
      // At debug the console provider's lines keep the phone and the text this test looks for.
      const env = { DATABASE_URL: database.url, LOG_LEVEL: "debug", ...ADMIN };
      const web = await spawnServer({ ...env, PROCESS_ROLE: "web" });
      running.push(web);
      const metrics = { METRICS_TOKEN: "roles-metrics-token-0001", METRICS_PORT: String(await freePort()) };
      const worker = await spawnWorker({ ...env, ...metrics });
      running.push(worker);
      // The worker yields the CPU to the web process (WORKER_NICE, 10 by default); the web keeps its own.
      expect(getPriority(worker.child.pid)).toBe(Math.max(10, getPriority()));
      expect(getPriority(web.child.pid)).toBe(getPriority());
      const handle = await openDatabase({ kind: "postgres", url: database.url, poolSize: 1 });
      await handle.db.insert(systemNumbers).values({ number: "+15005550006" });
      await handle.db.insert(users).values({ phone_number: "+12125550901" });
      await handle.close();

      const login = await fetch(`${web.url}/api/admin/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ phoneNumber: ADMIN.ADMIN_PHONE, password: ADMIN.ADMIN_PASSWORD }),
      });
      const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
      const due = new Date(Date.now() + 2000);
      const saved = await fetch(`${web.url}/api/admin/announcements`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie },
        body: JSON.stringify({
          name: "Roles",
          message: "Sent by the worker process",
          cohort: "all",
          delivery_date: due.toISOString(),
          timezone_aware: false,
        }),
      });
      expect(saved.status).toBe(201);

      const logged = await eventually(
        () => textsLogged(worker.output(), "+12125550901"),
        (texts) => texts.length > 0,
        6000,
      );
      expect(logged.map((text) => text.body)).toEqual(["Sent by the worker process"]);
      expect(logged[0]?.time).toBeGreaterThanOrEqual(due.getTime());
      expect((logged[0]?.time ?? 0) - due.getTime()).toBeLessThan(1000);
      expect(textsLogged(web.output(), "+12125550901")).toEqual([]);

      // A worker has no HTTP server: its /metrics is on METRICS_PORT, with the same token.
      const scrape = (token: string) =>
        fetch(`http://127.0.0.1:${metrics.METRICS_PORT}/metrics`, {
          headers: { authorization: `Bearer ${token}` },
        });
      expect((await scrape("wrong-token")).status).toBe(401);
      const counted = parsePromText(await (await scrape(metrics.METRICS_TOKEN)).text());
      expect(promValue(counted, "textpal_announcement_expansions_total", { outcome: "expanded" })).toBe(1);
      expect(promValue(counted, "textpal_texts_sent_total", { kind: "notification" })).toBe(1);
      expect(promValue(counted, "textpal_db_pool_max_clients")).toBeGreaterThan(0);

      web.child.kill("SIGTERM");
      worker.child.kill("SIGTERM");
      expect(await Promise.all([web.exited, worker.exited])).toEqual([0, 0]);
    } finally {
      await database.drop();
    }
  }, 60_000);
});
