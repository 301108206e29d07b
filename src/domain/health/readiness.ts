import {
  type AppliedMigration,
  isNewerThanBuild,
  latestBuildMigration,
  migrationName,
} from "../../db/schema-version.js";

/** What GET /api/health/ready decides from; each part read just before. */
export interface ReadinessFacts {
  /** SIGTERM or SIGINT arrived: the load balancer should send the next request elsewhere. */
  stopping: boolean;
  /** Whether a query answered, and if not, why. */
  database: "ok" | "away" | "pool exhausted";
  /** The database's last migration (null: none), read only when the database answered. */
  applied: AppliedMigration | null;
}

export type Readiness = { ready: true } | { ready: false; reason: string };

/**
 * Ready only while the process will stay, the database answers and its schema is this build's:
 * behind, a migration this build ran is missing (someone restored an older backup underneath it);
 * ahead, a newer build migrated it while this one kept running, and this build's queries may fail.
 */
export function decideReadiness(facts: ReadinessFacts): Readiness {
  if (facts.stopping) return { ready: false, reason: "The process is shutting down." };
  if (facts.database === "away") return { ready: false, reason: "The database is not answering." };
  if (facts.database === "pool exhausted")
    return { ready: false, reason: "Every database connection of this process is in use." };
  const build = latestBuildMigration();
  if (facts.applied === null || facts.applied.when < build.when)
    return {
      ready: false,
      reason: `The database's migrations are behind this build: its last is ${facts.applied ? migrationName(facts.applied) : "none"}, this build's is ${build.tag}.`,
    };
  if (isNewerThanBuild(facts.applied))
    return {
      ready: false,
      reason: `The database was migrated by a newer build: its last migration is ${migrationName(facts.applied)}, this build's is ${build.tag}.`,
    };
  return { ready: true };
}
