import { and, asc, desc, eq } from "drizzle-orm";
import type { Executor } from "../client.js";
import { promptHistory, prompts } from "../schema/index.js";

export type PromptRow = typeof prompts.$inferSelect;
export type PromptHistoryRow = typeof promptHistory.$inferSelect;
/** What one version of a prompt consists of (its type never changes). */
export type PromptVersionFields = Pick<
  PromptRow,
  "content" | "model" | "online_model" | "description" | "temperature" | "max_tokens" | "response_format"
>;

export async function findPromptByType(db: Executor, type: string): Promise<PromptRow | undefined> {
  const [row] = await db.select().from(prompts).where(eq(prompts.type, type));
  return row;
}

export async function listPrompts(db: Executor): Promise<PromptRow[]> {
  return db.select().from(prompts).orderBy(asc(prompts.type));
}

/** Locks the row for the rest of the transaction, so two edits of one prompt take turns. */
export async function lockPrompt(db: Executor, id: number): Promise<PromptRow | undefined> {
  const [row] = await db.select().from(prompts).where(eq(prompts.id, id)).for("update");
  return row;
}

/** Adds the prompts whose type has no row yet; a prompt an operator edited is never touched. */
export async function insertMissingPrompts(
  db: Executor,
  values: Array<PromptVersionFields & { type: string }>,
): Promise<void> {
  await db.insert(prompts).values(values).onConflictDoNothing({ target: prompts.type });
}

/** Throws a unique violation when the type exists. */
export async function insertPrompt(db: Executor, values: PromptVersionFields & { type: string }) {
  const [row] = await db.insert(prompts).values(values).returning();
  if (!row) throw new Error("inserting a prompt returned no row");
  return row;
}

export async function updatePrompt(
  db: Executor,
  id: number,
  values: PromptVersionFields & { version: number; updated_at: Date },
): Promise<PromptRow> {
  const [row] = await db.update(prompts).set(values).where(eq(prompts.id, id)).returning();
  if (!row) throw new Error(`prompt ${id} vanished while locked`);
  return row;
}

export async function deletePrompt(db: Executor, id: number): Promise<void> {
  await db.delete(prompts).where(eq(prompts.id, id));
}

export async function findPromptById(db: Executor, id: number): Promise<PromptRow | undefined> {
  const [row] = await db.select().from(prompts).where(eq(prompts.id, id));
  return row;
}

export async function insertPromptHistory(
  db: Executor,
  entry: PromptVersionFields & { prompt_id: number; version: number; created_at: Date },
): Promise<void> {
  await db.insert(promptHistory).values(entry);
}

/** Earlier versions, newest first. */
export async function listPromptHistory(db: Executor, promptId: number): Promise<PromptHistoryRow[]> {
  return db
    .select()
    .from(promptHistory)
    .where(eq(promptHistory.prompt_id, promptId))
    .orderBy(desc(promptHistory.version));
}

export async function findPromptVersion(db: Executor, promptId: number, version: number) {
  const [row] = await db
    .select()
    .from(promptHistory)
    .where(and(eq(promptHistory.prompt_id, promptId), eq(promptHistory.version, version)));
  return row;
}
