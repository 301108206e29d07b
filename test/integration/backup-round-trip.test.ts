import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BackupRefusedError } from "../../src/db/backup/backup-errors.js";
import { restoreBackup } from "../../src/db/backup/restore-backup.js";
import { restoreInto } from "../../src/db/backup/restore-into.js";
import { readDatabaseSchema } from "../../src/db/backup/schema-of.js";
import { BOOKKEEPING_TABLES, readCatalog } from "../../src/db/backup/table-catalog.js";
import { type TableChecksums, tableChecksums } from "../../src/db/backup/table-checksums.js";
import { writeBackup } from "../../src/db/backup/write-backup.js";
import type { DatabaseHandle } from "../../src/db/client.js";
import { openDatabase } from "../../src/db/client.js";
import { queryRows } from "../../src/db/query-rows.js";
import { buildMigrations, latestBuildMigration } from "../../src/db/schema-version.js";
import { fillEveryTable } from "../helpers/every-table-filled.js";
import {
  createScratchPostgresDatabase,
  openTestDatabase,
  type TestDatabaseKind,
  testDatabaseKind,
} from "../helpers/test-database.js";

/** The move under test: from this project's engine to the other one (PGlite to PGlite without a server). */
const sourceKind = testDatabaseKind();
const targetKind: TestDatabaseKind =
  sourceKind === "postgres" ? "pglite" : process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

let source: DatabaseHandle;
let target: DatabaseHandle;
let sourceChecksums: TableChecksums;
const dir = mkdtempSync(join(tmpdir(), "textpal-backup-"));
const file = join(dir, "backup.ndjson.gz");

beforeAll(async () => {
  [source, target] = await Promise.all([openTestDatabase(sourceKind), openTestDatabase(targetKind)]);
  await fillEveryTable(source.db);
  sourceChecksums = await tableChecksums(source.db);
  await writeBackup(source, createWriteStream(file));
});

afterAll(async () => {
  await Promise.all([source?.close(), target?.close()]);
  rmSync(dir, { recursive: true, force: true });
});

/** Writes a variant of the backup: its lines changed by `edit`, compressed again. */
function editedBackup(name: string, edit: (lines: string[]) => string[]): string {
  const lines = gunzipSync(readFileSync(file)).toString("utf8").split("\n");
  const path = join(dir, name);
  writeFileSync(path, gzipSync(edit(lines).join("\n")));
  return path;
}

function damagedBytes(name: string, damage: (bytes: Buffer) => Buffer): string {
  const path = join(dir, name);
  writeFileSync(path, damage(readFileSync(file)));
  return path;
}

function indexDefinitions(database: DatabaseHandle) {
  return queryRows<{ indexname: string; indexdef: string }>(
    database.db,
    sql`select indexname, indexdef from pg_indexes where schemaname = 'public' order by indexname`,
  );
}

async function rowsInTarget(): Promise<number> {
  const checksums = await tableChecksums(target.db);
  return Object.entries(checksums)
    .filter(([table]) => !BOOKKEEPING_TABLES.has(table))
    .reduce((sum, [, table]) => sum + table.rows, 0);
}

