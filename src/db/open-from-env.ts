import type { Env } from "../config/env.js";
import { type DatabaseHandle, openDatabase } from "./client.js";

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite database in DATA_DIR. */
export function openDatabaseFromEnv(
  env: Env,
  log?: { error(object: object, message: string): void },
): Promise<DatabaseHandle> {
  return env.DATABASE_URL
    ? openDatabase({ kind: "postgres", url: env.DATABASE_URL, log })
    : openDatabase({ kind: "pglite", dataDir: env.DATA_DIR });
}
