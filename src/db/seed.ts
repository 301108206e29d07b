import { DEFAULT_PROMPTS } from "../domain/prompts/default-prompts.js";
import { SETTING_DEFAULTS } from "../shared/settings.js";
import type { Executor } from "./client.js";
import { prompts, settings } from "./schema/index.js";

/** Fills in missing defaults. Rows an operator changed are never touched: every insert skips existing keys. */
export async function seedDefaults(db: Executor): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(settings)
      .values(Object.entries(SETTING_DEFAULTS).map(([key, value]) => ({ key, value })))
      .onConflictDoNothing({ target: settings.key });
    await tx.insert(prompts).values(DEFAULT_PROMPTS).onConflictDoNothing({ target: prompts.type });
  });
}
