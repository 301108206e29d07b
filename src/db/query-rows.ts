import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Executor } from "./client.js";

/** Raw SQL for the statements the query builder cannot express; both drivers answer with `rows`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * queryRows as a named prepared statement, for the hot path's batch statements: on PostgreSQL each
 * connection parses and plans it once (PostgreSQL plans it again when the tables' statistics
 * change), where planning the answer statement alone took over a millisecond a batch. The text
 * must never change under one name: values go in as parameters, lists of any length as arrays.
 */
export async function queryNamedRows<T>(db: Executor, name: string, query: SQL): Promise<T[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(query), undefined, name, false);
  const result = (await prepared.execute()) as { rows: T[] };
  return result.rows;
}
