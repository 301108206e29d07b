import type { Database, Executor } from "../client.js";
import { setPortableRendering } from "./table-rows.js";

/**
 * Runs `read` in one repeatable-read, read-only transaction, with values rendered as backups
 * render them: every statement in it sees the same snapshot of the database.
 */
export function readInSnapshot<T>(db: Database, read: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(
    async (tx) => {
      await setPortableRendering(tx);
      return read(tx);
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
