import { readFileSync } from "node:fs";
import { join } from "node:path";
import { migrationsDir } from "../config/paths.js";

/** One migration as drizzle-kit's journal lists it: `when` is also its mark in the database. */
export interface MigrationEntry {
  tag: string;
  when: number;
}

/** The table drizzle's migrator has always used, so databases migrated before decision 035 carry on. */
export const MIGRATIONS_TABLE = "drizzle.__drizzle_migrations";

let journal: MigrationEntry[] | undefined;

/** The migrations this build carries, oldest first. */
export function buildMigrations(): MigrationEntry[] {
  if (!journal) {
    const parsed = JSON.parse(readFileSync(join(migrationsDir, "meta", "_journal.json"), "utf8")) as {
      entries: MigrationEntry[];
    };
    journal = parsed.entries.map(({ tag, when }) => ({ tag, when }));
  }
  return journal;
}

/** The newest migration this build carries: its schema version. */
export function latestBuildMigration(): MigrationEntry {
  const entries = buildMigrations();
  const latest = entries.at(-1);
  if (!latest) throw new Error("The build carries no migrations");
  return latest;
}

/**
 * A database's last migration, as its `created_at` mark and the tag the build that ran it recorded
 * (null for marks written before tags were kept, which this build's journal names instead).
 */
export interface AppliedMigration {
  when: number;
  tag: string | null;
}

/** The tag of a mark: the recorded one, else this build's name for it, else the bare mark. */
export function migrationName(applied: AppliedMigration): string {
  return (
    applied.tag ?? buildMigrations().find((entry) => entry.when === applied.when)?.tag ?? `#${applied.when}`
  );
}

/** Whether a database whose last migration is `applied` is ahead of this build. */
export function isNewerThanBuild(applied: AppliedMigration | null): boolean {
  return applied !== null && applied.when > latestBuildMigration().when;
}

/** Refusal to run against a database a newer build migrated. */
export class NewerDatabaseError extends Error {
  constructor(readonly applied: AppliedMigration) {
    super(
      `This database was migrated by a newer build of Textpal: its last migration is ${migrationName(applied)}, ` +
        `this build's is ${latestBuildMigration().tag}. Run the newer build, or restore the backup taken before the upgrade (docs/UPGRADING.md).`,
    );
    this.name = "NewerDatabaseError";
  }
}
