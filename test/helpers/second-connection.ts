import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Database, DatabaseHandle } from "../../src/db/client.js";
import * as schema from "../../src/db/schema/index.js";

/**
 * The same database through a pool of its own, as a second process would open it. PGlite has a
 * single connection, so there it is the same handle.
 */
export function secondConnection(handle: DatabaseHandle): {
  db: Database;
  handle: DatabaseHandle;
  close(): Promise<void>;
} {
  const pool = (handle.db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return { db: handle.db, handle, close: async () => {} };
  const second = new pg.Pool(pool.options);
  second.on("error", () => {});
  const db = drizzle(second, { schema }) as unknown as Database;
  return {
    db,
    handle: { ...handle, db, close: () => second.end() },
    close: () => second.end(),
  };
}
