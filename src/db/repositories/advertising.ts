import { eq, sql } from "drizzle-orm";
import type { Executor } from "../client.js";
import { queryRows } from "../query-rows.js";
import { advertisements, advertiserAdvertisements } from "../schema/index.js";

export interface RunningAdvertisement {
  source: "advertisement" | "advertiser_advertisement";
  id: number;
  title: string | null;
  content: string;
  merchant: string | null;
  url: string | null;
  last_shown_at: Date | null;
  /** Every how many replies; advertiser ads store free text, kept as written. */
  frequency: string;
  /** Advertiser ads only: the tier they are for ('all' or a tier); null for the operator's own ads. */
  target_tier: string | null;
}

/** Every advertisement that may be shown now: active, and for advertiser ads, an active advertiser. */
export async function listRunningAdvertisements(db: Executor): Promise<RunningAdvertisement[]> {
  const rows = await queryRows<RunningAdvertisement>(
    db,
    sql`select 'advertisement' as source, id, title, content, merchant, url, last_shown_at,
        frequency::text as frequency, null as target_tier
      from ${advertisements}
      where is_active
      union all
      select 'advertiser_advertisement' as source, aa.id, aa.title, aa.content, a.name as merchant, aa.url,
        aa.last_shown_at, aa.frequency, aa.target_tier
      from ${advertiserAdvertisements} aa join advertisers a on a.id = aa.advertiser_id
      where aa.is_active and a.is_active`,
  );
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    last_shown_at: row.last_shown_at === null ? null : new Date(row.last_shown_at),
  }));
}

export async function markAdvertisementShown(
  db: Executor,
  source: RunningAdvertisement["source"],
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
