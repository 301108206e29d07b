import { COHORTS, type CohortKey, type CohortStats } from "@shared/announcements";
import { formatCount } from "@/lib/format";

const LABELS = new Map<CohortKey, string>(COHORTS.map((cohort) => [cohort.key, cohort.label]));

export const cohortLabel = (key: CohortKey) => LABELS.get(key) ?? key;

/** "1 user", "1,204 users"; nothing while the counts load. */
export function usersText(stats: CohortStats | undefined, key: CohortKey): string | null {
  const count = stats?.[key];
  if (count === undefined) return null;
  return `${formatCount(count)} ${count === 1 ? "user" : "users"}`;
}
