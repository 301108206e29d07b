import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../../src/config/paths.js";
import type { DatabaseHandle } from "../../src/db/client.js";
import { readSettings, writeSetting } from "../../src/db/repositories/settings.js";
import { systemNumbers } from "../../src/db/schema/index.js";
import { openTestDatabase } from "../helpers/test-database.js";

/** Runs migration 0012 again over values saved before the ranges were checked. */
const migration = readFileSync(
  join(projectRoot, "src/db/migrations/0012_clamp_numbers_out_of_range.sql"),
  "utf8",
);

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe("numbers saved before the ranges were checked", () => {
  it("are brought into range, and values in range are left alone", async () => {
    const { db } = database;
    await db.insert(systemNumbers).values([
      { number: "+15005550006", messages_per_second: 2.225073858507201e-308 },
      { number: "+15005550007", messages_per_second: 5 },
    ]);
    await writeSetting(db, "REFERRAL_BONUS_MESSAGES", "99999999999");
    await writeSetting(db, "FREE_MESSAGE_LIMIT", "50");
    for (const statement of migration.split("--> statement-breakpoint")) await db.execute(sql.raw(statement));

    const numbers = await db.select().from(systemNumbers).orderBy(systemNumbers.number);
    expect(numbers.map((row) => row.messages_per_second)).toEqual([0.1, 5]);
    const settings = await readSettings(db);
    expect(settings.REFERRAL_BONUS_MESSAGES).toBe("1000000");
    expect(settings.FREE_MESSAGE_LIMIT).toBe("50");
  });
});
