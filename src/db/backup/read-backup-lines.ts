import { createReadStream } from "node:fs";
import { StringDecoder } from "node:string_decoder";
import { createGunzip } from "node:zlib";
import { BackupRefusedError } from "./backup-errors.js";

/**
 * The lines of a backup file, decompressed as they are read. A file that is missing, not gzip, cut
 * short or failing gzip's checksum ends the iteration with a BackupRefusedError saying so.
 */
export async function* readBackupLines(file: string): AsyncGenerator<string> {
  const source = createReadStream(file);
  const gunzip = createGunzip();
  source.on("error", (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  const decoder = new StringDecoder("utf8");
  // The start of a line not ended yet, in pieces: a row of media runs to megabytes.
  let pending: string[] = [];
  try {
    for await (const chunk of gunzip) {
      const text = decoder.write(chunk as Buffer);
      if (!text.includes("\n")) {
        pending.push(text);
        continue;
      }
      const lines = text.split("\n");
      lines[0] = pending.join("") + lines[0];
      pending = [lines.pop() ?? ""];
      yield* lines;
    }
  } catch (error) {
    throw describeReadError(file, error);
  } finally {
    source.destroy();
    gunzip.destroy();
  }
  const last = pending.join("") + decoder.end();
  if (last) yield last;
}

function describeReadError(file: string, error: unknown): Error {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "ENOENT") return new BackupRefusedError(`There is no backup file at ${file}.`);
  if (code === "EACCES") return new BackupRefusedError(`This user may not read the backup file ${file}.`);
  if (code === "EISDIR") return new BackupRefusedError(`${file} is a directory, not a backup file.`);
  if (code === "Z_BUF_ERROR")
    return new BackupRefusedError(`The backup ${file} is cut short: its compressed data ends early.`);
  if (code?.startsWith("Z_"))
    return new BackupRefusedError(
      `The backup ${file} is damaged: its compressed data is invalid (${(error as Error).message}).`,
    );
  return error as Error;
}
