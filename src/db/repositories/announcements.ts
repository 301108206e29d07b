import { and, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { AnnouncementStatus, CohortKey } from "../../shared/announcements.js";
import type { Executor } from "../client.js";
import { queryRows } from "../query-rows.js";
import { announcements } from "../schema/index.js";
import { COHORT_SOURCE, cohortRecipientCondition } from "./cohorts.js";

export type AnnouncementRow = typeof announcements.$inferSelect;
export type NewAnnouncement = typeof announcements.$inferInsert;

/** The latest deliveries first. */
export async function listAnnouncements(db: Executor): Promise<AnnouncementRow[]> {
  return db.select().from(announcements).orderBy(desc(announcements.delivery_date), desc(announcements.id));
}

export async function findAnnouncement(db: Executor, id: number): Promise<AnnouncementRow | undefined> {
  const [row] = await db.select().from(announcements).where(eq(announcements.id, id));
  return row;
}

export async function insertAnnouncement(db: Executor, values: NewAnnouncement): Promise<AnnouncementRow> {
  const [row] = await db.insert(announcements).values(values).returning();
  if (!row) throw new Error("the announcement was not stored");
  return row;
}

/** Changes an announcement whose status is one of `statuses`; undefined when it is not (or is gone). */
export async function updateAnnouncementIn(
  db: Executor,
  id: number,
  statuses: AnnouncementStatus[],
  changes: Partial<NewAnnouncement>,
) {
  const [row] = await db
    .update(announcements)
    .set(changes)
    .where(and(eq(announcements.id, id), inArray(announcements.status, statuses)))
    .returning();
  return row;
}

/** Scheduled and not yet turned into queued messages. */
const awaitingExpansion = and(eq(announcements.status, "scheduled"), isNull(announcements.expanded_at));

/**
 * When an announcement must be expanded into queued messages. A global one at its instant; a
 * timezone-aware one as soon as its wall-clock time (read in the default zone) arrives anywhere,
 * that is in the earliest zone, UTC+14.
 */
function expansionInstant(defaultTimeZone: string): SQL {
  return sql`case when ${announcements.timezone_aware}
    then ((${announcements.delivery_date} at time zone ${defaultTimeZone}) at time zone 'UTC') - interval '14 hours'
    else ${announcements.delivery_date} end`;
}

export async function dueAnnouncementIds(db: Executor, now: Date, defaultTimeZone: string, limit: number) {
  const rows = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(and(awaitingExpansion, sql`${expansionInstant(defaultTimeZone)} <= ${now}`))
    .orderBy(announcements.delivery_date)
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The earliest instant a scheduled announcement is due for expansion, if any is scheduled. */
export async function nextExpansionAt(db: Executor, defaultTimeZone: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | null>`min(${expansionInstant(defaultTimeZone)})` })
    .from(announcements)
    .where(awaitingExpansion);
  return row?.at ? new Date(row.at) : null;
}

/**
 * Marks a due announcement that is still waiting expanded and returns it; undefined when another
 * process took it, or it was cancelled or moved meanwhile. The row stays locked until the
 * transaction ends, so exactly one expansion happens. Its status stays scheduled until its first
 * message leaves.
 */
export async function claimAnnouncementForExpansion(
  tx: Executor,
  id: number,
  now: Date,
  defaultTimeZone: string,
): Promise<AnnouncementRow | undefined> {
  const [row] = await tx
    .update(announcements)
    .set({ expanded_at: now, failure_reason: null, updated_at: now })
    .where(
      and(eq(announcements.id, id), awaitingExpansion, sql`${expansionInstant(defaultTimeZone)} <= ${now}`),
    )
    .returning();
  return row;
}

/**
 * Queues the announcement for every recipient of its cohort in one INSERT ... SELECT. A
 * timezone-aware one keeps the wall-clock time of delivery_date in the default zone and applies it
 * in each recipient's zone (the default for users without a zone PostgreSQL knows).
 */
export async function queueAnnouncementForCohort(
  tx: Executor,
  announcement: AnnouncementRow,
  options: { now: Date; defaultTimeZone: string; inactiveBefore: Date },
): Promise<number> {
  const { now, defaultTimeZone, inactiveBefore } = options;
  const rows = await queryRows<{ count: number }>(
    tx,
    sql`with queued as (
      insert into queued_messages (content, recipient, type, media_url, scheduled_for, announcement_id, created_at, updated_at)
      select an.message, u.phone_number, 'notification', an.media_url,
        case when an.timezone_aware
          then (an.delivery_date at time zone ${defaultTimeZone}) at time zone coalesce(zone.name, ${defaultTimeZone})
          else an.delivery_date end,
        an.id, ${now}, ${now}
      from ${COHORT_SOURCE}
        left join pg_timezone_names zone on zone.name = u.timezone
        join announcements an on an.id = ${announcement.id}
      where ${cohortRecipientCondition(announcement.cohort as CohortKey, inactiveBefore)}
      returning 1
    )
    select count(*)::int as count from queued`,
  );
  return Number(rows[0]?.count ?? 0);
}

/** Records why a scheduled announcement could not be expanded. */
export async function markAnnouncementFailed(db: Executor, id: number, reason: string, now: Date) {
  await db
    .update(announcements)
    .set({ status: "failed", failure_reason: reason.slice(0, 1000), updated_at: now })
    .where(and(eq(announcements.id, id), awaitingExpansion));
}
