import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "../client.js";
import { keywords } from "../schema/index.js";

export type KeywordRow = typeof keywords.$inferSelect;

/** The active keyword equal to the whole text, trimmed and ignoring case. */
export async function findKeywordForText(db: Executor, text: string): Promise<KeywordRow | undefined> {
  const [row] = await db
    .select()
    .from(keywords)
    .where(and(sql`lower(${keywords.keyword}) = lower(${text.trim()})`, eq(keywords.is_active, true)));
  return row;
}
