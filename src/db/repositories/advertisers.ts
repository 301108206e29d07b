import { asc, desc, eq } from "drizzle-orm";
import type { Executor } from "../client.js";
import { advertisers } from "../schema/index.js";

export type AdvertiserRow = typeof advertisers.$inferSelect;
type AdvertiserValues = Pick<
  typeof advertisers.$inferInsert,
  "name" | "contact_info" | "website" | "notes" | "is_active"
>;

/** Active advertisers first, then by name. */
export async function listAdvertisers(db: Executor): Promise<AdvertiserRow[]> {
  return db
    .select()
    .from(advertisers)
    .orderBy(desc(advertisers.is_active), asc(advertisers.name), asc(advertisers.id));
}

export async function findAdvertiser(db: Executor, id: number): Promise<AdvertiserRow | undefined> {
  const [row] = await db.select().from(advertisers).where(eq(advertisers.id, id));
  return row;
}

export async function insertAdvertiser(db: Executor, values: AdvertiserValues) {
  const [row] = await db.insert(advertisers).values(values).returning();
  if (!row) throw new Error("inserting an advertiser returned no row");
  return row;
}

export async function updateAdvertiser(db: Executor, id: number, changes: AdvertiserValues) {
  const [row] = await db.update(advertisers).set(changes).where(eq(advertisers.id, id)).returning();
  return row;
}