describe(`a backup made on ${sourceKind}, restored into ${targetKind}`, () => {
  it("comes from a data set with rows in every table of the schema", async () => {
    const tables = (await readCatalog(source.db)).map((table) => table.name);
    expect(Object.keys(sourceChecksums).sort()).toEqual([...tables].sort());
    const empty = tables.filter((table) => (sourceChecksums[table]?.rows ?? 0) === 0);
    expect(empty).toEqual([]);
  });

  it.each([
    [
      "cut short",
      () => damagedBytes("cut.gz", (bytes) => bytes.subarray(0, Math.floor(bytes.length * 0.6))),
      /cut short/,
    ],
    [
      "with a byte flipped in the middle",
      () =>
        damagedBytes("flipped.gz", (bytes) => {
          const copy = Buffer.from(bytes);
          const middle = Math.floor(copy.length / 2);
          copy[middle] = (copy[middle] ?? 0) ^ 0xff;
          return copy;
        }),
      /damaged|cut short/,
    ],
    [
      "ending before its end line",
      () => editedBackup("no-end.gz", (lines) => lines.slice(0, Math.floor(lines.length / 2))),
      /cut short: it ends (inside table \w+|before its end line)/,
    ],
    [
      "with a row changed",
      () => editedBackup("changed.gz", (lines) => lines.map((line) => line.replace('"Main"', '"Spare"'))),
      /damaged: table system_numbers should hold 1 rows with checksum \w+, but holds 1 with checksum/,
    ],
    [
      "that is no backup",
      () => damagedBytes("other.gz", () => gzipSync("hello\n")),
      /is not a Textpal backup/,
    ],
  ])("refuses a file %s before writing anything", async (_what, make, reason) => {
    const bad = make();
    const refusal = restoreBackup(target, bad);
    await expect(refusal).rejects.toBeInstanceOf(BackupRefusedError);
    await expect(refusal).rejects.toThrow(reason);
    expect(await rowsInTarget()).toBe(0);
  });

  it("refuses a backup of a newer schema, naming both versions", async () => {
    const newer = editedBackup("newer.gz", ([header = "", ...rest]) => {
      const [format, body] = JSON.parse(header);
      return [
        JSON.stringify([format, { ...body, schema: { tag: "0099_future", when: Number.MAX_SAFE_INTEGER } }]),
        ...rest,
      ];
    });
    await expect(restoreBackup(target, newer)).rejects.toThrow(
      `its last migration is 0099_future, this build's is ${latestBuildMigration().tag}`,
    );
    expect(await rowsInTarget()).toBe(0);
  });

  it("restores every table's rows exactly, and the sequences continue past the restored ids", async () => {
    const summary = await restoreBackup(target, file);
    expect(summary.rows).toBe(Object.values(sourceChecksums).reduce((sum, table) => sum + table.rows, 0));
    expect(await tableChecksums(target.db)).toEqual(sourceChecksums);
    // The indexes dropped for the load are all built again.
    expect(await indexDefinitions(target)).toEqual(await indexDefinitions(source));
    for (const table of await readCatalog(target.db))
      for (const column of table.identityColumns) {
        const [row] = await queryRows<{ next: string; max: string }>(
          target.db,
          sql`select nextval(pg_get_serial_sequence(${table.name}, ${column}))::text as next,
                     (select max(${sql.identifier(column)}) from ${sql.identifier(table.name)})::text as max`,
        );
        expect(BigInt(row?.next ?? 0), `${table.name}.${column}`).toBeGreaterThan(BigInt(row?.max ?? 0));
      }
    // Both kinds of advertisement draw from one sequence: it continues past the ids of each.
    const [ads] = await queryRows<{ next: number; max: number }>(
      target.db,
      sql`select nextval('advertisement_ids')::int as next, greatest(
            (select max(id) from advertisements), (select max(id) from advertiser_advertisements)) as max`,
    );
    expect(ads?.next).toBeGreaterThan(ads?.max ?? Number.POSITIVE_INFINITY);
    const [user] = await queryRows<{ id: number }>(
      target.db,
      sql`insert into users (phone_number) values ('+15005550177') returning id`,
    );
    expect(user?.id).toBeGreaterThan(0);
  });

  it("refuses to restore into a database that holds rows, and says where to restore instead", async () => {
    const before = await tableChecksums(target.db);
    await expect(restoreBackup(target, file)).rejects.toThrow(
      /is not empty \(.*\), so nothing was restored\. Restore into an empty database: point DATA_DIR at a new directory, or DATABASE_URL at a new database/,
    );
    expect(await tableChecksums(target.db)).toEqual(before);
  });
});

/** Migrations from scratch cost seconds on PGlite and well under one on a server, so this runs there. */
describe.runIf(sourceKind === "postgres")("a backup of an older schema", () => {
  it("is restored at its own schema, then migrated to this build's", async () => {
    const previous = buildMigrations().at(-2);
    if (!previous) throw new Error("the build carries one migration only");
    const [older, newer] = await Promise.all([
      createScratchPostgresDatabase(),
      createScratchPostgresDatabase(),
    ]);
    try {
      const oldFile = join(dir, "older.ndjson.gz");
      const old = await openDatabase({ kind: "postgres", url: older.url, migrate: { upTo: previous.when } });
      try {
        await old.db.execute(
          sql`insert into users (phone_number, profile) values ('+15005550188', 'from before')`,
        );
        await writeBackup(old, createWriteStream(oldFile));
      } finally {
        await old.close();
      }
      const outcome = await restoreInto({ kind: "postgres", url: newer.url }, oldFile);
      expect(outcome.migratedTo).toBe(latestBuildMigration().tag);
      const restored = await openDatabase({ kind: "postgres", url: newer.url, migrate: "none" });
      try {
        expect((await readDatabaseSchema(restored.db)).tag).toBe(latestBuildMigration().tag);
        expect(await queryRows(restored.db, sql`select phone_number, profile from users`)).toEqual([
          { phone_number: "+15005550188", profile: "from before" },
        ]);
      } finally {
        await restored.close();
      }
      await expect(restoreInto({ kind: "postgres", url: newer.url }, oldFile)).rejects.toThrow(
        `has schema ${previous.tag}, the database has ${latestBuildMigration().tag}`,
      );
    } finally {
      await Promise.all([older.drop(), newer.drop()]);
    }
  });
});
