import { z } from "zod";
import { formatLimit, MAX_INTEGER_COLUMN } from "../number-ranges.js";

const ID_RANGE_MESSAGE = `Must be a whole number from 1 to ${formatLimit(MAX_INTEGER_COLUMN)}`;

/**
 * A row id from the path or query string. Whatever cannot be a row's id answers 400 naming the
 * field, never a 404 (the client sent something malformed, not a row that was deleted) and never a
 * 500 from comparing it with the column. Only plain decimal digits with no leading zero are an id:
 * under a looser reading ` 1` (sent as `%201`), `0x2`, `2e0` or `02` each name a row, so a check
 * written for one spelling misses another. The range check then tells 2^63 it is too large.
 */
export const positiveId = z.coerce
  // Coerced so that the web client may build a path from a number; the server always gets text.
  .string({ message: ID_RANGE_MESSAGE })
  .regex(/^[1-9][0-9]*$/, ID_RANGE_MESSAGE)
  .transform(Number)
  .pipe(z.number().max(MAX_INTEGER_COLUMN, ID_RANGE_MESSAGE));

export const idParamsSchema = z.object({ id: positiveId });
