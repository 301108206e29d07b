import { sql } from "drizzle-orm";
import type { Executor } from "../../src/db/client.js";
import { queryRows } from "../../src/db/query-rows.js";

/**
 * What a dump of the whole database would show of someone: every row of every table in the
 * schema, read as PostgreSQL prints it (`row::text`: every column, arrays and jsonb included), and
 * searched for each needle. Tables are read from the catalog, so a table added later is searched
 * too. Answers "table: needle" for each hit; empty when nothing of them is left.
 */
export async function personTraces(db: Executor, needles: string[]): Promise<string[]> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`,
  );
  const hits: string[] = [];
  for (const { name } of tables) {
    for (const needle of needles) {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${sql.identifier(name)} r where strpos(r::text, ${needle}) > 0`,
      );
      if ((row?.n ?? 0) > 0) hits.push(`${name}: ${needle}`);
    }
  }
  return hits;
}

/** The ways a North American phone is written: with country code, digits only, and as people type it. */
export function phoneWritings(e164: string): string[] {
  const d = e164.replace(/^\+1/, "");
  const [area, exchange, line] = [d.slice(0, 3), d.slice(3, 6), d.slice(6)];
  return [
    e164,
    d,
    `(${area}) ${exchange}-${line}`,
    `${area}-${exchange}-${line}`,
    `${area}.${exchange}.${line}`,
    `${area} ${exchange} ${line}`,
  ];
}
