import { type SQL, sql } from "drizzle-orm";
import { COHORT_KEYS, type CohortKey, type CohortStats } from "../../shared/announcements.js";
import type { Executor } from "../client.js";
import { queryRows } from "../query-rows.js";

/**
 * Who belongs to each announcement cohort, as conditions on `users u left join admins a` (spec 001
 * section 3). Activity is last_active: active means a text less than two weeks ago, inactive
 * two weeks ago or longer, or never. The tiers are free, basic and premium; "No Tier" is everyone on
 * neither of the two named tiers (basic today). Team is the users' team flag; Admin is users whose
 * phone is an admin account's.
 */
function cohortCondition(cohort: CohortKey, inactiveBefore: Date): SQL {
  switch (cohort) {
    case "all":
      return sql`true`;
    case "no_tier":
      return sql`u.subscription_tier not in ('free', 'premium')`;
    case "free":
      return sql`u.subscription_tier = 'free'`;
    case "premium":
      return sql`u.subscription_tier = 'premium'`;
    case "inactive":
      return sql`(u.last_active is null or u.last_active <= ${inactiveBefore})`;
    case "active":
      return sql`u.last_active > ${inactiveBefore}`;
    case "team":
      return sql`u.is_team`;
    case "admin":
      return sql`a.id is not null`;
  }
}

/** The tables the cohort conditions read, as `u` and `a`. */
export const COHORT_SOURCE = sql`users u left join admins a on a.phone_number = u.phone_number`;

/** The users an announcement to the cohort reaches: its members who have not opted out. */
export function cohortRecipientCondition(cohort: CohortKey, inactiveBefore: Date): SQL {
  return sql`not u.opted_out and ${cohortCondition(cohort, inactiveBefore)}`;
}

/** Users each cohort reaches, in one pass over the users table. */
export async function countCohorts(db: Executor, inactiveBefore: Date): Promise<CohortStats> {
  const counts = COHORT_KEYS.map(
    (key) =>
      sql`count(*) filter (where ${cohortCondition(key, inactiveBefore)})::int as ${sql.identifier(key)}`,
  );
  const [row] = await queryRows<CohortStats>(
    db,
    sql`select ${sql.join(counts, sql`, `)}
      from ${COHORT_SOURCE}
      where not u.opted_out`,
  );
  return Object.fromEntries(COHORT_KEYS.map((key) => [key, Number(row?.[key] ?? 0)])) as CohortStats;
}
