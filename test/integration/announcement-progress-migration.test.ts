import { readFileSync } from "node:fs";
import { join } from "node:path";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../../src/config/paths.js";
import type { DatabaseHandle } from "../../src/db/client.js";
import { announcements, queuedMessages } from "../../src/db/schema/index.js";
import { openTestDatabase } from "../helpers/test-database.js";

/** Migration 0013's data statements, run again over announcements saved the old way. */
const backfill = readFileSync(join(projectRoot, "src/db/migrations/0013_announcement_progress.sql"), "utf8")
  .split("--> statement-breakpoint")
  .filter((statement) => /^\s*(--[^\n]*\n\s*)*UPDATE/i.test(statement));

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe("announcements marked sent when they were expanded (before issue 20)", () => {
  it("are put back to scheduled or sending while messages are queued, and sent ones keep their time", async () => {
    const { db } = database;
    expect(backfill).toHaveLength(2);
    const sentAt = new Date("2026-07-01T10:00:00Z");
    const base = { message: "Hi", cohort: "all", delivery_date: sentAt, status: "sent", sent_at: sentAt };
    const [done, halfway, waiting] = await db
      .insert(announcements)
      .values([
        { ...base, name: "done" },
        { ...base, name: "halfway" },
        { ...base, name: "waiting" },
      ])
      .returning();
    const queued = (announcementId: number | undefined, processed: boolean) => ({
      content: "Hi",
      recipient: "+12125550001",
      type: "notification",
      scheduled_for: sentAt,
      processed,
      announcement_id: announcementId,
    });
    await db
      .insert(queuedMessages)
      .values([
        queued(done?.id, true),
        queued(halfway?.id, true),
        queued(halfway?.id, false),
        queued(waiting?.id, false),
      ]);

    for (const statement of backfill) await db.execute(sql.raw(statement));

    const rows = await db.select().from(announcements).orderBy(asc(announcements.id));
    expect(
      rows.map(({ name, status, sent_at, expanded_at }) => ({ name, status, sent_at, expanded_at })),
    ).toEqual([
      { name: "done", status: "sent", sent_at: sentAt, expanded_at: sentAt },
      { name: "halfway", status: "sending", sent_at: null, expanded_at: sentAt },
      { name: "waiting", status: "scheduled", sent_at: null, expanded_at: sentAt },
    ]);
  });
});
