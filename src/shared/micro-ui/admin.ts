/** The Micro UIs console screen (spec 001 section 2.8). */

export interface AdminMicroUi {
  id: number;
  type: string;
  slug: string;
  thread_id: number | null;
  user_id: number | null;
  payload: Record<string, unknown>;
  created_at: string;
  updated_at: string;
}

/** GET /api/admin/micro-uis/summary: the four cards. */
export interface MicroUiSummary {
  total: number;
  /** Created since midnight in the operator's timezone. */
  today: number;
  /** Distinct types. */
  types: number;
  /** Created in the last 7 days. */
  this_week: number;
}

/** The public address of a page, as the console's View button opens it. */
export const microUiPath = (slug: string) => `/ui/${slug}`;
