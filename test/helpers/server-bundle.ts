import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { projectRoot } from "../../src/config/paths.js";
import { buildOnce } from "./build-once.js";
import { TEST_CACHE_DIR } from "./test-cache.js";

/**
 * The server and the admin CLI bundled once per source version for tests that start them as
 * processes. Loading src through tsx costs about 3.7 s a process (transpiling and resolving some
 * 300 modules); the bundle loads in well under a second, and runs the same code: esbuild only
 * strips the types and joins the modules, with every package left to node_modules as in `npm start`
 * (decision 023). It lives under node_modules/.cache, so src/config/paths.ts finds the project
 * root above it as it does from dist/server.
 */
const ENTRIES = {
  main: "src/main.ts",
  admin: "src/cli/admin.ts",
  backup: "src/cli/backup.ts",
  restore: "src/cli/restore.ts",
  // The child a PGlite backup starts, found beside the entry that starts it.
  "read-copy": "src/db/backup/read-copy.ts",
} as const;
export type BundledEntry = keyof typeof ENTRIES;

function sourceFingerprint(): string {
  const hash = createHash("sha256");
  const src = join(projectRoot, "src");
  for (const name of readdirSync(src, { recursive: true, encoding: "utf8" }).sort()) {
    if (name.startsWith("web") || !name.endsWith(".ts") || name.endsWith(".test.ts")) continue;
    hash.update(name).update(readFileSync(join(src, name)));
  }
  hash.update(readFileSync(join(projectRoot, "package-lock.json")));
  return hash.digest("hex").slice(0, 16);
}

let bundleDir: string | undefined;
function serverBundleDir(): string {
  bundleDir ??= join(TEST_CACHE_DIR, `server-${sourceFingerprint()}`);
  return bundleDir;
}

export function ensureServerBundle(): Promise<string> {
  return buildOnce(serverBundleDir(), async (partial) => {
    await build({
      entryPoints: ENTRIES,
      outdir: partial,
      bundle: true,
      platform: "node",
      format: "esm",
      target: "node20",
      packages: "external",
      sourcemap: "inline",
      logLevel: "warning",
    });
  });
}

/** The bundled entry's path; the global setup has made it. */
export function bundledEntry(entry: BundledEntry): string {
  const path = join(serverBundleDir(), `${entry}.js`);
  if (!existsSync(path)) throw new Error(`${path} is missing: vitest's global setup bundles the server`);
  return path;
}
