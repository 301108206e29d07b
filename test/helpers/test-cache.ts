import { readdirSync, rmSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import { projectRoot } from "../../src/config/paths.js";

/** Where the test fixtures made once per source version are kept between runs (docs/TESTING.md). */
export const TEST_CACHE_DIR = join(projectRoot, "node_modules", ".cache", "textpal-test");

/** A day: an entry another run of this checkout may still be using is never that old. */
const STALE_AFTER_MS = 24 * 3_600_000;

/**
 * Removes what earlier source versions left in the cache (a dump, a data directory and a server
 * bundle per version, about 20 MB each, and the partial copies of a build that crashed), except
 * `current` and whatever was written in the last day, so a run still going on an older version
 * of this checkout keeps its files. Returns the names removed.
 */
export function pruneTestCache(current: string[], { dir = TEST_CACHE_DIR, now = Date.now() } = {}): string[] {
  const keep = new Set(current.map((path) => basename(path)));
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of entries) {
    if (keep.has(name)) continue;
    const path = join(dir, name);
    try {
      if (now - statSync(path).mtimeMs < STALE_AFTER_MS) continue;
      rmSync(path, { recursive: true, force: true });
      removed.push(name);
    } catch {
      // Removed meanwhile by another run's prune: nothing left to do.
    }
  }
  return removed;
}
