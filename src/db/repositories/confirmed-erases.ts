import { sql } from "drizzle-orm";
import type { Executor } from "../client.js";
import { queryRows } from "../query-rows.js";

/**
 * People who answered YES DELETE and whose farewell has left (nothing to them still pending or
 * sending), or who confirmed before `giveUpWaitingBefore` (a farewell stuck in retries must not
 * keep them held). Read on the partial index of confirmed erases.
 */
export async function confirmedErasesReady(
  db: Executor,
  giveUpWaitingBefore: Date,
  limit: number,
): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select u.id from users u
      where u.erase_confirmed_at is not null
        and (u.erase_confirmed_at < ${giveUpWaitingBefore} or not exists (
          select 1 from thread_participants tp join messages m on m.thread_id = tp.thread_id
          where tp.user_id = u.id and m.recipient = u.phone_number
            and m.delivery_status in ('pending', 'sending')
        ))
      order by u.erase_confirmed_at
      limit ${limit}`,
  );
  return rows.map((row) => row.id);
}
