import { InvalidEnvironmentError } from "./config/env.js";
import { DataDirectoryInUseError } from "./db/directory-lock.js";
import { AppError } from "./domain/app-error.js";
import { createLogger } from "./logger.js";

/**
 * Problems a person can fix get a plain message and exit code 1 instead of a stack trace. Anything
 * else (a failed migration or seed query) goes through the logger, so its query parameters and the
 * configured secrets stay out of the output as they do at run time.
 */
export function exitOnStartupError(error: unknown): never {
  const known =
    error instanceof InvalidEnvironmentError ||
    error instanceof DataDirectoryInUseError ||
    error instanceof AppError;
  if (known) console.error(`\n${(error as Error).message}\n`);
  else {
    const {
      TWILIO_ACCOUNT_SID,
      TWILIO_AUTH_TOKEN,
      AI_API_KEY,
      ADMIN_PASSWORD,
      GOOGLE_MAPS_API_KEY,
      DATABASE_URL,
    } = process.env;
    createLogger({
      LOG_LEVEL: "error",
      TWILIO_ACCOUNT_SID,
      TWILIO_AUTH_TOKEN,
      AI_API_KEY,
      ADMIN_PASSWORD,
      GOOGLE_MAPS_API_KEY,
      DATABASE_URL,
    }).error({ err: error }, "Textpal could not start");
  }
  process.exit(1);
}
