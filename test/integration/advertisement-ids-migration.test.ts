import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../../src/config/paths.js";
import type { DatabaseHandle } from "../../src/db/client.js";
import { queryRows } from "../../src/db/query-rows.js";
import { openTestDatabase } from "../helpers/test-database.js";

/** Migration 0027, run again over the two tables as 0026 left them: each with its own identity. */
const migration = readFileSync(
  join(projectRoot, "src/db/migrations/0027_advertisement_ids.sql"),
  "utf8",
).split("--> statement-breakpoint");

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const ids = async (table: "advertisements" | "advertiser_advertisements") =>
  queryRows<{ id: number; content: string }>(
    database.db,
    sql`select id, content from ${sql.identifier(table)} order by id`,
  );

describe("advertisements numbered apart before issue 39", () => {
  it("share one id space after 0027: only an advertiser's advertisement whose id clashes is renumbered", async () => {
    const { db } = database;
    await db.execute(sql`drop sequence advertisement_ids cascade`);
    for (const table of ["advertisements", "advertiser_advertisements"])
      await db.execute(
        sql`alter table ${sql.identifier(table)} alter column id add generated always as identity`,
      );
    await db.execute(sql`insert into advertisements (title, content, merchant, url)
      select 'Ad', 'simple ' || n, 'Shop', 'https://shop.example' from generate_series(1, 3) n`);
    await db.execute(sql`with advertiser as (insert into advertisers (name) values ('Bean There') returning id)
      insert into advertiser_advertisements (advertiser_id, content)
      select advertiser.id, 'advertiser ' || n from advertiser, generate_series(1, 2) n`);
    // An id above every simple advertisement's was never shared, so it stays.
    await db.execute(sql`insert into advertiser_advertisements (id, advertiser_id, content) overriding system value
      select 7, advertiser_id, 'advertiser 7' from advertiser_advertisements limit 1`);

    for (const statement of migration) if (statement.trim()) await db.execute(sql.raw(statement));

    expect(await ids("advertisements")).toEqual([
      { id: 1, content: "simple 1" },
      { id: 2, content: "simple 2" },
      { id: 3, content: "simple 3" },
    ]);
    expect(await ids("advertiser_advertisements")).toEqual([
      { id: 7, content: "advertiser 7" },
      { id: 8, content: "advertiser 1" },
      { id: 9, content: "advertiser 2" },
    ]);
    const added = await queryRows<{ id: number }>(
      db,
      sql`insert into advertisements (title, content, merchant, url)
            values ('Ad', 'new', 'Shop', 'https://shop.example') returning id`,
    );
    const addedForAdvertiser = await queryRows<{ id: number }>(
      db,
      sql`insert into advertiser_advertisements (advertiser_id, content)
            select advertiser_id, 'new' from advertiser_advertisements limit 1 returning id`,
    );
    expect([...added, ...addedForAdvertiser]).toEqual([{ id: 10 }, { id: 11 }]);
  });
});
