import type { Database } from "../../db/client.js";
import { findPromptById, listPromptHistory, listPrompts } from "../../db/repositories/prompts.js";
import type { Prompt, PromptCreate, PromptHistoryEntry, PromptUpdate } from "../../shared/prompts.js";
import { AppError } from "../app-error.js";
import type { Clock } from "../clock.js";
import { changePrompt, createPrompt, removePrompt, rollbackPrompt } from "./manage-prompts.js";
import { toPrompt, toPromptHistoryEntry } from "./prompt-mapper.js";

/** AI prompts and their version history; a change or rollback writes a new version. */
export function createPromptsService({ db, clock }: { db: Database; clock: Clock }) {
  return {
    list: async (): Promise<Prompt[]> => (await listPrompts(db)).map(toPrompt),
    create: async (input: PromptCreate) => toPrompt(await createPrompt(db, input)),
    change: async (id: number, changes: PromptUpdate) => toPrompt(await changePrompt(db, clock, id, changes)),
    remove: async (id: number) => toPrompt(await removePrompt(db, id)),
    rollback: async (id: number, version: number) => toPrompt(await rollbackPrompt(db, clock, id, version)),
    history: async (id: number): Promise<PromptHistoryEntry[]> => {
      if (!(await findPromptById(db, id))) throw AppError.notFound("Prompt not found");
      return (await listPromptHistory(db, id)).map(toPromptHistoryEntry);
    },
  };
}

export type PromptsService = ReturnType<typeof createPromptsService>;
