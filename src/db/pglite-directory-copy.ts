import { constants } from "node:fs";
import { cp } from "node:fs/promises";
import type { PGlite } from "@electric-sql/pglite";

/**
 * Copies a PGlite data directory while no statement runs: inside a transaction (PGlite runs one
 * at a time, so every other statement waits) after a checkpoint has written every change to the
 * data files. The copy is one consistent state of the database, opened like any other. Copies are
 * reflinks where the file system has them, so the wait is the copy of a few hundred megabytes at
 * worst (decision 033).
 */
export function copyPgliteDirectory(client: PGlite, directory: string, into: string): Promise<void> {
  return client.transaction(async (tx) => {
    await tx.exec("checkpoint");
    await cp(directory, into, { recursive: true, mode: constants.COPYFILE_FICLONE });
  });
}
