import type { Database } from "../../db/client.js";
import {
  deletePrompt,
  findPromptById,
  findPromptVersion,
  insertPrompt,
  insertPromptHistory,
  lockPrompt,
  type PromptRow,
  type PromptVersionFields,
  updatePrompt,
} from "../../db/repositories/prompts.js";
import { type PromptCreate, type PromptUpdate, SYSTEM_PROMPT_TYPE } from "../../shared/prompts.js";
import { AppError } from "../app-error.js";
import type { Clock } from "../clock.js";
import { withUniqueConflict } from "../unique-conflict.js";

/**
 * AI prompts with version history (spec 001 sections 2.7 and 4). The prompt row is the current
 * version; prompt_history keeps every earlier one. A change and its history entry are written in
 * one transaction, with the prompt row locked, so concurrent edits get consecutive versions.
 */

export const createPrompt = (db: Database, input: PromptCreate) =>
  withUniqueConflict(() => insertPrompt(db, input), `A prompt of type "${input.type}" already exists.`);

export function changePrompt(db: Database, clock: Clock, id: number, changes: PromptUpdate) {
  return db.transaction(async (tx) => {
    const current = requirePrompt(await lockPrompt(tx, id));
    return replaceCurrentVersion(tx, clock, current, changes);
  });
}

/** Makes an earlier version current again, as a new version: nothing in the history is rewritten. */
export function rollbackPrompt(db: Database, clock: Clock, id: number, version: number) {
  return db.transaction(async (tx) => {
    const current = requirePrompt(await lockPrompt(tx, id));
    if (version === current.version) {
      throw AppError.conflict(`Version ${version} is already the current version.`);
    }
    const earlier = await findPromptVersion(tx, id, version);
    if (!earlier) throw AppError.notFound(`Version ${version} of this prompt was not found.`);
    return replaceCurrentVersion(tx, clock, current, versionFields(earlier));
  });
}

export async function removePrompt(db: Database, id: number): Promise<PromptRow> {
  const prompt = requirePrompt(await findPromptById(db, id));
  if (prompt.type === SYSTEM_PROMPT_TYPE) {
    throw AppError.conflict(
      "The system prompt cannot be deleted: the assistant needs it to answer. Edit it instead.",
    );
  }
  await deletePrompt(db, id);
  return prompt;
}

function requirePrompt(prompt: PromptRow | undefined): PromptRow {
  if (!prompt) throw AppError.notFound("Prompt not found");
  return prompt;
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

async function replaceCurrentVersion(
  tx: Transaction,
  clock: Clock,
  current: PromptRow,
  next: PromptVersionFields,
): Promise<PromptRow> {
  // The outgoing version was made when the row was last updated.
  await insertPromptHistory(tx, {
    ...versionFields(current),
    prompt_id: current.id,
    version: current.version,
    created_at: current.updated_at,
  });
  return updatePrompt(tx, current.id, {
    ...versionFields(next),
    version: current.version + 1,
    updated_at: clock.now(),
  });
}

function versionFields(source: PromptVersionFields): PromptVersionFields {
  return {
    content: source.content,
    model: source.model,
    online_model: source.online_model,
    description: source.description,
    temperature: source.temperature,
    max_tokens: source.max_tokens,
    response_format: source.response_format,
  };
}
