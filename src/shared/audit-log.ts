import { z } from "zod";
import { positiveId } from "./api/id-param.js";
import { ADMIN_PAGE_SIZE, MAX_PAGE_SIZE, pageOffsetSchema } from "./list-query.js";

/** One row of the audit log: who did what to which resource, from where, and when (UTC). */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  /** Null for a failed sign-in to a phone that is no admin's. */
  admin_id: z.number().int().nullable(),
  /** The admin's phone when the entry was written (or the phone a failed sign-in named). */
  admin_phone: z.string().nullable(),
  admin_name: z.string().nullable(),
  action: z.string(),
  resource_type: z.string(),
  resource_id: z.string().nullable(),
  summary: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** Browser and system read from the user agent ("Chrome 131 on macOS"), or null. */
  browser: z.string().nullable(),
});

export type AuditEntry = z.output<typeof auditEntrySchema>;

const DATE_MESSAGE = "Use a date as YYYY-MM-DD";
export const REVERSED_DAYS_MESSAGE = "The first day must not be after the last day";
const dateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
  // A real day: Date.parse alone rolls 2025-02-30 over to March 2nd instead of refusing it.
  .refine((value) => {
    const parsed = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(parsed) && new Date(parsed).toISOString().startsWith(value);
  }, DATE_MESSAGE)
  .optional();

/**
 * The Audit Log screen's page and filters. `from` and `to` are calendar days in the console's time
 * zone (DEFAULT_TIMEZONE), both included.
 */
export const auditQuerySchema = z
  .object({
    admin_id: positiveId.optional(),
    action: z.string().trim().max(100).optional(),
    resource_type: z.string().trim().max(100).optional(),
    resource_id: z.string().trim().max(100).optional(),
    from: dateSchema,
    to: dateSchema,
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
    offset: pageOffsetSchema,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: REVERSED_DAYS_MESSAGE,
    path: ["to"],
  });

export type AuditQuery = z.output<typeof auditQuerySchema>;

/** What the filters can choose from: the actions and resource types the log holds so far. */
export const auditFilterOptionsSchema = z.object({
  actions: z.string().array(),
  resource_types: z.string().array(),
});

export type AuditFilterOptions = z.output<typeof auditFilterOptionsSchema>;
