import { dirname } from "node:path";

export class DataDirectoryInUseError extends Error {
  constructor(
    readonly directory: string,
    readonly ownerPid: number,
  ) {
    super(
      `The data directory ${directory} is already in use by another Textpal process (pid ${ownerPid}). ` +
        "Only one process may open an embedded database. Stop the other process, choose another DATA_DIR, " +
        "or set DATABASE_URL to share a PostgreSQL server between processes.",
    );
    this.name = "DataDirectoryInUseError";
  }
}

/** Errors of the file system that mean this process may not write there. */
const NOT_WRITABLE = new Set(["EACCES", "EPERM", "EROFS"]);

/**
 * A directory under DATA_DIR this process may not create or write in. Node's own error names one
 * file and a syscall; this names the directory, the user and the permission it lacks.
 */
export class DirectoryNotWritableError extends Error {
  constructor(
    readonly directory: string,
    cause: NodeJS.ErrnoException,
  ) {
    const user = `user ${process.getuid?.() ?? "?"}, group ${process.getgid?.() ?? "?"}`;
    // mkdir fails for want of permission on the parent it creates the directory in.
    const where = cause.syscall === "mkdir" && cause.path ? dirname(cause.path) : directory;
    const problem =
      cause.code === "EROFS"
        ? `${where} is on a read-only file system`
        : `this process (${user}) has no write permission on ${where}`;
    super(
      `Textpal cannot write in the data directory ${directory}: ${problem}. It keeps its embedded ` +
        "database and its webhook spool under DATA_DIR, so it needs permission to create and write " +
        "files there: give this user write permission on it (chown or chmod), or choose another DATA_DIR.",
      { cause },
    );
    this.name = "DirectoryNotWritableError";
  }

  /** The error to throw for `error`, met while creating or writing in `directory`. */
  static from(directory: string, error: unknown): unknown {
    const code = (error as NodeJS.ErrnoException).code;
    return code && NOT_WRITABLE.has(code)
      ? new DirectoryNotWritableError(directory, error as NodeJS.ErrnoException)
      : error;
  }
}
