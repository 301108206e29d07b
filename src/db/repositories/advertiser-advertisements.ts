import { and, desc, eq } from "drizzle-orm";
import type { Executor } from "../client.js";
import { advertiserAdvertisements } from "../schema/index.js";

/**
 * An advertiser's advertisements. Their ids come from the sequence the simple advertisements use
 * too (migration 0027), so an id names one advertisement of either kind; the advertiser, when the
 * caller names one, must be its own.
 */

export type AdvertiserAdvertisementRow = typeof advertiserAdvertisements.$inferSelect;
type AdvertiserAdvertisementValues = Pick<
  typeof advertiserAdvertisements.$inferInsert,
  "advertiser_id" | "title" | "content" | "url" | "target_tier" | "frequency" | "is_active"
>;

const owned = (advertiserId: number | undefined, id: number) =>
  and(
    eq(advertiserAdvertisements.id, id),
    advertiserId === undefined ? undefined : eq(advertiserAdvertisements.advertiser_id, advertiserId),
  );

export async function listAdvertiserAdvertisements(db: Executor, advertiserId: number) {
  return db
    .select()
    .from(advertiserAdvertisements)
    .where(eq(advertiserAdvertisements.advertiser_id, advertiserId))
    .orderBy(desc(advertiserAdvertisements.created_at), desc(advertiserAdvertisements.id));
}

export async function insertAdvertiserAdvertisement(db: Executor, values: AdvertiserAdvertisementValues) {
  const [row] = await db.insert(advertiserAdvertisements).values(values).returning();
  if (!row) throw new Error("inserting an advertiser advertisement returned no row");
  return row;
}

/** Undefined when the advertiser has no advertisement with that id. */
export async function updateAdvertiserAdvertisement(
  db: Executor,
  id: number,
  values: AdvertiserAdvertisementValues,
) {
  const [row] = await db
    .update(advertiserAdvertisements)
    .set(values)
    .where(owned(values.advertiser_id, id))
    .returning();
  return row;
}

/** Undefined when there is no such advertiser advertisement (or it is not `advertiserId`'s). */
export async function deleteAdvertiserAdvertisement(
  db: Executor,
  advertiserId: number | undefined,
  id: number,
) {
  const [row] = await db.delete(advertiserAdvertisements).where(owned(advertiserId, id)).returning();
  return row;
}
