import { desc, eq } from "drizzle-orm";
import type { Executor } from "../client.js";
import { advertisements } from "../schema/index.js";

/** The simple advertisements of the Advertisements screen; the pipeline's rotation is in advertising.ts. */

export type AdvertisementRow = typeof advertisements.$inferSelect;
type AdvertisementValues = Pick<
  typeof advertisements.$inferInsert,
  "title" | "content" | "merchant" | "url" | "is_active" | "frequency"
>;

export async function listAdvertisements(db: Executor): Promise<AdvertisementRow[]> {
  return db.select().from(advertisements).orderBy(desc(advertisements.created_at), desc(advertisements.id));
}

export async function insertAdvertisement(db: Executor, values: AdvertisementValues) {
  const [row] = await db.insert(advertisements).values(values).returning();
  if (!row) throw new Error("inserting an advertisement returned no row");
  return row;
}

/** Undefined when there is no such advertisement. */
export async function updateAdvertisement(db: Executor, id: number, changes: Partial<AdvertisementValues>) {
  const [row] = await db.update(advertisements).set(changes).where(eq(advertisements.id, id)).returning();
  return row;
}
