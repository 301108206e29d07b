import { sql } from "drizzle-orm";
import type { Database, DatabaseHandle, Executor } from "../client.js";
import { queryRows } from "../query-rows.js";
import { isNewerThanBuild, latestBuildMigration } from "../schema-version.js";
import { BackupRefusedError } from "./backup-errors.js";
import type { BackupHeader } from "./backup-format.js";
import { readBackup } from "./backup-reader.js";
import { continueDefaultSequences } from "./default-sequences.js";
import { withLongSession } from "./long-session.js";
import { readDatabaseSchema } from "./schema-of.js";
import { BOOKKEEPING_TABLES, type CatalogTable, readCatalog } from "./table-catalog.js";
import { checksumTables, type TableChecksums } from "./table-checksums.js";
import { setPortableRendering } from "./table-rows.js";

export interface RestoreSummary {
  header: BackupHeader;
  tables: number;
  rows: number;
  /** Each table's rows and checksum in the database after the restore: the backup's own. */
  checksums: TableChecksums;
}

const EMPTY_TARGET_ADVICE =
  "Restore into an empty database: point DATA_DIR at a new directory, or DATABASE_URL at a new database, " +
  "and restore before the server's first start there (the first start seeds defaults).";

/** The header of a backup file, read and checked without reading the rest. */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  const events = readBackup(file);
  try {
    const first = await events.next();
    if (first.done || first.value.kind !== "header") throw new Error("A backup is read from its header");
    return first.value.header;
  } finally {
    await events.return(undefined);
  }
}

/**
 * Restores a backup into an empty database of the same schema (decision 033). Nothing is written
 * unless the whole file checks out first: gzip intact, every table's row count and checksum, the
 * end line, the same tables as the target. Then every row goes in in one transaction, with our
 * triggers off (the counters and configuration versions come from the backup as they were), and
 * every sequence (an identity's, or one a default draws from) continues past the restored ids.
 */
export async function restoreBackup(handle: DatabaseHandle, file: string): Promise<RestoreSummary> {
  const header = await readBackupHeader(file);
  await refuseOtherSchema(handle.db, header, file);
  const catalog = await readCatalog(handle.db);
  await refuseNonEmpty(handle.db, catalog);
  await verifyBackup(file, catalog);
  return withLongSession(handle, (db) => writeRows(db, file, header, catalog));
}

async function writeRows(db: Database, file: string, header: BackupHeader, catalog: CatalogTable[]) {
  return db.transaction(async (tx): Promise<RestoreSummary> => {
    await setPortableRendering(tx);
    for (const table of catalog)
      await tx.execute(sql`alter table ${sql.identifier(table.name)} disable trigger user`);
    // Checked again under the locks ALTER TABLE took, so no other process wrote in between.
    await refuseNonEmpty(tx, catalog);
    await skipForeignKeyChecksIfAllowed(tx);
    for (const name of BOOKKEEPING_TABLES) await tx.execute(sql`delete from ${sql.identifier(name)}`);
    const indexes = await dropSecondaryIndexes(tx);
    const byName = new Map(catalog.map((table) => [table.name, table]));
    const totals = { tables: 0, rows: 0 };
    const recorded: TableChecksums = {};
    for await (const event of readBackup(file)) {
      if (event.kind === "rows") await insertRows(tx, byName.get(event.table) as CatalogTable, event.lines);
      if (event.kind === "table-end") recorded[event.table] = { rows: event.rows, sha256: event.sha256 };
      if (event.kind === "end") Object.assign(totals, event.totals);
    }
    for (const definition of indexes) await tx.execute(sql.raw(definition));
    for (const table of catalog) {
      await tx.execute(sql`alter table ${sql.identifier(table.name)} enable trigger user`);
      await continueSequences(tx, table);
    }
    await continueDefaultSequences(tx);
    const checksums = await checksumTables(tx);
    refuseDifferences(recorded, checksums);
    return { header, ...totals, checksums };
  });
}

/**
 * The rows as the database renders them back must be the rows the backup holds; a difference
 * (a type that does not survive the trip) rolls the whole restore back.
 */
function refuseDifferences(recorded: TableChecksums, restored: TableChecksums): void {
  const different = Object.keys(recorded).filter(
    (table) =>
      recorded[table]?.rows !== restored[table]?.rows || recorded[table]?.sha256 !== restored[table]?.sha256,
  );
  if (different.length > 0)
    throw new Error(
      `After the restore, ${different.join(", ")} did not read back as the backup holds them, so the restore was rolled back and nothing was written.`,
    );
}

