import { eq } from "drizzle-orm";
import type { Executor } from "../client.js";
import { prompts } from "../schema/index.js";

export type PromptRow = typeof prompts.$inferSelect;

export async function findPromptByType(db: Executor, type: string): Promise<PromptRow | undefined> {
  const [row] = await db.select().from(prompts).where(eq(prompts.type, type));
  return row;
}
