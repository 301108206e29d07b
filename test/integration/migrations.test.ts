import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/client.js";
import { queryRows } from "../../src/db/query-rows.js";
import { buildMigrations, latestBuildMigration } from "../../src/db/schema-version.js";
import { adminQuery, migratedDataDir } from "../helpers/database-snapshots.js";
import { spawnMain } from "../helpers/spawn-main.js";
import { createScratchPostgresDatabase, testDatabaseKind } from "../helpers/test-database.js";

/** Runs the server's entry with `args` until it exits; what it printed and its exit code. */
async function runToExit(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: unknown; output: string }> {
  try {
    await spawnMain({ name: "server", args, env, nodeArgs: [], timeoutMs: 60_000, isReady: () => false });
  } catch (error) {
    const { code, output } = error as { code?: unknown; output?: string };
    return { code, output: output ?? String(error) };
  }
  throw new Error("unreachable: isReady never holds");
}

const FUTURE = { when: 99_999_999_999_999, tag: "9999_from_a_newer_build" };

describe.runIf(testDatabaseKind() === "pglite")("the server's entry", () => {
  it("prints its version and latest migration with --version", async () => {
    const { code, output } = await runToExit(["--version"], {});
    expect(code).toBe(0);
    expect(output.trim()).toBe(`textpal 0.1.0 (latest migration ${latestBuildMigration().tag})`);
  });

  it("refuses to start on a database a newer build migrated, naming both migrations", async () => {
    const dataDir = migratedDataDir("textpal-newer-");
    const handle = await openDatabase({ kind: "pglite", dataDir });
    await handle.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at, tag) values ('x', ${FUTURE.when}, ${FUTURE.tag})`,
    );
    await handle.close();
    const { code, output } = await runToExit([], { DATA_DIR: dataDir, PORT: "0" });
    expect(code).toBe(1);
    expect(output).toContain(
      `This database was migrated by a newer build of Textpal: its last migration is ${FUTURE.tag}, this build's is ${latestBuildMigration().tag}.`,
    );
    expect(output).not.toMatch(/\n\s+at /);
  });
});

describe.runIf(testDatabaseKind() === "postgres")("migrations on PostgreSQL", () => {
  const marks = (url: string) =>
    adminQuery(
      url,
      "select created_at::text as created_at, tag from drizzle.__drizzle_migrations order by id",
    ).then((result) => result.rows as { created_at: string; tag: string | null }[]);
  const expected = () =>
    buildMigrations().map((entry) => ({ created_at: String(entry.when), tag: entry.tag }));

  it("applies each migration once when two processes start at once on an empty database, recording its tag", async () => {
    const scratch = await createScratchPostgresDatabase();
    try {
      const handles = await Promise.all([
        openDatabase({ kind: "postgres", url: scratch.url, poolSize: 1 }),
        openDatabase({ kind: "postgres", url: scratch.url, poolSize: 1 }),
      ]);
      expect(await marks(scratch.url)).toEqual(expected());
      await Promise.all(handles.map((handle) => handle.close()));
    } finally {
      await scratch.drop();
    }
  });

  it("keeps every migration that finished when a later one fails, and goes on from there next time", async () => {
    const scratch = await createScratchPostgresDatabase();
    try {
      // 0016 creates this table: with it already there, 0016 fails after 0000–0015 have committed.
      await adminQuery(scratch.url, "create table admin_audit_log (stand_in int)");
      await expect(openDatabase({ kind: "postgres", url: scratch.url, poolSize: 1 })).rejects.toThrow(
        /admin_audit_log/,
      );
      const before = await marks(scratch.url);
      expect(before.at(-1)?.tag).toBe("0015_admin_two_factor");
      expect(before).toEqual(expected().slice(0, before.length));
      await adminQuery(scratch.url, "drop table admin_audit_log");
      const handle = await openDatabase({ kind: "postgres", url: scratch.url, poolSize: 1 });
      expect(await marks(scratch.url)).toEqual(expected());
      const columns = await queryRows<{ count: number }>(
        handle.db,
        sql`select count(*)::int as count from information_schema.columns where table_name = 'admin_audit_log'`,
      );
      expect(columns[0]?.count).toBeGreaterThan(1);
      await handle.close();
    } finally {
      await scratch.drop();
    }
  });
});
