import type { Database, DatabaseHandle } from "../client.js";

/**
 * Runs `work` on a connection of its own where the engine has one to give (PostgreSQL: outside the
 * pool, whose guard takes back a connection after 2 minutes), else on the handle's database.
 */
export async function withLongSession<T>(
  handle: DatabaseHandle,
  work: (db: Database) => Promise<T>,
): Promise<T> {
  const session = await handle.openLongSession?.();
  try {
    return await work(session?.db ?? handle.db);
  } finally {
    await session?.close();
  }
}
