import { InvalidEnvironmentError } from "./config/env.js";
import { DataDirectoryInUseError } from "./db/directory-lock.js";
import { AppError } from "./domain/app-error.js";

/** Problems a person can fix get a plain message and exit code 1 instead of a stack trace. */
export function exitOnStartupError(error: unknown): never {
  const known =
    error instanceof InvalidEnvironmentError ||
    error instanceof DataDirectoryInUseError ||
    error instanceof AppError;
  console.error(known ? `\n${(error as Error).message}\n` : error);
  process.exit(1);
}
