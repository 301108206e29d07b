import { and, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { ConsentAction, ConsentSource } from "../../shared/consent.js";
import type { Executor } from "../client.js";
import { queryRows } from "../query-rows.js";
import { userConsentEvents, users } from "../schema/index.js";
import { userSearchCondition } from "./users.js";

export type ConsentEventRow = typeof userConsentEvents.$inferSelect;

export interface ConsentEntry {
  action: ConsentAction;
  source: ConsentSource;
  /** The text, carrier error or console action that caused it. */
  message: string;
  at: Date;
}

/** Appends one entry for a person whose users row is already written (their first text). */
export async function insertConsentEvent(
  db: Executor,
  person: { userId: number; phone: string },
  entry: ConsentEntry,
): Promise<void> {
  await db.insert(userConsentEvents).values({
    user_id: person.userId,
    phone_number: person.phone,
    action: entry.action,
    source: entry.source,
    message: entry.message,
    created_at: entry.at,
  });
}

/**
 * Sets the person's opt-out flag and appends the entry, in one statement, so the flag never
 * changes without its record even outside a transaction. With `onlyIfChanged`, a person already in
 * that state is left alone and gets no entry: a carrier repeats 21610 for every text it refuses.
 * False when nothing was written (no such person, or no change).
 */
export async function changeConsent(
  db: Executor,
  phone: string,
  entry: ConsentEntry,
  onlyIfChanged = false,
): Promise<boolean> {
  const optedOut = entry.action === "opt_out";
  const at = entry.at.toISOString();
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with changed as (
      update ${users}
      set opted_out = ${optedOut}, opted_out_at = ${optedOut ? sql`${at}::timestamptz` : sql`null`}
      where phone_number = ${phone}${onlyIfChanged ? sql` and opted_out <> ${optedOut}` : sql``}
      returning id, phone_number
    )${
      optedOut
        ? sql``
        : // Opting back in takes the number off the suppression list an erase left (decision 036).
          sql`, unlisted as (
            delete from suppressed_numbers where number_hash = textpal_number_hash(${phone})
              and exists (select 1 from changed)
          )`
    }
    insert into ${userConsentEvents} (user_id, phone_number, action, source, message, created_at)
    select id, phone_number, ${entry.action}, ${entry.source}, ${entry.message}, ${at}::timestamptz
    from changed
    returning id`,
  );
  return rows.length > 0;
}

/** A person's log by phone, newest first: it outlives their users row. */
export async function listConsentEvents(db: Executor, phone: string): Promise<ConsentEventRow[]> {
  return db
    .select()
    .from(userConsentEvents)
    .where(eq(userConsentEvents.phone_number, phone))
    .orderBy(desc(userConsentEvents.id));
}

/**
 * A batch of every person's entries below an id, highest id first: the CSV export's keyset pages.
 * A search keeps the entries of the users it finds (as the Users list does).
 */
export async function listConsentEventsBefore(
  db: Executor,
  search: string,
  beforeId: number | null,
  limit: number,
): Promise<ConsentEventRow[]> {
  const condition = userSearchCondition(search);
  return db
    .select()
    .from(userConsentEvents)
    .where(
      and(
        condition &&
          inArray(
            userConsentEvents.phone_number,
            db.select({ phone: users.phone_number }).from(users).where(condition),
          ),
        beforeId === null ? undefined : lt(userConsentEvents.id, beforeId),
      ),
    )
    .orderBy(desc(userConsentEvents.id))
    .limit(limit);
}
