import { sql } from "drizzle-orm";
import type { Executor } from "../client.js";
import type { MigrationSession } from "../migrate.js";
import { readAppliedMigration } from "../migrate.js";
import { type AppliedMigration, migrationName } from "../schema-version.js";
import type { BackupSchema } from "./backup-format.js";

/** The migration session the migrator's readers take, over a drizzle handle or transaction. */
export function executorSession(db: Executor): MigrationSession {
  return {
    query: async <Row>(text: string, params: unknown[] = []) => {
      if (params.length > 0) throw new Error("executorSession runs statements without parameters");
      return { rows: ((await db.execute(sql.raw(text))) as unknown as { rows: Row[] }).rows };
    },
    exec: (text) => db.execute(sql.raw(text)),
  };
}

/** The database's schema version: its last migration. */
export async function readDatabaseSchema(db: Executor): Promise<BackupSchema> {
  const applied = await readAppliedMigration(executorSession(db));
  if (!applied) throw new Error("The database has no migrations applied");
  return schemaOf(applied);
}

export function schemaOf(applied: AppliedMigration): BackupSchema {
  return { tag: migrationName(applied), when: applied.when };
}
