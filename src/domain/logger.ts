/** The structured log every background part writes to (pino in production, a spy in tests). */
export interface Logger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}
