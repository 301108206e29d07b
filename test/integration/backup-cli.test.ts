import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../../src/config/paths.js";
import { tableChecksums } from "../../src/db/backup/table-checksums.js";
import { openDatabase } from "../../src/db/client.js";
import * as schema from "../../src/db/schema/index.js";
import { migratedDataDir } from "../helpers/database-snapshots.js";
import { bundledEntry } from "../helpers/server-bundle.js";
import { type SpawnedServer, spawnServer } from "../helpers/spawn-server.js";
import { testDatabaseKind } from "../helpers/test-database.js";

const execute = promisify(execFile);
/** A backup holds every table of the schema. */
const TABLES = Object.values(schema).filter((value) => is(value, PgTable)).length;

/** Runs the bundled backup or restore command; resolves with its exit code and output either way. */
async function command(name: "backup" | "restore", env: Record<string, string>, ...args: string[]) {
  try {
    const { stdout, stderr } = await execute(process.execPath, [bundledEntry(name), ...args], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "warn", ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

async function checksumsOf(dataDir: string) {
  const database = await openDatabase({ kind: "pglite", dataDir });
  try {
    return await tableChecksums(database.db);
  } finally {
    await database.close();
  }
}

/** The embedded database's commands against a server process; a start and each command are processes. */
describe.runIf(testDatabaseKind() === "pglite")(
  "npm run backup and restore on the embedded database",
  { timeout: 60_000 },
  () => {
    let dataDir: string;
    let work: string;
    let restoredDir: string;
    let file: string;
    let server: SpawnedServer | undefined;

    beforeAll(async () => {
      dataDir = migratedDataDir("textpal-backup-cli-");
      work = mkdtempSync(join(tmpdir(), "textpal-backup-files-"));
      file = join(work, "textpal.ndjson.gz");
      // Migrated and empty, as a new DATA_DIR is after the restore's first step, without its initdb and migrations.
      restoredDir = migratedDataDir("textpal-backup-restored-");
      // Web only: a scheduler's first round (the jobs' next runs) could land after the backup was
      // taken and before the checksums are compared, as it did once on a loaded CI machine.
      server = await spawnServer({ DATA_DIR: dataDir, PROCESS_ROLE: "web" });
    });

    afterAll(() => {
      server?.child.kill("SIGKILL");
      rmSync(work, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(restoredDir, { recursive: true, force: true });
    });

    it("asks the running server for the backup, and refuses to overwrite a file", async () => {
      const written = await command("backup", { DATA_DIR: dataDir }, "--out", file);
      expect(written.output).toMatch(
        new RegExp(
          `Backup written to .*textpal\\.ndjson\\.gz: ${TABLES} tables, \\d+ rows, schema \\d{4}_\\w+`,
        ),
      );
      expect(written.code).toBe(0);
      const again = await command("backup", { DATA_DIR: dataDir }, "--out", file);
      expect(again).toMatchObject({
        code: 1,
        output: expect.stringContaining("exists already; give the backup a new name"),
      });
    });

    it("will not restore into the running server's directory", async () => {
      const refused = await command("restore", { DATA_DIR: dataDir }, file);
      expect(refused.code).toBe(1);
      expect(refused.output).toContain("is already in use by another Textpal process");
    });

    it("restores into a new DATA_DIR, rows and checksums equal, and refuses a second restore there", async () => {
      server?.child.kill("SIGTERM");
      await server?.exited;
      server = undefined;
      const restored = await command("restore", { DATA_DIR: restoredDir }, file);
      expect(restored.output).toMatch(
        new RegExp(
          `Restored \\d+ rows in ${TABLES} tables into .*textpal-backup-restored-\\w+ from .* \\(made on pglite at `,
        ),
      );
      expect(restored.code).toBe(0);
      expect(await checksumsOf(restoredDir)).toEqual(await checksumsOf(dataDir));
      const twice = await command("restore", { DATA_DIR: restoredDir }, file);
      expect(twice.code).toBe(1);
      expect(twice.output).toContain("The database is not empty");
    });

    it("opens DATA_DIR itself when no server runs, and says when there is no database to back up", async () => {
      const direct = await command("backup", { DATA_DIR: dataDir }, "--out", join(work, "direct.ndjson.gz"));
      expect(direct.output).toMatch(/Backup written to/);
      const none = await command(
        "backup",
        { DATA_DIR: join(work, "nothing") },
        "--out",
        join(work, "none.gz"),
      );
      expect(none.code).toBe(1);
      expect(none.output).toContain("There is no embedded database in DATA_DIR");
      expect(existsSync(join(work, "none.gz"))).toBe(false);
    });
  },
);
