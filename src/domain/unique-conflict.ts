import { isUniqueViolation } from "../db/constraint-violations.js";
import { AppError } from "./app-error.js";

/**
 * Runs a write that may hit a unique index and turns that case into a 409 with the operator's
 * message. Letting the index decide (rather than checking first) stays right under concurrency.
 */
export async function withUniqueConflict<T>(write: () => Promise<T>, message: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.conflict(message);
    throw error;
  }
}
