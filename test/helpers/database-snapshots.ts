import { createHash, randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";
import { migrationsDir, projectRoot } from "../../src/config/paths.js";
import { openDatabase, PGLITE_START_PARAMS } from "../../src/db/client.js";
import { migratePgliteDatabase } from "../../src/db/migrate.js";
import { buildOnce } from "./build-once.js";
import { TEST_CACHE_DIR } from "./test-cache.js";

/**
 * Migrated databases made once and copied for every test file (docs/TESTING.md, decision 023):
 * a new PGlite costs initdb in WebAssembly plus every migration (5–9 s), one loaded from a dump of a
 * migrated data directory about 0.5 s (kept small: SLIM_DUMP below); a PostgreSQL database made
 * from a migrated template 0.3–0.5 s against 0.6–1.3 s migrated anew. Both are named by a
 * fingerprint of the migrations and the PGlite build, so a changed migration makes new ones and a
 * stale one is never used.
 */
function fingerprint(): string {
  const hash = createHash("sha256");
  for (const name of readdirSync(migrationsDir, { recursive: true, encoding: "utf8" }).sort()) {
    const path = join(migrationsDir, name);
    if (!name.endsWith(".sql") && !name.endsWith(".json")) continue;
    hash.update(name).update(readFileSync(path));
  }
  // The migrator decides what a migrated database holds besides the migrations (its tag column).
  hash.update(readFileSync(join(projectRoot, "src", "db", "migrate.ts")));
  const pglitePackage = readFileSync(
    join(projectRoot, "node_modules", "@electric-sql", "pglite", "package.json"),
  );
  hash.update(pglitePackage).update(PGLITE_START_PARAMS.join(" ")).update(JSON.stringify(SLIM_DUMP));
  return hash.digest("hex").slice(0, 16);
}

let cachedFingerprint: string | undefined;
const migrationsFingerprint = () => {
  cachedFingerprint ??= fingerprint();
  return cachedFingerprint;
};

export function pgliteSnapshotPath(): string {
  return join(TEST_CACHE_DIR, `pglite-${migrationsFingerprint()}.tar`);
}

/**
 * What keeps the dump small, since loading it is most of what a test file's database costs: a data
 * directory as initdb makes it holds a 16 MB WAL segment and the template0 and template1 databases
 * (15 MB), which nothing in a test reads. With 1 MB segments, the old ones recycled by two
 * checkpoints and the templates dropped, the dump shrinks from 42 MB to 15 MB and a load from
 * 1.1 s to 0.46 s (decision 023). The application's own directories are made as before.
 */
const SLIM_DUMP = {
  initdb: ["--wal-segsize=1"],
  settings: ["min_wal_size=2MB", "max_wal_size=4MB"],
  statements: [
    "alter database template0 is_template false",
    "alter database template1 is_template false",
    "drop database template0",
    "drop database template1",
    "checkpoint",
    "checkpoint",
  ],
};

/** Writes the migrated PGlite dump if this fingerprint has none yet. */
export function ensurePgliteSnapshot(): Promise<string> {
  return buildOnce(pgliteSnapshotPath(), async (partial) => {
    const client = await PGlite.create({
      extensions: { pg_trgm },
      startParams: [...PGLITE_START_PARAMS, ...SLIM_DUMP.settings.flatMap((setting) => ["-c", setting])],
      initDbStartParams: SLIM_DUMP.initdb,
    });
    try {
      await migratePgliteDatabase(client);
      for (const statement of SLIM_DUMP.statements) await client.exec(statement);
      const dump = await client.dumpDataDir("none");
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
  });
}

let snapshot: Blob | undefined;
/** The dump, read once per worker process. */
export async function pgliteSnapshot(): Promise<Blob> {
  if (!snapshot) snapshot = new Blob([readFileSync(await ensurePgliteSnapshot())]);
  return snapshot;
}

/** A migrated DATA_DIR (PGlite's directory, no lock), for tests that start the server as a process. */
function pgliteDataDirTemplate(): string {
  return join(TEST_CACHE_DIR, `data-dir-${migrationsFingerprint()}`);
}

export function ensurePgliteDataDirTemplate(): Promise<string> {
  return buildOnce(pgliteDataDirTemplate(), async (partial) => {
    const handle = await openDatabase({ kind: "pglite", dataDir: partial });
    await handle.close();
  });
}

/**
 * A new DATA_DIR holding a migrated embedded database, copied in well under a second instead of
 * the 2–3 s of initdb and migrations a first start spends (more under load). For a test whose
 * subject is not a first start on an empty directory; the template is made by the global setup.
 */
export function migratedDataDir(prefix: string): string {
  const template = pgliteDataDirTemplate();
  if (!existsSync(template)) throw new Error(`${template} is missing: vitest's global setup makes it`);
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(template, dir, { recursive: true });
  return dir;
}

export function postgresTemplateName(): string {
  return `textpal_template_${migrationsFingerprint()}`;
}

/** Makes the migrated template database on the TEST_DATABASE_URL server unless it is there. */
export async function ensurePostgresTemplate(serverUrl: string): Promise<string> {
  const name = postgresTemplateName();
  const exists = await adminQuery(serverUrl, "select 1 from pg_database where datname = $1", [name]);
  if (exists.rowCount) return name;
  const building = `${name}_${randomBytes(4).toString("hex")}`;
  await adminQuery(serverUrl, `create database ${building}`);
  const url = new URL(serverUrl);
  url.pathname = `/${building}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString(), poolSize: 1 });
  await handle.close();
  try {
    await adminQuery(serverUrl, `alter database ${building} rename to ${name}`);
  } catch (error) {
    // Another run finished the same template first: its copy serves as well.
    await adminQuery(serverUrl, `drop database if exists ${building}`);
    if ((error as { code?: string }).code !== "42P04") throw error;
  }
  return name;
}

export async function adminQuery(url: string, statement: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}
