import { sql } from "drizzle-orm";
import type { Executor } from "./client.js";
import { queryRows } from "./query-rows.js";
import { type AppliedMigration, MIGRATIONS_TABLE } from "./schema-version.js";

/**
 * The last migration of the database a running process uses, for its readiness probe: one query,
 * since this process's start migrated the database, so the table and its tag column exist.
 */
export async function readLastMigration(db: Executor): Promise<AppliedMigration | null> {
  const [row] = await queryRows<{ created_at: string | number; tag: string | null }>(
    db,
    sql`select created_at, tag from ${sql.raw(MIGRATIONS_TABLE)} order by created_at desc limit 1`,
  );
  return row ? { when: Number(row.created_at), tag: row.tag } : null;
}