/** A backup of a schema this build does not know cannot be restored by it. */
export function refuseNewerBackup(header: BackupHeader, file: string): void {
  if (isNewerThanBuild(header.schema))
    throw new BackupRefusedError(
      `The backup ${file} comes from a newer schema than this build: its last migration is ${header.schema.tag}, ` +
        `this build's is ${latestBuildMigration().tag}. Restore it with a build of Textpal that carries ${header.schema.tag}.`,
    );
}

async function refuseOtherSchema(db: Executor, header: BackupHeader, file: string): Promise<void> {
  refuseNewerBackup(header, file);
  const target = await readDatabaseSchema(db);
  if (target.when !== header.schema.when)
    throw new BackupRefusedError(
      `The backup ${file} has schema ${header.schema.tag}, the database has ${target.tag}. ` +
        "Restore into a new empty database, which the restore migrates to the backup's schema first.",
    );
}

async function refuseNonEmpty(db: Executor, catalog: CatalogTable[]): Promise<void> {
  const filled: string[] = [];
  for (const table of catalog) {
    if (BOOKKEEPING_TABLES.has(table.name)) continue;
    const [row] = await queryRows<{ filled: boolean }>(
      db,
      sql`select exists (select 1 from ${sql.identifier(table.name)}) as filled`,
    );
    if (row?.filled) filled.push(table.name);
  }
  if (filled.length > 0) {
    const named =
      filled.length > 4
        ? `${filled.slice(0, 4).join(", ")} and ${filled.length - 4} more tables`
        : filled.join(", ");
    throw new BackupRefusedError(
      `The database is not empty (${named} ${filled.length === 1 ? "holds" : "hold"} rows), so nothing was restored. ${EMPTY_TARGET_ADVICE}`,
    );
  }
}

/** Reads the whole file once: it must be sound and hold exactly the target's tables. */
async function verifyBackup(file: string, catalog: CatalogTable[]): Promise<void> {
  const found: string[] = [];
  for await (const event of readBackup(file)) if (event.kind === "table-end") found.push(event.table);
  const expected = new Set(catalog.map((table) => table.name));
  const unknown = found.filter((name) => !expected.has(name));
  const missing = [...expected].filter((name) => !found.includes(name));
  if (unknown.length > 0 || missing.length > 0)
    throw new BackupRefusedError(
      `The backup ${file} does not hold this schema's tables` +
        `${unknown.length > 0 ? `; tables the database lacks: ${unknown.join(", ")}` : ""}` +
        `${missing.length > 0 ? `; tables it lacks: ${missing.join(", ")}` : ""}.`,
    );
}

/**
 * The rows come from a database that held its foreign keys, in an order that satisfies them, and
 * the file was checked whole: checking each key again (an index lookup and a lock of the parent
 * row per row) is most of a large restore's time. Skipping them takes a superuser, as PGlite's and
 * a test server's user are; for any other user the keys are checked as the rows go in.
 */
async function skipForeignKeyChecksIfAllowed(tx: Executor): Promise<void> {
  const [role] = await queryRows<{ superuser: boolean }>(
    tx,
    sql`select rolsuper as superuser from pg_roles where rolname = current_user`,
  );
  if (role?.superuser) await tx.execute(sql`set local session_replication_role = replica`);
}

/**
 * Indexes that back no constraint are dropped for the load and built again after it, as pg_restore
 * does: one sorted build is several times faster than a million insertions into each of them.
 * Answers their definitions.
 */
async function dropSecondaryIndexes(tx: Executor): Promise<string[]> {
  const indexes = await queryRows<{ name: string; definition: string }>(
    tx,
    sql`select format('%I', c.relname) as name, pg_get_indexdef(i.indexrelid) as definition
          from pg_index i
          join pg_class c on c.oid = i.indexrelid
          join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public'
           and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
  );
  for (const index of indexes) await tx.execute(sql.raw(`drop index ${index.name}`));
  return indexes.map((index) => index.definition);
}

/** PostgreSQL parses the rows back from the very JSON it rendered, every type included. */
async function insertRows(tx: Executor, table: CatalogTable, lines: string[]): Promise<void> {
  const name = sql.identifier(table.name);
  const overriding = table.identityColumns.length > 0 ? sql`overriding system value` : sql``;
  await tx.execute(
    sql`insert into ${name} ${overriding} select * from json_populate_recordset(null::${name}, ${`[${lines.join(",")}]`}::json)`,
  );
}

async function continueSequences(tx: Executor, table: CatalogTable): Promise<void> {
  for (const column of table.identityColumns) {
    const id = sql.identifier(column);
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${`"${table.name.replaceAll('"', '""')}"`}, ${column}),
                        coalesce(max(${id}), 0) + 1, false)
            from ${sql.identifier(table.name)}`,
    );
  }
}
