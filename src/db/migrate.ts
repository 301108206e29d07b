import type { PGlite } from "@electric-sql/pglite";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type pg from "pg";
import { migrationsDir } from "../config/paths.js";
import {
  type AppliedMigration,
  buildMigrations,
  isNewerThanBuild,
  MIGRATIONS_TABLE,
  NewerDatabaseError,
} from "./schema-version.js";

/** Arbitrary constant: the advisory lock that serialises migrations between processes. */
const MIGRATION_LOCK_ID = 727_001;

/** One connection, held for the whole run so the advisory lock and each transaction stay on it. */
export interface MigrationSession {
  query<Row>(text: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  /** Runs SQL that may hold several statements. */
  exec(text: string): Promise<unknown>;
}

export function pgliteSession(client: PGlite): MigrationSession {
  return {
    query: async <Row>(text: string, params?: unknown[]) => ({
      rows: (await client.query<Row>(text, params)).rows,
    }),
    exec: (text) => client.exec(text),
  };
}

export function postgresSession(client: pg.PoolClient | pg.Client): MigrationSession {
  return {
    query: async <Row>(text: string, params?: unknown[]) => ({
      rows: (await client.query(text, params)).rows as Row[],
    }),
    exec: (text) => client.query(text),
  };
}

/** Which migrations to apply: all of the build's, those up to one mark (a restore of an older backup), or none. */
export type MigrationTarget = "all" | { upTo: number } | "none";

export async function migratePgliteDatabase(client: PGlite, target: MigrationTarget = "all"): Promise<void> {
  if (target !== "none") await runMigrations(pgliteSession(client), target);
}

/** Several web and worker processes may start together against one server: one migrates, the others wait. */
export async function migratePostgresDatabase(pool: pg.Pool, target: MigrationTarget = "all"): Promise<void> {
  if (target === "none") return;
  const client = await pool.connect();
  try {
    await runMigrations(postgresSession(client), target);
  } finally {
    client.release();
  }
}

/** The database's last migration, or null when none has run (an empty database). */
export async function readAppliedMigration(session: MigrationSession): Promise<AppliedMigration | null> {
  const exists = await session.query<{ present: boolean }>(
    `select to_regclass('${MIGRATIONS_TABLE}') is not null as present`,
  );
  if (!exists.rows[0]?.present) return null;
  const hasTag = await session.query<{ present: boolean }>(
    `select exists (select 1 from information_schema.columns
       where table_schema = 'drizzle' and table_name = '__drizzle_migrations' and column_name = 'tag') as present`,
  );
  const tag = hasTag.rows[0]?.present ? "tag" : "null::text as tag";
  const { rows } = await session.query<{ created_at: string | number; tag: string | null }>(
    `select created_at, ${tag} from ${MIGRATIONS_TABLE} order by created_at desc limit 1`,
  );
  const row = rows[0];
  return row ? { when: Number(row.created_at), tag: row.tag } : null;
}

/**
 * Applies the build's pending migrations under one advisory lock, each in its own transaction, so a
 * failure leaves the database at the last migration that finished (decision 035). Refuses, before
 * touching anything, a database a newer build migrated.
 */
export async function runMigrations(
  session: MigrationSession,
  target: Exclude<MigrationTarget, "none"> = "all",
): Promise<void> {
  const last = target === "all" ? Number.POSITIVE_INFINITY : target.upTo;
  await session.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
  try {
    const applied = await readAppliedMigration(session);
    if (isNewerThanBuild(applied)) throw new NewerDatabaseError(applied as AppliedMigration);
    await session.exec(
      `create schema if not exists drizzle;
       create table if not exists ${MIGRATIONS_TABLE} (id serial primary key, hash text not null, created_at bigint);
       alter table ${MIGRATIONS_TABLE} add column if not exists tag text;`,
    );
    await nameUntaggedMarks(session);
    const tags = buildMigrations();
    const files = readMigrationFiles({ migrationsFolder: migrationsDir });
    for (const [index, migration] of files.entries()) {
      if (applied && migration.folderMillis <= applied.when) continue;
      if (migration.folderMillis > last) break;
      await session.exec("begin");
      try {
        for (const statement of migration.sql) if (statement.trim()) await session.exec(statement);
        await session.query(`insert into ${MIGRATIONS_TABLE} (hash, created_at, tag) values ($1, $2, $3)`, [
          migration.hash,
          migration.folderMillis,
          tags[index]?.tag ?? null,
        ]);
        await session.exec("commit");
      } catch (error) {
        await session.exec("rollback");
        throw error;
      }
    }
  } finally {
    await session.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]);
  }
}

/** Marks drizzle's own migrator wrote carry no tag: this build names the ones it knows. */
async function nameUntaggedMarks(session: MigrationSession): Promise<void> {
  const entries = buildMigrations();
  await session.query(
    `update ${MIGRATIONS_TABLE} m set tag = j.tag
       from unnest($1::bigint[], $2::text[]) as j(created_at, tag)
      where m.tag is null and m.created_at = j.created_at`,
    [entries.map((entry) => entry.when), entries.map((entry) => entry.tag)],
  );
}
