import type { KeywordRow } from "../../db/repositories/keywords.js";
import type { Keyword, KeywordAction } from "../../shared/keywords.js";

export function toKeyword(row: KeywordRow): Keyword {
  return {
    id: row.id,
    keyword: row.keyword,
    response: row.response,
    // The column's check constraint admits only the four actions.
    action: row.action as KeywordAction,
    is_active: row.is_active,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
