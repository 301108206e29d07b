import { openDatabase } from "../client.js";
import { latestBuildMigration } from "../schema-version.js";
import { type RestoreSummary, readBackupHeader, refuseNewerBackup, restoreBackup } from "./restore-backup.js";

export type RestoreTarget = { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string };

export interface RestoreOutcome extends RestoreSummary {
  location: string;
  /** This build's schema, when the backup's was older and the restored data was migrated to it. */
  migratedTo: string | null;
}

/**
 * npm run restore's work (decision 033): a new database is migrated only as far as the backup's
 * schema, the backup restored into it, then the migrations that came after it are applied, as an
 * upgrade would apply them to the database the backup was taken from. A backup of a newer schema
 * is refused before the database is touched.
 */
export async function restoreInto(target: RestoreTarget, file: string): Promise<RestoreOutcome> {
  const header = await readBackupHeader(file);
  refuseNewerBackup(header, file);
  const database = await openDatabase({ ...target, migrate: { upTo: header.schema.when } });
  let summary: RestoreSummary;
  try {
    summary = await restoreBackup(database, file);
  } finally {
    await database.close();
  }
  const build = latestBuildMigration();
  if (header.schema.when >= build.when) return { ...summary, location: database.location, migratedTo: null };
  await (await openDatabase({ ...target, migrate: "all" })).close();
  return { ...summary, location: database.location, migratedTo: build.tag };
}
