import { type SQL, sql } from "drizzle-orm";

/** Makes %, _ and \ in the operator's text match themselves in LIKE (backslash is the default escape). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Case-insensitive "contains": `expression ILIKE '%' || text || '%'`. Written exactly so, a
 * pg_trgm GIN index on the same expression serves it (for texts of 3 or more characters).
 */
export function ilikeContains(expression: SQL | SQL.Aliased | unknown, text: string): SQL {
  return sql`${expression} ilike '%' || ${escapeLike(text)} || '%'`;
}
