import type { PromptHistoryRow, PromptRow } from "../../db/repositories/prompts.js";
import type { Prompt, PromptHistoryEntry, ResponseFormat } from "../../shared/prompts.js";

export function toPrompt(row: PromptRow): Prompt {
  return {
    id: row.id,
    type: row.type,
    content: row.content,
    model: row.model,
    online_model: row.online_model,
    description: row.description,
    temperature: row.temperature,
    max_tokens: row.max_tokens,
    // The column's check constraint admits only the two formats.
    response_format: row.response_format as ResponseFormat,
    version: row.version,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function toPromptHistoryEntry(row: PromptHistoryRow): PromptHistoryEntry {
  return {
    id: row.id,
    version: row.version,
    content: row.content,
    model: row.model,
    online_model: row.online_model,
    description: row.description,
    temperature: row.temperature,
    max_tokens: row.max_tokens,
    response_format: row.response_format as ResponseFormat,
    created_at: row.created_at.toISOString(),
  };
}
