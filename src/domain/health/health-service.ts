import { type DatabaseHandle, PoolExhaustedError } from "../../db/client.js";
import type { PoolStats } from "../../db/pool-guard.js";

export type DatabaseHealth =
  | { state: "ok"; pool?: PoolStats }
  /** The database does not answer. */
  | { state: "away"; error: unknown; pool?: PoolStats }
  /** The database answers, but every connection of this process is checked out: restart it. */
  | { state: "pool exhausted"; error: unknown; pool?: PoolStats };

/** What GET /api/health reports of the database and this process's connections to it. */
export function createHealthService(database: DatabaseHandle) {
  return {
    async checkDatabase(): Promise<DatabaseHealth> {
      try {
        await database.ping();
        return { state: "ok", pool: database.pool?.() };
      } catch (error) {
        const state = error instanceof PoolExhaustedError ? "pool exhausted" : "away";
        return { state, error, pool: database.pool?.() };
      }
    },
  };
}
