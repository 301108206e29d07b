import type { z } from "zod";
import { AppError } from "../domain/app-error.js";

/**
 * Validates a value with a shared schema inside a handler, for the routes whose body can be one of
 * two shapes; failures answer 400 with per-field messages, like route-level schema validation.
 */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    fields[issue.path.join(".") || "body"] ??= issue.message;
  }
  throw AppError.validation(fields);
}
