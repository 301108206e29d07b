import { openDatabase } from "../client.js";
import type { ReaderReport } from "./backup-from-copy.js";
import { backupInTransaction } from "./backup-in-transaction.js";

/**
 * The child process of a PGlite backup (backup-from-copy.ts): opens the copy of the data directory
 * given as its first argument, writes the backup to stdout and sends its summary to the parent.
 */
async function main([copyDir, createdAt]: string[]): Promise<void> {
  if (!copyDir || !createdAt || !process.send) throw new Error("read-copy runs as a backup's child process");
  const handle = await openDatabase({ kind: "pglite", dataDir: copyDir });
  try {
    const summary = await backupInTransaction(handle, process.stdout, createdAt);
    const report: ReaderReport = { summary, peakRssBytes: process.resourceUsage().maxRSS * 1024 };
    await new Promise<void>((resolve, reject) =>
      process.send?.(report, (error: Error | null) => (error ? reject(error) : resolve())),
    );
  } finally {
    await handle.close();
  }
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
