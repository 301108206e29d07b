import { desc, eq } from "drizzle-orm";
import type { Executor } from "../client.js";
import { keywords } from "../schema/index.js";

export type KeywordRow = typeof keywords.$inferSelect;
type KeywordValues = Pick<typeof keywords.$inferInsert, "keyword" | "response" | "action" | "is_active">;

/** The keywords texts are matched against; a short list an operator keeps. */
export async function listActiveKeywords(db: Executor): Promise<KeywordRow[]> {
  return db.select().from(keywords).where(eq(keywords.is_active, true));
}

export async function listKeywords(db: Executor): Promise<KeywordRow[]> {
  return db.select().from(keywords).orderBy(desc(keywords.created_at), desc(keywords.id));
}

/** Throws a unique violation when the word exists in any case. */
export async function insertKeyword(db: Executor, values: KeywordValues): Promise<KeywordRow> {
  const [row] = await db.insert(keywords).values(values).returning();
  if (!row) throw new Error("inserting a keyword returned no row");
  return row;
}

/** Undefined when there is no such keyword; throws a unique violation when renamed onto another. */
export async function findKeyword(db: Executor, id: number): Promise<KeywordRow | undefined> {
  const [row] = await db.select().from(keywords).where(eq(keywords.id, id));
  return row;
}

export async function updateKeyword(db: Executor, id: number, changes: Partial<KeywordValues>) {
  const [row] = await db.update(keywords).set(changes).where(eq(keywords.id, id)).returning();
  return row;
}
