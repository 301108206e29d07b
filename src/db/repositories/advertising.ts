import { eq, sql } from "drizzle-orm";
import type { Executor } from "../client.js";
import { queryRows } from "../query-rows.js";
import { advertisements, advertiserAdvertisements } from "../schema/index.js";

export interface DueAdvertisement {
  source: "advertisement" | "advertiser_advertisement";
  id: number;
  title: string | null;
  content: string;
  merchant: string | null;
  url: string | null;
}

/** Advertiser ads whose frequency is free text ("daily") are treated as every this many replies. */
export const DEFAULT_ADVERTISER_FREQUENCY = 20;

/**
 * Active ads due at this reply count (the count is a multiple of the ad's frequency), the one shown
 * longest ago first, so ads that share a schedule take turns.
 */
export async function findDueAdvertisement(db: Executor, tier: string, replyCount: number) {
  const rows = await queryRows<DueAdvertisement & { last_shown_at: Date | null }>(
    db,
    sql`select * from (
      select 'advertisement' as source, id, title, content, merchant, url, last_shown_at
      from ${advertisements}
      where is_active and ${replyCount} % frequency = 0
      union all
      select 'advertiser_advertisement' as source, aa.id, aa.title, aa.content, a.name as merchant, aa.url, aa.last_shown_at
      from ${advertiserAdvertisements} aa join advertisers a on a.id = aa.advertiser_id
      where aa.is_active and a.is_active and aa.target_tier in (${tier}, 'all')
        and ${replyCount} % (case when aa.frequency ~ '^[0-9]{1,6}$' and aa.frequency::int > 0
          then aa.frequency::int else ${DEFAULT_ADVERTISER_FREQUENCY} end) = 0
    ) due
    order by last_shown_at asc nulls first, source, id
    limit 1`,
  );
  const row = rows[0];
  return row ? { ...row, id: Number(row.id) } : undefined;
}

export async function markAdvertisementShown(
  db: Executor,
  source: DueAdvertisement["source"],
  id: number,
  at: Date,
): Promise<void> {
  if (source === "advertisement") {
    await db.update(advertisements).set({ last_shown_at: at }).where(eq(advertisements.id, id));
  } else {
    await db
      .update(advertiserAdvertisements)
      .set({ last_shown_at: at })
      .where(eq(advertiserAdvertisements.id, id));
  }
}
