import { readFileSync } from "node:fs";
import { join } from "node:path";
import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../../src/config/paths.js";
import type { DatabaseHandle } from "../../src/db/client.js";
import { queuedMessages, reminders } from "../../src/db/schema/index.js";
import { addUser } from "../helpers/console-fixtures.js";
import { openTestDatabase } from "../helpers/test-database.js";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** Migration 0026's last statement, run again over reminders queued the old way (before issue 38). */
const conversion = readFileSync(join(projectRoot, "src/db/migrations/0026_reminders.sql"), "utf8")
  .split("--> statement-breakpoint")
  .filter((statement) => /^\s*(--[^\n]*\n\s*)*DO \$\$/.test(statement));

describe("reminders queued before the reminders table", () => {
  it("become one-shot reminders with their pending firing; sent ones and others' rows stay as they were", async () => {
    expect(conversion).toHaveLength(1);
    const { db } = database;
    const anna = await addUser(db, { phone_number: "+12125550384", timezone: "Europe/Berlin" });
    const noZone = await addUser(db, { phone_number: "+12125550385", timezone: "Mars/Olympus_Mons" });
    const at = new Date("2026-12-24T17:00:00Z");
    const legacy = (recipient: string, content: string, processed = false) => ({
      content,
      recipient,
      type: "reminder",
      scheduled_for: at,
      processed,
    });
    const rows = await db
      .insert(queuedMessages)
      .values([
        legacy(anna.phone_number, "Reminder: wrap presents"),
        legacy(anna.phone_number, "Reminder: long gone", true),
        legacy(noZone.phone_number, "Reminder: look up"),
        legacy("+12125550386", "Reminder: nobody's"),
      ])
      .returning();

    for (const statement of conversion) await db.execute(sql.raw(statement));

    const made = await db
      .select()
      .from(reminders)
      .where(inArray(reminders.user_id, [anna.id, noZone.id]))
      .orderBy(reminders.id);
    expect(
      made.map(({ user_id, text, starts_local, rrule, status, next_at }) => ({
        user_id,
        text,
        starts_local,
        rrule,
        status,
        next_at,
      })),
    ).toEqual([
      {
        user_id: anna.id,
        text: "wrap presents",
        starts_local: "2026-12-24T18:00",
        rrule: null,
        status: "active",
        next_at: at,
      },
      // A zone PostgreSQL does not know is read as UTC.
      {
        user_id: noZone.id,
        text: "look up",
        starts_local: "2026-12-24T17:00",
        rrule: null,
        status: "active",
        next_at: at,
      },
    ]);
    const after = await db
      .select()
      .from(queuedMessages)
      .where(
        inArray(
          queuedMessages.id,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(queuedMessages.id);
    expect(after.map((row) => row.reminder_id)).toEqual([made[0]?.id, null, made[1]?.id, null]);
  });
});
