import type { z } from "zod";

export const NOTHING_TO_CHANGE_MESSAGE = "Nothing to change: send at least one field.";

/**
 * A PATCH body must change something. `{}`, or a body of only unknown fields (which the schema
 * drops), would otherwise reach the database as an update with no columns. An explicit null or ""
 * is a change: it clears the field.
 */
export function requireSomeChange<T extends z.ZodObject>(schema: T): T {
  return schema.refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    message: NOTHING_TO_CHANGE_MESSAGE,
  });
}
