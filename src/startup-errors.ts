import { InvalidEnvironmentError } from "./config/env.js";
import { DataDirectoryInUseError, DirectoryNotWritableError } from "./db/directory-lock-errors.js";
import { NewerDatabaseError } from "./db/schema-version.js";
import { AppError } from "./domain/app-error.js";
import { createLogger } from "./logger.js";
import { secretSettingsFrom } from "./logging/log-secrets.js";

/**
 * Problems a person can fix get a plain message and exit code 1 instead of a stack trace. Anything
 * else (a failed migration or seed query) goes through the logger, so its query parameters and the
 * configured secrets stay out of the output as they do at run time.
 */
export function exitOnStartupError(error: unknown): never {
  const known =
    error instanceof InvalidEnvironmentError ||
    error instanceof DataDirectoryInUseError ||
    error instanceof DirectoryNotWritableError ||
    error instanceof NewerDatabaseError ||
    error instanceof AppError;
  if (known) console.error(`\n${(error as Error).message}\n`);
  else
    createLogger({ LOG_LEVEL: "error", ...secretSettingsFrom(process.env) }).error(
      { err: error },
      "Textpal could not start",
    );
  process.exit(1);
}
