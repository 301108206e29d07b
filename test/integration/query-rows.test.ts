import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../src/db/client.js";
import { queryNamedRows, queryRows } from "../../src/db/query-rows.js";
import { openTestDatabase } from "../helpers/test-database.js";

let database: DatabaseHandle;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const doubled = (values: number[]) =>
  sql`select value * 2 as doubled from unnest(${sql.param(values)}::int[]) as value order by value`;

describe("queryNamedRows", () => {
  it("answers each call with its own parameters under one name", async () => {
    const first = await queryNamedRows<{ doubled: number }>(
      database.db,
      "textpal_test_doubled",
      doubled([1, 2]),
    );
    const second = await queryNamedRows<{ doubled: number }>(
      database.db,
      "textpal_test_doubled",
      doubled([5]),
    );
    expect(first.map((row) => row.doubled)).toEqual([2, 4]);
    expect(second.map((row) => row.doubled)).toEqual([10]);
  });

  it("is a prepared statement of the connection on PostgreSQL, also inside a transaction", async () => {
    const prepared = await database.db.transaction(async (tx) => {
      await queryNamedRows(tx, "textpal_test_in_transaction", doubled([3]));
      return queryRows<{ name: string }>(tx, sql`select name from pg_prepared_statements`);
    });
    if (database.kind === "postgres")
      expect(prepared.map((row) => row.name)).toContain("textpal_test_in_transaction");
    else expect(prepared).toEqual([]);
  });
});
