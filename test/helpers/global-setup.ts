import {
  ensurePgliteDataDirTemplate,
  ensurePgliteSnapshot,
  ensurePostgresTemplate,
} from "./database-snapshots.js";
import { ensureServerBundle } from "./server-bundle.js";
import { pruneTestCache } from "./test-cache.js";

/**
 * Runs in vitest's main process before any test file: makes what every file then copies or runs
 * (the migrated databases, the bundled server), so no two files build them. Each is kept between
 * runs under a fingerprint of what it is made from, so a later run pays only for what changed;
 * what older versions left is pruned.
 */
export default async function setup() {
  const current = [
    await ensureServerBundle(),
    await ensurePgliteSnapshot(),
    await ensurePgliteDataDirTemplate(),
  ];
  pruneTestCache(current);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) await ensurePostgresTemplate(serverUrl);
}
