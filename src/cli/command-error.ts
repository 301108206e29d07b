import { InvalidEnvironmentError } from "../config/env.js";
import { BackupRefusedError } from "../db/backup/backup-errors.js";
import { DataDirectoryInUseError, DirectoryNotWritableError } from "../db/directory-lock-errors.js";
import { NewerDatabaseError } from "../db/schema-version.js";
import { exitOnStartupError } from "../startup-errors.js";

/** A failure the person running a command can act on: printed as it is, without a stack trace. */
export class CommandError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CommandError";
  }
}

/** Ends a backup or restore command: a known failure as its message and exit code 1, anything else logged. */
export function exitOnCommandError(error: unknown): never {
  const known =
    error instanceof CommandError ||
    error instanceof BackupRefusedError ||
    error instanceof NewerDatabaseError ||
    error instanceof DataDirectoryInUseError ||
    error instanceof DirectoryNotWritableError ||
    error instanceof InvalidEnvironmentError;
  if (!known) exitOnStartupError(error);
  console.error(`\n${(error as Error).message}\n`);
  process.exit(1);
}

/** What a failed write of `file` means for the person who asked for it. */
export function describeWriteError(file: string, error: unknown): Error {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "ENOSPC") return new CommandError(`The disk holding ${file} is full; no backup was written.`);
  if (code === "EDQUOT")
    return new CommandError(`This user's disk quota is used up; no backup was written to ${file}.`);
  if (code === "EACCES" || code === "EPERM")
    return new CommandError(`This user may not write ${file}; no backup was written.`);
  if (code === "ENOENT")
    return new CommandError(`The directory of ${file} does not exist; no backup was written.`);
  if (code === "EROFS")
    return new CommandError(`${file} is on a read-only file system; no backup was written.`);
  return error as Error;
}
