/** The Micro UIs console screen (spec 001 section 2.8). */
import { z } from "zod";

export const adminMicroUiSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  slug: z.string(),
  thread_id: z.number().int().nullable(),
  user_id: z.number().int().nullable(),
  /**
   * The page as stored: its definition plus the `data` visitors saved, which the definition
   * schema does not describe (a closed schema would drop it), and rows written before a change
   * to that schema must still list. So it is passed through as any JSON object.
   */
  payload: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  updated_at: z.string(),
});

export type AdminMicroUi = z.output<typeof adminMicroUiSchema>;

/** GET /api/admin/micro-uis/summary: the four cards. */
export const microUiSummarySchema = z.object({
  total: z.number().int(),
  /** Created since midnight in the operator's timezone. */
  today: z.number().int(),
  /** Distinct types. */
  types: z.number().int(),
  /** Created in the last 7 days. */
  this_week: z.number().int(),
});

export type MicroUiSummary = z.output<typeof microUiSummarySchema>;

/** The public address of a page, as the console's View button opens it. */
export const microUiPath = (slug: string) => `/ui/${slug}`;
