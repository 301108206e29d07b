import { z } from "zod";

/**
 * The field names of a route's zod schema for one part of a request (its body, query string or
 * params), through optional, default and pipe wrappers; none for anything that is not an object.
 */
export function fieldsOf(schema: unknown): string[] {
  if (!(schema instanceof z.ZodType)) return [];
  const def = schema._zod.def as {
    type: string;
    shape?: object;
    in?: unknown;
    out?: unknown;
    innerType?: unknown;
  };
  if (def.type === "object") return Object.keys(def.shape ?? {});
  if (def.type === "pipe") return [...fieldsOf(def.in), ...fieldsOf(def.out)];
  return fieldsOf(def.innerType);
}
