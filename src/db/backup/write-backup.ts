import type { Writable } from "node:stream";
import type { DatabaseHandle } from "../client.js";

/** TEMPORARY stand-in until h/backups lands with the real format; replaced by theirs in the merge. */
export interface BackupSummary {
  schema: string;
  tables: number;
  rows: number;
  bytes: number;
  createdAt: string;
}

export async function writeBackup(handle: DatabaseHandle, out: Writable): Promise<BackupSummary> {
  const createdAt = new Date().toISOString();
  const text = `TEXTPAL BACKUP 1\n${JSON.stringify({ kind: handle.kind, createdAt })}\n`;
  await new Promise<void>((resolve, reject) =>
    out.write(text, (error) => (error ? reject(error) : resolve())),
  );
  return { schema: "stub", tables: 0, rows: 0, bytes: Buffer.byteLength(text), createdAt };
}
