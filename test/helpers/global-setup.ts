import {
  ensurePgliteDataDirTemplate,
  ensurePgliteSnapshot,
  ensurePostgresTemplate,
} from "./database-snapshots.js";

/**
 * Runs once in vitest's main process before any test file: builds the migrated databases every
 * file then copies, so two workers never both build them.
 */
export default async function setup() {
  await ensurePgliteSnapshot();
  await ensurePgliteDataDirTemplate();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) await ensurePostgresTemplate(serverUrl);
}
