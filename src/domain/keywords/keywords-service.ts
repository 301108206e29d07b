import type { Database } from "../../db/client.js";
import { listKeywords } from "../../db/repositories/keywords.js";
import type { Keyword, KeywordInput } from "../../shared/keywords.js";
import { toKeyword } from "./keyword-mapper.js";
import { changeKeyword, createKeyword, deactivateKeyword } from "./manage-keywords.js";

/** The operator's keywords, read and written in the console's shape. */
export function createKeywordsService(db: Database) {
  return {
    list: async (): Promise<Keyword[]> => (await listKeywords(db)).map(toKeyword),
    create: async (input: KeywordInput) => toKeyword(await createKeyword(db, input)),
    change: async (id: number, input: KeywordInput) => toKeyword(await changeKeyword(db, id, input)),
    /** Disabling keeps the keyword listed as inactive; it stops answering. */
    deactivate: async (id: number) => toKeyword(await deactivateKeyword(db, id)),
  };
}

export type KeywordsService = ReturnType<typeof createKeywordsService>;
