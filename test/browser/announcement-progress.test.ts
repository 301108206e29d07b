import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announcements, queuedMessages } from "../../src/db/schema/index.js";
import { CANCELLED_SKIP_REASON } from "../../src/shared/announcements.js";
import { addUser } from "../helpers/console-fixtures.js";
import { hasBrowser } from "./browser.js";
import { type ConsoleHarness, screenshot, startConsoleHarness, toast } from "./console-harness.js";

// The service zone is America/New_York; the browser is put in Tokyo, 13 or 14 hours ahead, so a
// time shown in the browser's zone would read as the next day.
const BROWSER_ZONE = "Asia/Tokyo";

describe.skipIf(!hasBrowser)("console: an announcement that is sending", () => {
  let harness: ConsoleHarness;

  beforeAll(async () => {
    harness = await startConsoleHarness();
    const db = harness.server.database.db;
    for (const phone of ["+14155550101", "+14155550102", "+14155550103"]) {
      await addUser(db, { phone_number: phone, last_active: new Date() });
    }
    // 13:00 on Dec 5 in New York, local time: its first message left, two wait for their zones.
    const [sending] = await db
      .insert(announcements)
      .values({
        name: "Holiday hours",
        message: "We are open late this week",
        cohort: "all",
        delivery_date: new Date("2026-12-05T18:00:00Z"),
        timezone_aware: true,
        status: "sending",
        expanded_at: new Date("2026-12-04T23:00:00Z"),
      })
      .returning();
    const queued = (recipient: string, processed: boolean) => ({
      content: "We are open late this week",
      recipient,
      type: "notification",
      scheduled_for: new Date("2026-12-05T18:00:00Z"),
      processed,
      announcement_id: sending?.id,
    });
    await db
      .insert(queuedMessages)
      .values([queued("+14155550101", true), queued("+14155550102", false), queued("+14155550103", false)]);
  });
  afterAll(() => harness?.close());

  it("lists it as Sending with its counts and the service zone's time, read-only but cancellable", async () => {
    const page = await harness.openPage("/admin/announcements", undefined, undefined, BROWSER_ZONE);
    const row = page.getByRole("row", { name: /Holiday hours/ });
    await row.getByText("Sending", { exact: true }).waitFor();
    await row.getByText("3 recipients · 1 sent · 2 pending · 0 failed").waitFor();
    // New York's wall clock and zone, not Tokyo's "Dec 6, 2026, 3:00 AM".
    await row.getByText("Dec 5, 2026, 1:00 PM EST").waitFor();
    await page.getByText("Delivery times are in the service's timezone, America/New_York.").waitFor();
    await screenshot(page, "announcements-sending");

    await row.getByRole("button", { name: "Edit Holiday hours" }).click();
    const dialog = page.getByRole("dialog", { name: /Edit Announcement/ });
    await dialog.getByText("Read-only: Sent announcements cannot be modified.").waitFor();
    expect(await dialog.getByRole("button", { name: "Read Only" }).isDisabled()).toBe(true);
    expect(await dialog.getByLabel("Name").isDisabled()).toBe(true);
    await dialog.getByRole("button", { name: "Cancel Announcement" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel Announcement" }).click();
    await toast(page, "Announcement cancelled successfully").waitFor();
    await toast(page, "1 of 3 messages had already been sent.").waitFor();
    await row.getByText("Cancelled", { exact: true }).waitFor();
    await row.getByText("3 recipients · 1 sent · 0 pending · 0 failed · 2 cancelled").waitFor();

    const rows = await harness.server.database.db.select().from(queuedMessages);
    expect(rows.filter((message) => message.skip_reason === CANCELLED_SKIP_REASON)).toHaveLength(2);
    expect(rows.every((message) => message.processed)).toBe(true);
  });

  it("rings today on the service zone's date in the calendar, not the browser's", async () => {
    // 03:00 UTC on Dec 2: still Dec 1 in New York, already Dec 2 in Tokyo.
    const page = await harness.openPage(
      "/admin/announcements",
      undefined,
      (opened) => opened.clock.setFixedTime(new Date("2026-12-02T03:00:00Z")),
      BROWSER_ZONE,
    );
    await page.getByRole("button", { name: "Create Announcement" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Announcement" });
    const today = dialog.locator("[data-today]");
    await today.waitFor();
    expect(await today.getAttribute("data-day")).toBe("2026-12-01");
    expect(await dialog.locator('[data-day="2026-12-01"] button').isDisabled()).toBe(false);
  });
});
