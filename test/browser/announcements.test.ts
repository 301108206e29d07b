import { DateTime } from "luxon";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { announcements } from "../../src/db/schema/index.js";
import { addUser } from "../helpers/console-fixtures.js";
import { hasBrowser } from "./browser.js";
import { type ConsoleHarness, PHONE, screenshot, startConsoleHarness, toast } from "./console-harness.js";

describe.skipIf(!hasBrowser)("console: announcements", () => {
  let harness: ConsoleHarness;

  beforeAll(async () => {
    harness = await startConsoleHarness();
    const db = harness.server.database.db;
    await addUser(db, { phone_number: "+14155550101", last_active: new Date() });
    await addUser(db, { phone_number: "+14155550102", last_active: new Date() });
    await addUser(db, { phone_number: "+14155550103", subscription_tier: "premium" });
  });
  afterAll(() => harness?.close());

  const storedAnnouncements = () =>
    harness.server.database.db.select().from(announcements).orderBy(announcements.id);

  /** The calendar's button for a day (react-day-picker marks each cell with its date). */
  const dayButton = (dialog: Locator, day: DateTime) =>
    dialog.locator(`[data-day="${day.toISODate()}"] button`);

  /** 12:00 on the 15th of next month in the service's DEFAULT_TIMEZONE, as the dialog sends it. */
  const nextMonthNoon = async (page: Page) => {
    const browserNow = new Date(await page.evaluate(() => Date.now()));
    const next = DateTime.fromJSDate(browserNow, { zone: "America/New_York" }).plus({ months: 1 });
    return next.set({ day: 15, hour: 12, minute: 0, second: 0, millisecond: 0 }).toUTC().toISO();
  };

  it("creates an announcement, cancels it and reschedules it, checking the server after each step", async () => {
    const page = await harness.openPage("/admin/announcements");
    await page.getByText("No announcements").waitFor();
    await page.getByRole("button", { name: "Create Announcement" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Announcement" });

    // Defaults: noon, local time, everyone; the cohort picker shows counts and the reach.
    expect(await dialog.getByLabel("Time", { exact: true }).inputValue()).toBe("12:00");
    expect(
      await dialog.getByRole("checkbox", { name: /Timezone-aware delivery/ }).getAttribute("aria-checked"),
    ).toBe("true");
    await dialog.getByRole("option", { name: "Premium Tier (1 user)" }).waitFor({ state: "attached" });
    await dialog.getByText("Will reach 3 users").waitFor();
    await dialog.getByLabel("Target Cohort").selectOption("free");
    await dialog.getByText("Will reach 2 users").waitFor();

    // Days before today cannot be picked; the calendar's days are those of DEFAULT_TIMEZONE, which
    // for several hours a day is not the date in UTC.
    const today = DateTime.now().setZone("America/New_York").startOf("day");
    const yesterday = today.minus({ days: 1 });
    if (yesterday.month === today.month) expect(await dayButton(dialog, yesterday).isDisabled()).toBe(true);
    expect(await dayButton(dialog, today).isDisabled()).toBe(false);

    await dialog.getByRole("button", { name: "Create Announcement" }).click();
    await dialog.getByText("Name is required").waitFor();
    await dialog.getByLabel("Name").fill("Spring update");
    await dialog.getByLabel("Announcement Content").fill("Textpal now reads photos. Send one to try it!");
    await dialog.getByLabel("Media URL (optional)").fill("https://example.com/spring.jpg");

    // Today at midnight has passed: refused before anything is sent.
    await dayButton(dialog, today).click();
    await dialog.getByLabel("Time", { exact: true }).fill("00:00");
    await dialog.getByRole("button", { name: "Create Announcement" }).click();
    await toast(page, "Invalid Date").waitFor();
    await toast(page, "Delivery date cannot be in the past").waitFor();
    expect(await storedAnnouncements()).toEqual([]);

    await dialog.getByRole("button", { name: /next month/i }).click();
    await dayButton(dialog, today.plus({ months: 1 }).set({ day: 15 })).click();
    await dialog.getByLabel("Time", { exact: true }).fill("12:00");
    await screenshot(page, "announcements-dialog");
    await dialog.getByRole("button", { name: "Create Announcement" }).click();
    await toast(page, "Announcement created successfully").waitFor();
    const row = page.getByRole("row", { name: /Spring update/ });
    await row.getByText("Free Tier").waitFor();
    await row.getByText("2 users").waitFor();
    await row.getByText("Local time").waitFor();
    await row.getByText("Scheduled").waitFor();
    const expectedDelivery = await nextMonthNoon(page);
    const [created] = await storedAnnouncements();
    expect(created).toMatchObject({
      name: "Spring update",
      cohort: "free",
      media_url: "https://example.com/spring.jpg",
      timezone_aware: true,
      status: "scheduled",
    });
    expect(created?.delivery_date.toISOString()).toBe(expectedDelivery);
    await screenshot(page, "announcements");

    await row.getByRole("button", { name: "Edit Spring update" }).click();
    const edit = page.getByRole("dialog", { name: /Edit Announcement/ });
    await edit.getByRole("button", { name: "Update Announcement" }).waitFor();
    await screenshot(page, "announcements-edit");
    await edit.getByRole("button", { name: "Cancel Announcement" }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByText("Are you sure you want to cancel this announcement?").waitFor();
    await confirm.getByRole("button", { name: "Cancel Announcement" }).click();
    await toast(page, "Announcement cancelled successfully").waitFor();
    await row.getByText("Cancelled").waitFor();
    expect((await storedAnnouncements())[0]?.status).toBe("cancelled");

    await row.getByRole("button", { name: "Edit Spring update" }).click();
    const reschedule = page.getByRole("dialog", { name: /Edit Announcement/ });
    await reschedule.getByText("Cancelled").waitFor();
    expect(await reschedule.getByRole("button", { name: "Cancel Announcement" }).count()).toBe(0);
    await reschedule.getByRole("checkbox", { name: /Timezone-aware delivery/ }).click();
    await reschedule.getByRole("button", { name: "Reschedule Announcement" }).click();
    await toast(page, "Announcement updated successfully").waitFor();
    await row.getByText("Scheduled").waitFor();
    await row.getByText("Global time").waitFor();
    expect((await storedAnnouncements())[0]).toMatchObject({ status: "scheduled", timezone_aware: false });
  });

  it("shows a sent announcement read-only", async () => {
    await harness.server.database.db.insert(announcements).values({
      name: "Welcome",
      message: "Hello from Textpal",
      cohort: "all",
      delivery_date: new Date(Date.now() - 86_400_000),
      status: "sent",
      sent_at: new Date(),
    });
    const page = await harness.openPage("/admin/announcements");
    await page
      .getByRole("row", { name: /Welcome/ })
      .getByText("Sent")
      .waitFor();
    await page.getByRole("button", { name: "Edit Welcome" }).click();
    const dialog = page.getByRole("dialog", { name: /Edit Announcement/ });
    await dialog.getByText("Read-only: Sent announcements cannot be modified.").waitFor();
    expect(await dialog.getByRole("button", { name: "Read Only" }).isDisabled()).toBe(true);
    expect(await dialog.getByLabel("Name").isDisabled()).toBe(true);
    expect(await dialog.getByRole("button", { name: "Cancel Announcement" }).count()).toBe(0);
    await screenshot(page, "announcements-sent");
  });

  it("fits a phone", async () => {
    const page = await harness.openPage("/admin/announcements", PHONE);
    await page.getByRole("row", { name: /Spring update/ }).waitFor();
    await screenshot(page, "announcements-phone");
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    await page.getByRole("button", { name: "Edit Spring update" }).click();
    await page.getByRole("dialog").getByLabel("Name").waitFor();
    await screenshot(page, "announcements-dialog-phone");
  });
});
