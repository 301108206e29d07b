import { type DestinationStream, type Logger, pino } from "pino";
import type { Env } from "./config/env.js";
import { logSafety } from "./logging/log-safety.js";
import { logSecrets, type SecretSettings } from "./logging/log-secrets.js";

export type { Logger };

/**
 * One structured logger for the HTTP server and the workers, so a request id or message id can be
 * followed. Secrets never reach it; phone numbers are masked and message text left out unless
 * LOG_LEVEL is debug or trace (src/logging/log-safety.ts). `destination` is stdout unless a test
 * reads the lines.
 */
export function createLogger(
  env: Pick<Env, "LOG_LEVEL"> & SecretSettings,
  destination?: DestinationStream,
): Logger {
  const revealPersonalData = env.LOG_LEVEL === "debug" || env.LOG_LEVEL === "trace";
  const options = { level: env.LOG_LEVEL, ...logSafety({ secrets: logSecrets(env), revealPersonalData }) };
  return destination ? pino(options, destination) : pino(options);
}
