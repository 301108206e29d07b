import type { Executor } from "../../db/client.js";
import { findKeyword, insertKeyword, updateKeyword } from "../../db/repositories/keywords.js";
import type { KeywordInput } from "../../shared/keywords.js";
import { AppError } from "../app-error.js";
import { noteRowChanges } from "../audit/audit-scope.js";
import { withUniqueConflict } from "../unique-conflict.js";

/** Keywords match a whole text in any case, so "Hours" and "HOURS" are one keyword. */
const duplicate = (keyword: string) => `The keyword "${keyword}" already exists.`;

export const createKeyword = (db: Executor, input: KeywordInput) =>
  withUniqueConflict(() => insertKeyword(db, input), duplicate(input.keyword));

export async function changeKeyword(db: Executor, id: number, changes: Partial<KeywordInput>) {
  const before = await findKeyword(db, id);
  if (!before) throw AppError.notFound("Keyword not found");
  const row = await withUniqueConflict(
    () => updateKeyword(db, id, changes),
    duplicate(changes.keyword ?? ""),
  );
  if (!row) throw AppError.notFound("Keyword not found");
  noteRowChanges(before, row, changes);
  return row;
}

/** Disable (spec 001 section 4): the keyword stays listed as inactive and stops answering. */
export const deactivateKeyword = (db: Executor, id: number) => changeKeyword(db, id, { is_active: false });
