import { z } from "zod";

/**
 * The field names of a route's zod schema for one part of a request (its body, query string or
 * params), through optional, default and pipe wrappers, and of every form a union takes; none for
 * anything that is not an object.
 */
export function fieldsOf(schema: unknown): string[] {
  if (!(schema instanceof z.ZodType)) return [];
  const def = schema._zod.def as {
    type: string;
    shape?: object;
    in?: unknown;
    out?: unknown;
    innerType?: unknown;
    options?: unknown[];
  };
  if (def.type === "object") return Object.keys(def.shape ?? {});
  if (def.type === "pipe") return [...fieldsOf(def.in), ...fieldsOf(def.out)];
  if (def.type === "union") return [...new Set((def.options ?? []).flatMap(fieldsOf))];
  return fieldsOf(def.innerType);
}
