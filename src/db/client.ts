import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { acquireDirectoryLock } from "./directory-lock.js";
import { type MigrationTarget, migratePgliteDatabase, migratePostgresDatabase } from "./migrate.js";
import { copyPgliteDirectory } from "./pglite-directory-copy.js";
import { initialisePgliteDirectory } from "./pglite-initdb.js";
import type { PoolStats } from "./pool-guard.js";
import { PoolExhaustedError, pingPostgres } from "./postgres-ping.js";
import { createResilientPool } from "./resilient-pool.js";
import * as schema from "./schema/index.js";

/**
 * PostgreSQL settings for the embedded database. PGlite holds its memory in one WebAssembly memory
 * that grows to fit and never gives anything back, so these set most of the idle server's RSS
 * (decision 022):
 * - shared buffers cut from the default 128 MB: reads that miss them come from the operating
 *   system's file cache, as PGlite's files are ordinary files;
 * - maintenance memory cut from 64 MB: a migration's CREATE INDEX would otherwise leave its sort
 *   memory resident.
 * Given on the command line, they win over the postgresql.conf in an existing directory.
 */
const PGLITE_SETTINGS = ["shared_buffers=16MB", "maintenance_work_mem=16MB"];

/** PostgreSQL's command line in PGlite: its own parameters, then the settings above. */
export const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  ...PGLITE_SETTINGS.flatMap((setting) => ["-c", setting]),
];

/** Extensions the migrations create (the server's PostgreSQL provides them from its contrib package). */
const PGLITE_OPTIONS = { extensions: { pg_trgm }, startParams: PGLITE_START_PARAMS };

/** A server that neither accepts nor refuses a connection (a network partition) fails a statement after this. */
const CONNECT_TIMEOUT_MS = 10_000;

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle a transaction callback receives; repositories accept either. */
export type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /** Where the data lives, for start-up output: a directory or a redacted URL. */
  location: string;
  /** Answers when the database does; a PoolExhaustedError when it does but no connection is free. */
  ping(): Promise<void>;
  /** The connection pool's figures (PostgreSQL only: the embedded database has no pool). */
  pool?: () => PoolStats;
  /**
   * PGlite in a directory only: copies the data directory into `into` as one consistent state, for
   * a backup that reads the copy while the server carries on (decision 033).
   */
  copyDataDirectory?: (into: string) => Promise<void>;
  /**
   * PostgreSQL only: a connection of its own, outside the pool and its guard's 2-minute limit, for
   * work that rightly holds one transaction for minutes (a backup, a restore; decision 033).
   */
  openLongSession?: () => Promise<LongSession>;
  close(): Promise<void>;
}

export interface LongSession {
  db: Database;
  close(): Promise<void>;
}

export { PoolExhaustedError };

/** Where the pool guard reports a connection it took back. */
type DatabaseLog = { error(object: object, message: string): void };

const STDERR_LOG: DatabaseLog = {
  error: (object, message) => console.error(message, object),
};

export type DatabaseOptions = (
  | { kind: "postgres"; url: string; poolSize?: number; log?: DatabaseLog }
  | { kind: "pglite"; dataDir: string }
  /** In memory; `snapshot` is a dump of a migrated data directory to start from (tests copy one per file). */
  | { kind: "pglite-memory"; snapshot?: Blob }
) & {
  /** All of the build's migrations unless told otherwise (a backup applies none, a restore those up to its backup's). */
  migrate?: MigrationTarget;
};

/** Opens the database and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === "postgres" ? openPostgres(options) : openPglite(options);
}

async function openPostgres({
  url,
  poolSize = 10,
  log = STDERR_LOG,
  migrate = "all",
}: {
  url: string;
  poolSize?: number;
  log?: DatabaseLog;
  migrate?: MigrationTarget;
}): Promise<DatabaseHandle> {
  const { pool, guard } = createResilientPool(
    { connectionString: url, max: poolSize, connectionTimeoutMillis: CONNECT_TIMEOUT_MS },
    log,
  );
  try {
    await migratePostgresDatabase(pool, migrate);
  } catch (error) {
    await pool.end();
    throw error;
  }
  // Started after the migrations, which may rightly hold their connection for minutes.
  guard.start();
  const db = drizzleNodePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: "postgres",
    location: redactUrl(url),
    ping: () => pingPostgres(pool, url, () => guard.stats()),
    pool: () => guard.stats(),
    openLongSession: async () => {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
      // A lost connection fails the statement running on it, where the caller reports it.
      client.on("error", () => {});
      await client.connect();
      return { db: drizzleNodePg(client, { schema }) as unknown as Database, close: () => client.end() };
    },
    close: async () => {
      guard.stop();
      await pool.end();
    },
  };
}

async function openPglite(
  options: ({ kind: "pglite"; dataDir: string } | { kind: "pglite-memory"; snapshot?: Blob }) & {
    migrate?: MigrationTarget;
  },
): Promise<DatabaseHandle> {
  const lock = options.kind === "pglite" ? acquireDirectoryLock(options.dataDir) : null;
  let client: PGlite | undefined;
  try {
    if (options.kind === "pglite") {
      const directory = join(options.dataDir, "pglite");
      await initialisePgliteDirectory(directory);
      client = await PGlite.create(directory, PGLITE_OPTIONS);
    } else {
      client = await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: options.snapshot });
    }
    await migratePgliteDatabase(client, options.migrate);
    const opened = client;
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    return {
      db,
      kind: "pglite",
      location: options.kind === "pglite" ? options.dataDir : "memory",
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      copyDataDirectory:
        options.kind === "pglite"
          ? (into) => copyPgliteDirectory(opened, join(options.dataDir, "pglite"), into)
          : undefined,
      close: async () => {
        try {
          await opened.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    await client?.close().catch(() => {});
    lock?.release();
    throw error;
  }
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "postgres";
  }
}
