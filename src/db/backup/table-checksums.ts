import type { Database, Executor } from "../client.js";
import { readInSnapshot } from "./read-snapshot.js";
import { readCatalog } from "./table-catalog.js";
import { TableDigest } from "./table-digest.js";
import { tableRowLines } from "./table-rows.js";

export type TableChecksums = Record<string, { rows: number; sha256: string }>;

/**
 * Every table's row count and the SHA-256 of its rows, rendered exactly as a backup renders them,
 * from one snapshot: after a restore they equal the counts and checksums of the backup's
 * table-end lines.
 */
export function tableChecksums(db: Database): Promise<TableChecksums> {
  return readInSnapshot(db, checksumTables);
}

/** tableChecksums inside the caller's transaction, whose rendering setPortableRendering has set. */
export async function checksumTables(tx: Executor): Promise<TableChecksums> {
  const checksums: TableChecksums = {};
  for (const table of await readCatalog(tx)) {
    const digest = new TableDigest();
    for await (const lines of tableRowLines(tx, table)) digest.addAll(lines);
    checksums[table.name] = { rows: digest.rows, sha256: digest.hex() };
  }
  return checksums;
}
