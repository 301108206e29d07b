import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/db/schema/index.js";
import { type DownloadApp, parseCsv, responseText, startDownloadApp } from "../helpers/csv-download.js";
import { NAUGHTY_STRINGS } from "../helpers/hostile-inputs.js";

const EXPORT = "/api/admin/users/export.csv";
/** More than a batch of 1,000, and a whole number of them, so the last batch read comes back empty. */
const BULK_USERS = 20_000;
/** PostgreSQL stores no NUL; every other naughty string goes in as a profile. */
const STORABLE = NAUGHTY_STRINGS.filter((text) => !text.includes("\u0000"));
const FORMULA_START = /^[=+\-@\t\r]/;

let t: DownloadApp["t"];
let download: DownloadApp["download"];

beforeAll(async () => {
  ({ t, download } = await startDownloadApp());
});
afterAll(() => t.close());

async function exportedRows(path: string) {
  const response = await download(path);
  expect(response.status).toBe(200);
  const text = await responseText(response);
  return { text, rows: parseCsv(text.slice(1)).slice(1) };
}

describe("the users export", () => {
  it("gives back every naughty string as stored, with formulas defused", async () => {
    await t.database.db.insert(users).values(
      STORABLE.map((profile, index) => ({
        phone_number: `+1999${String(index).padStart(7, "0")}`,
        profile,
      })),
    );
    const { rows } = await exportedRows(EXPORT);
    const profileByPhone = new Map(rows.map((row) => [row[1], row[2]]));
    // Compared with the profiles as the driver reads them back: PGlite's decoder drops a leading U+FEFF.
    const stored = await t.database.db
      .select({ phone: users.phone_number, profile: users.profile })
      .from(users);
    expect(stored).toHaveLength(STORABLE.length);
    for (const { phone, profile } of stored) {
      expect(profileByPhone.get(phone)).toBe(FORMULA_START.test(profile) ? `'${profile}` : profile);
    }
    for (const row of rows) {
      for (const cell of row) {
        if (FORMULA_START.test(cell)) expect(cell).toMatch(/^\+\d+$/);
      }
    }
  });

  it(`streams ${BULK_USERS.toLocaleString("en-US")} more users complete, each once, newest first`, async () => {
    await t.database.db.execute(sql`insert into ${users} (phone_number, profile)
      select '+1888' || lpad(g::text, 7, '0'), 'Bulk customer ' || g from generate_series(1, ${BULK_USERS}) g`);
    const { rows } = await exportedRows(EXPORT);
    expect(rows).toHaveLength(BULK_USERS + STORABLE.length);
    const ids = rows.map((row) => Number(row[0]));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);

    const searched = await exportedRows(`${EXPORT}?search=bulk%20customer`);
    expect(searched.rows).toHaveLength(BULK_USERS);
  });
});
