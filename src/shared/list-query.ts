import { z } from "zod";
import { atMostMessage, MAX_INTEGER_COLUMN } from "./number-ranges.js";
import { phoneSearchText } from "./phone.js";

/** Rows per page on the console's paged lists (users, threads). */
export const ADMIN_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;

/** Rows to skip: no table has more rows than an integer id can number. */
export const pageOffsetSchema = z.coerce
  .number()
  .max(MAX_INTEGER_COLUMN, atMostMessage(MAX_INTEGER_COLUMN))
  .int()
  .min(0)
  .default(0);

/**
 * `?search=&limit=&offset=` of the paged admin lists. The total count goes out in the
 * X-Total-Count header, so the body stays the plain array the spec describes. A phone typed as
 * the webhook reads it (tel:, fullwidth, 011...) searches by its plain number.
 */
export const listQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(200, "Search text must be at most 200 characters")
    .transform(phoneSearchText)
    .default(""),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
  offset: pageOffsetSchema,
});

export type ListQuery = z.infer<typeof listQuerySchema>;

/** The same search without paging: what a CSV export of the list reads. */
export const listFilterSchema = listQuerySchema.omit({ limit: true, offset: true });

export type ListFilter = z.infer<typeof listFilterSchema>;

export const TOTAL_COUNT_HEADER = "X-Total-Count";
