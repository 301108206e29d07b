import { readLastMigration } from "../../db/applied-migration.js";
import { type DatabaseHandle, PoolExhaustedError } from "../../db/client.js";
import type { PoolStats } from "../../db/pool-guard.js";
import { decideReadiness, type Readiness } from "./readiness.js";

export type DatabaseHealth =
  | { state: "ok"; pool?: PoolStats }
  /** The database does not answer. */
  | { state: "away"; error: unknown; pool?: PoolStats }
  /** The database answers, but every connection of this process is checked out: restart it. */
  | { state: "pool exhausted"; error: unknown; pool?: PoolStats };

/** What the health checks report of the database, its schema and this process. */
export function createHealthService(database: DatabaseHandle) {
  let stopping = false;
  const checkDatabase = async (): Promise<DatabaseHealth> => {
    try {
      await database.ping();
      return { state: "ok", pool: database.pool?.() };
    } catch (error) {
      const state = error instanceof PoolExhaustedError ? "pool exhausted" : "away";
      return { state, error, pool: database.pool?.() };
    }
  };
  return {
    checkDatabase,
    /** GET /api/health/ready: whether a load balancer should send this process requests. */
    async checkReadiness(): Promise<Readiness & { error?: unknown }> {
      if (stopping) return decideReadiness({ stopping, database: "ok", applied: null });
      const health = await checkDatabase();
      if (health.state !== "ok")
        return {
          ...decideReadiness({ stopping, database: health.state, applied: null }),
          error: health.error,
        };
      try {
        return decideReadiness({ stopping, database: "ok", applied: await readLastMigration(database.db) });
      } catch (error) {
        return { ...decideReadiness({ stopping, database: "away", applied: null }), error };
      }
    },
    /** The first step of a shutdown: from now on the readiness probe answers 503. */
    markStopping(): void {
      stopping = true;
    },
  };
}
