import { type Logger, pino } from "pino";
import type { Env } from "./config/env.js";

export type { Logger };

/** One structured logger for the HTTP server and the workers, so a request id or message id can be followed. */
export function createLogger(env: Pick<Env, "LOG_LEVEL">): Logger {
  return pino({ level: env.LOG_LEVEL });
}
