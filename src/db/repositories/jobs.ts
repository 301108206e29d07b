import { and, asc, eq, lte, min, sql } from "drizzle-orm";
import type { Executor } from "../client.js";
import { jobs } from "../schema/index.js";

export type JobRow = typeof jobs.$inferSelect;
export type NewJob = typeof jobs.$inferInsert;

export async function listJobs(db: Executor): Promise<JobRow[]> {
  return db.select().from(jobs).orderBy(asc(jobs.id));
}

export async function findJob(db: Executor, id: number): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  return row;
}

export async function findJobByName(db: Executor, name: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(jobs).where(eq(jobs.name, name));
  return row;
}

/** Inserts the job; undefined when a job with its name exists. */
export async function insertJob(db: Executor, values: NewJob): Promise<JobRow | undefined> {
  const [row] = await db.insert(jobs).values(values).onConflictDoNothing({ target: jobs.name }).returning();
  return row;
}

/** Inserts the jobs only into an empty table: what an operator deleted or changed stays so. */
export async function insertJobsIfNone(db: Executor, values: NewJob[]): Promise<void> {
  await db.transaction(async (tx) => {
    // Serialises two processes starting on a fresh database.
    await tx.execute(sql`lock table ${jobs} in share row exclusive mode`);
    const [existing] = await tx.select({ id: jobs.id }).from(jobs).limit(1);
    if (!existing) await tx.insert(jobs).values(values).onConflictDoNothing({ target: jobs.name });
  });
}

export async function updateJob(db: Executor, id: number, changes: Partial<NewJob>) {
  const [row] = await db.update(jobs).set(changes).where(eq(jobs.id, id)).returning();
  return row;
}

export async function deleteJob(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(jobs).where(eq(jobs.id, id)).returning({ id: jobs.id });
  return rows.length > 0;
}

export async function dueJobs(db: Executor, now: Date, limit: number): Promise<JobRow[]> {
  return db
    .select()
    .from(jobs)
    .where(and(eq(jobs.is_active, true), lte(jobs.next_run, now)))
    .orderBy(asc(jobs.next_run))
    .limit(limit);
}

/**
 * Takes one due time of a job: moves next_run on only if it still holds the due time read, so of
 * several processes exactly one runs it. Returns the job as it is after the claim.
 */
export async function claimJobRun(
  db: Executor,
  id: number,
  due: Date,
  changes: { next_run: Date | null; last_run: Date },
): Promise<JobRow | undefined> {
  const [row] = await db
    .update(jobs)
    .set({ ...changes, run_count: sql`${jobs.run_count} + 1` })
    .where(
      and(
        eq(jobs.id, id),
        eq(jobs.is_active, true),
        sql`date_trunc('milliseconds', ${jobs.next_run}) = ${due}`,
      ),
    )
    .returning();
  return row;
}

export async function recordJobOutcome(db: Executor, id: number, lastError: string | null): Promise<void> {
  await db.update(jobs).set({ last_error: lastError }).where(eq(jobs.id, id));
}

/** When the next active job is due, if any is scheduled. */
export async function nextJobDueAt(db: Executor): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(jobs.next_run) })
    .from(jobs)
    .where(eq(jobs.is_active, true));
  return row?.at ? new Date(row.at) : null;
}
