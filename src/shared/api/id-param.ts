import { z } from "zod";
import { formatLimit, MAX_INTEGER_COLUMN } from "../number-ranges.js";

const ID_RANGE_MESSAGE = `Must be a whole number from 1 to ${formatLimit(MAX_INTEGER_COLUMN)}`;

/**
 * A row id from the path or query string. Whatever cannot be a row's id (not a number, not whole,
 * below 1, or past what an integer column holds) answers 400 naming the field, never a 404 (the
 * client sent something malformed, not a row that was deleted) and never a 500 from comparing it
 * with the column. The range check comes first so that 2^63 is told it is too large.
 */
export const positiveId = z.coerce
  .number({ message: "Must be a number" })
  .max(MAX_INTEGER_COLUMN, ID_RANGE_MESSAGE)
  .int(ID_RANGE_MESSAGE)
  .positive(ID_RANGE_MESSAGE);

export const idParamsSchema = z.object({ id: positiveId });
