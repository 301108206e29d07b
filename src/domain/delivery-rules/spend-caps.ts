import { DateTime } from "luxon";

/**
 * A budget setting as an amount in USD, or null for no limit: empty (the default) or, should an
 * older value slip past the setting's rule, anything that is not a non-negative amount.
 */
export function budgetCap(value: string): number | null {
  const trimmed = value.trim();
  if (trimmed === "") return null;
  const amount = Number(trimmed);
  return Number.isFinite(amount) && amount >= 0 ? amount : null;
}

/** The calendar day (YYYY-MM-DD) in `timeZone` at `now`: the day a person's AI spend counts for. */
export function spendDay(now: Date, timeZone: string): string {
  return DateTime.fromJSDate(now, { zone: timeZone }).toISODate() ?? now.toISOString().slice(0, 10);
}

/** The first instant of the calendar month of `now` in `timeZone`: where the monthly budget starts. */
export function monthStart(now: Date, timeZone: string): Date {
  return DateTime.fromJSDate(now, { zone: timeZone }).startOf("month").toJSDate();
}

/** What a person has spent on AI on `today`: the stored figure only while it is still that day's. */
export function spentToday(
  spend: { ai_spend_day: string | null; ai_spend_usd: number },
  today: string,
): number {
  return spend.ai_spend_day === today ? spend.ai_spend_usd : 0;
}

/**
 * USER_DAILY_AI_BUDGET_USD: a person who has spent their day's budget gets no AI answer until their
 * local midnight. Reaching the cap counts, so a cap of 0 means no AI answers at all.
 */
export function overDailyCap(spentTodayUsd: number, capSetting: string): boolean {
  const cap = budgetCap(capSetting);
  return cap !== null && spentTodayUsd >= cap;
}

/** MONTHLY_AI_BUDGET_USD: once the service's AI spend this month reaches it, the offline assistant answers. */
export function overMonthlyBudget(spentThisMonthUsd: number, budgetSetting: string): boolean {
  const budget = budgetCap(budgetSetting);
  return budget !== null && spentThisMonthUsd >= budget;
}

/** SMS_SEGMENT_PRICE_USD as a number; an unreadable value prices segments at nothing rather than failing a send. */
export function segmentPrice(priceSetting: string): number {
  const price = Number(priceSetting.trim());
  return priceSetting.trim() !== "" && Number.isFinite(price) && price >= 0 ? price : 0;
}

/** The estimated carrier cost of one stored part, rounded to a millionth of a dollar (the setting's precision). */
export function smsCost(segments: number, pricePerSegmentUsd: number): number {
  return Math.round(segments * pricePerSegmentUsd * 1e6) / 1e6;
}
