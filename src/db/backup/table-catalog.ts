import { sql } from "drizzle-orm";
import type { Executor } from "../client.js";
import { queryRows } from "../query-rows.js";

/** One of our tables, as a backup reads and a restore writes it. */
export interface CatalogTable {
  name: string;
  /** Primary-key columns in key order; text ones are compared byte-wise (`collate "C"`). */
  orderBy: string;
  /** Identity columns, whose sequences a restore moves past the restored ids. */
  identityColumns: string[];
  /** Whether a row may be large (bytea): such a table is read a few rows at a time. */
  hasLargeValues: boolean;
}

/**
 * Tables the migrations seed and triggers keep up to date (counters and the configuration
 * version): a freshly migrated database already has rows in them, and a restore replaces those
 * rows with the backup's.
 */
export const BOOKKEEPING_TABLES: ReadonlySet<string> = new Set([
  "config_versions",
  "message_hourly_stats",
  "table_row_counts",
]);

interface TableRow {
  name: string;
  order_by: string | null;
  identity_columns: string[];
  has_large_values: boolean;
}

/**
 * Every table of the public schema (drizzle's migrations table lives in its own schema and is not
 * data), in an order where each table comes after the tables its foreign keys point at.
 */
export async function readCatalog(db: Executor): Promise<CatalogTable[]> {
  const rows = await queryRows<TableRow>(
    db,
    sql`select c.relname as name,
          (select string_agg(format('%I', a.attname) || case when a.attcollation <> 0 then ' collate "C"' else '' end,
                             ', ' order by k.ord)
             from pg_index i
             cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
             join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
            where i.indrelid = c.oid and i.indisprimary) as order_by,
          coalesce((select array_agg(a.attname::text order by a.attnum) from pg_attribute a
                     where a.attrelid = c.oid and a.attidentity <> '' and not a.attisdropped), '{}') as identity_columns,
          exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attnum > 0
                     and not a.attisdropped and a.atttypid = 'bytea'::regtype) as has_large_values
        from pg_class c
        join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
       order by c.relname`,
  );
  const references = await queryRows<{ child: string; parent: string }>(
    db,
    sql`select distinct child.relname as child, parent.relname as parent
          from pg_constraint f
          join pg_class child on child.oid = f.conrelid
          join pg_class parent on parent.oid = f.confrelid
          join pg_namespace n on n.oid = child.relnamespace
         where f.contype = 'f' and n.nspname = 'public' and child.oid <> parent.oid`,
  );
  const tables = rows.map((row) => {
    if (!row.order_by)
      throw new Error(`Table ${row.name} has no primary key, so its rows have no stable order`);
    return {
      name: row.name,
      orderBy: row.order_by,
      identityColumns: row.identity_columns,
      hasLargeValues: row.has_large_values,
    };
  });
  return orderByReferences(tables, references);
}

/** Parents before children (a depth-first topological sort, alphabetical among equals). */
function orderByReferences(
  tables: CatalogTable[],
  references: Array<{ child: string; parent: string }>,
): CatalogTable[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const ordered: CatalogTable[] = [];
  const state = new Map<string, "visiting" | "done">();
  const visit = (name: string) => {
    if (state.get(name) === "done") return;
    if (state.get(name) === "visiting") throw new Error(`Foreign keys form a cycle through ${name}`);
    state.set(name, "visiting");
    for (const reference of references) if (reference.child === name) visit(reference.parent);
    state.set(name, "done");
    const table = byName.get(name);
    if (table) ordered.push(table);
  };
  for (const table of tables) visit(table.name);
  return ordered;
}
