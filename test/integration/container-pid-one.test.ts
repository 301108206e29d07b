import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { migratedDataDir } from "../helpers/database-snapshots.js";
import { type SpawnedServer, spawnServer } from "../helpers/spawn-server.js";
import { testDatabaseKind } from "../helpers/test-database.js";

/** A new pid namespace makes the server pid 1, as in a container; `--kill-child` takes it down with unshare. */
const AS_PID_ONE = ["unshare", "--pid", "--fork", "--mount-proc", "--kill-child"];
const canUnshare = spawnSync(AS_PID_ONE[0] as string, [...AS_PID_ONE.slice(1), "true"]).status === 0;
if (!canUnshare)
  console.log("[container-pid-one] skipped: this machine cannot create a pid namespace (unshare)");

/** A first start on PGlite runs initdb and every migration; the test allows that and its checks. */
const START_TIMEOUT_MS = 30_000;
const TEST_TIMEOUT_MS = START_TIMEOUT_MS + 15_000;

const running: SpawnedServer[] = [];
afterAll(() => {
  for (const server of running) server.child.kill("SIGKILL");
});

describe.runIf(testDatabaseKind() === "pglite" && canUnshare)("the embedded database run as pid 1", () => {
  const dataDir = migratedDataDir("textpal-pid1-");
  const lockPath = join(dataDir, "textpal.lock");

  async function startAsPidOne(): Promise<SpawnedServer> {
    const server = await spawnServer({ DATA_DIR: dataDir }, START_TIMEOUT_MS, [], AS_PID_ONE);
    running.push(server);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    return server;
  }

  it("starts over a lock that a previous run, also pid 1, left behind", {
    timeout: TEST_TIMEOUT_MS,
  }, async () => {
    writeFileSync(lockPath, "1");
    const server = await startAsPidOne();
    expect(JSON.parse(readFileSync(lockPath, "utf8"))).toMatchObject({ pid: 1 });
    server.child.kill("SIGKILL");
    await server.exited;
  });

  it("starts again after that run is killed, over the lock it wrote with its start time", {
    timeout: TEST_TIMEOUT_MS,
  }, async () => {
    expect(JSON.parse(readFileSync(lockPath, "utf8"))).toMatchObject({
      pid: 1,
      startedAt: expect.any(String),
    });
    const server = await startAsPidOne();
    server.child.kill("SIGKILL");
    await server.exited;
  });
});
