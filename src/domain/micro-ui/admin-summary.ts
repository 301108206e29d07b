import { DateTime } from "luxon";
import type { Executor } from "../../db/client.js";
import { summarizeMicroUis } from "../../db/repositories/micro-uis.js";
import type { MicroUiSummary } from "../../shared/micro-ui/admin.js";

const WEEK_DAYS = 7;

/**
 * The Micro UIs screen's cards: "Active Today" counts pages made since midnight in the operator's
 * timezone (the browser's), "This Week" those of the last 7 days.
 */
export function microUiSummary(db: Executor, now: Date, timeZone: string): Promise<MicroUiSummary> {
  const today = DateTime.fromJSDate(now, { zone: timeZone }).startOf("day").toJSDate();
  const week = DateTime.fromJSDate(now).minus({ days: WEEK_DAYS }).toJSDate();
  return summarizeMicroUis(db, { today, week });
}
