import { sql } from "drizzle-orm";
import type { Executor } from "./client.js";
import { type MigrationSession, readAppliedMigration } from "./migrate.js";
import { queryRows } from "./query-rows.js";
import type { AppliedMigration } from "./schema-version.js";

/** The last migration of the database a running process uses, for its readiness probe. */
export function readLastMigration(db: Executor): Promise<AppliedMigration | null> {
  const session: MigrationSession = {
    query: async <Row>(text: string, params?: unknown[]) => {
      if (params?.length) throw new Error("readLastMigration runs only statements without parameters");
      return { rows: await queryRows<Row>(db, sql.raw(text)) };
    },
    exec: (text) => db.execute(sql.raw(text)),
  };
  return readAppliedMigration(session);
}
