import type { Writable } from "node:stream";
import type { DatabaseHandle } from "../client.js";
import type { BackupSummary } from "./backup-format.js";
import { backupFromCopy, type CopyFigures } from "./backup-from-copy.js";
import { backupInTransaction } from "./backup-in-transaction.js";

export type { BackupSummary } from "./backup-format.js";

export interface WriteBackupOptions {
  /** When the backup is taken; the system's time unless given. */
  now?: () => Date;
  /** Told how a PGlite directory's backup went: how long the copy held the database, the reader's memory. */
  onCopy?: (figures: CopyFigures) => void;
}

/**
 * Writes a backup of the whole database to `out`, and ends it (decision 033). PostgreSQL, and
 * PGlite in memory, are read in one repeatable-read transaction. A PGlite directory — one
 * connection, which such a transaction would hold for the whole backup while every webhook waits —
 * is copied as it stands, and the copy is read by a child process.
 */
export async function writeBackup(
  handle: DatabaseHandle,
  out: Writable,
  options: WriteBackupOptions = {},
): Promise<BackupSummary> {
  const createdAt = (options.now?.() ?? new Date()).toISOString();
  if (handle.copyDataDirectory) return backupFromCopy(handle, out, createdAt, options.onCopy);
  return backupInTransaction(handle, out, createdAt);
}
