import { eq } from "drizzle-orm";
import type { Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs } from "../../src/db/schema/index.js";
import { hasBrowser } from "./browser.js";
import {
  type ConsoleHarness,
  optionLabels,
  PHONE,
  screenshot,
  startConsoleHarness,
  toast,
} from "./console-harness.js";

describe.skipIf(!hasBrowser)("console: jobs", () => {
  let harness: ConsoleHarness;

  beforeAll(async () => {
    harness = await startConsoleHarness();
    // Start from no jobs (a new installation seeds the built-in ones), so the test states its own.
    await harness.server.database.db.delete(jobs);
  });
  afterAll(() => harness?.close());

  const stored = async (name: string) =>
    (await harness.server.database.db.select().from(jobs).where(eq(jobs.name, name)))[0];
  const visible = async (dialog: Locator, label: string) =>
    (await dialog.getByLabel(label, { exact: true }).count()) > 0;

  it("shows each schedule input only where spec 001 says, and creates, edits and deletes a job", async () => {
    // A browser far from the service's zone: the card still reads in the service's (issue 39).
    const page = await harness.openPage("/admin/jobs", undefined, undefined, "Asia/Tokyo");
    await page.getByText("No jobs found. Create a new job to get started.").waitFor();
    await page.getByRole("button", { name: "Add New Job" }).click();
    const dialog = page.getByRole("dialog", { name: "Add New Job" });
    await dialog.getByRole("button", { name: "Create Job" }).click();
    await dialog.getByText("Name is required").waitFor();

    // Day (the default): a time of day, no day, no Run At.
    expect(await visible(dialog, "Specific Time")).toBe(true);
    expect(await visible(dialog, "Specific Day")).toBe(false);
    expect(await visible(dialog, "Run At")).toBe(false);
    await dialog.getByLabel("Frequency").selectOption("minute");
    expect(await visible(dialog, "Specific Time")).toBe(false);
    await dialog.getByLabel("Frequency").selectOption("hour");
    expect(await visible(dialog, "Minute of the hour (0-59)")).toBe(true);
    await dialog.getByLabel("Frequency").selectOption("month");
    expect(await visible(dialog, "Specific Day (1-31)")).toBe(true);
    expect(await visible(dialog, "Specific Time")).toBe(true);
    await dialog.getByLabel("Type").selectOption("one-time");
    expect(await visible(dialog, "Run At")).toBe(true);
    expect(await visible(dialog, "Frequency")).toBe(false);
    expect(await visible(dialog, "Specific Time")).toBe(false);
    await dialog.getByLabel("Type").selectOption("recurring");

    // The name is one of the built-in tasks, each offered with what it does.
    expect(await optionLabels(dialog.getByLabel("Name"))).toEqual([
      "Choose a task",
      "expand-announcements",
      "expire-admin-sessions",
      "refresh-user-profiles",
      "purge-old-queue",
    ]);
    await dialog.getByLabel("Name").selectOption("purge-old-queue");
    await dialog
      .getByRole("paragraph")
      .getByText("Deletes queued messages processed more than 90 days ago.")
      .waitFor();
    await dialog.getByLabel("Frequency").selectOption("week");
    await dialog.getByLabel("Specific Day").selectOption("Monday");
    await dialog.getByLabel("Specific Time").fill("03:30");
    await screenshot(page, "jobs-dialog");
    await dialog.getByRole("button", { name: "Create Job" }).click();
    await toast(page, "Job created").waitFor();
    const card = page.getByRole("article", { name: "purge-old-queue" });
    await card.getByText("Every 1 week on Monday at 03:30").waitFor();
    expect(await card.getByText("Never").count()).toBe(1);
    // The schedule's wall-clock time and the next run agree, both named by the service's zone.
    await card.getByText(/^Every 1 week on Monday at 03:30 E[SD]T$/).waitFor();
    await card.getByText(/^\w{3} \d+, \d{4}, 3:30\sAM\sE[SD]T$/).waitFor();
    const created = await stored("purge-old-queue");
    expect(created).toMatchObject({
      type: "recurring",
      frequency: "week",
      specific_day: 1,
      specific_time: "03:30",
    });
    expect(created?.next_run).not.toBeNull();

    await card.getByRole("button", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Job" });
    expect(await edit.getByLabel("Specific Day").inputValue()).toBe("1");
    await edit.getByLabel("Interval").fill("2");
    await edit.getByRole("button", { name: "Update Job" }).click();
    await toast(page, "Job updated").waitFor();
    await card.getByText("Every 2 weeks on Monday at 03:30").waitFor();
    expect((await stored("purge-old-queue"))?.interval_value).toBe(2);

    await page.getByRole("button", { name: "Add New Job" }).click();
    const oneTime = page.getByRole("dialog", { name: "Add New Job" });
    await oneTime.getByLabel("Name").selectOption("expire-admin-sessions");
    await oneTime.getByLabel("Type").selectOption("one-time");
    await oneTime.getByRole("button", { name: "Create Job" }).click();
    await oneTime.getByText("Run At is required for one-time jobs").waitFor();
    const tomorrow = new Date(Date.now() + 86_400_000);
    const pad = (value: number) => String(value).padStart(2, "0");
    const local = `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}T09:00`;
    await oneTime.getByLabel("Run At").fill(local);
    await oneTime.getByRole("button", { name: "Create Job" }).click();
    await toast(page, "Job created").waitFor();
    await page
      .getByRole("article", { name: "expire-admin-sessions" })
      .getByText("One-time", { exact: false })
      .first()
      .waitFor();
    const runAt = await page.evaluate((value) => new Date(value).toISOString(), local);
    expect((await stored("expire-admin-sessions"))?.run_at?.toISOString()).toBe(runAt);
    await screenshot(page, "jobs");

    await card.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm
      .getByText('Are you sure you want to delete the job "purge-old-queue"? This action cannot be undone.')
      .waitFor();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await toast(page, "Job deleted").waitFor();
    await card.waitFor({ state: "detached" });
    expect(await stored("purge-old-queue")).toBeUndefined();
  });

  it("keeps a job whose name is no built-in task, and words its errors as spec 001 does", async () => {
    const db = harness.server.database.db;
    await db.insert(jobs).values([{ name: "dance" }, { name: "refresh-user-profiles" }]);
    const page = await harness.openPage("/admin/jobs");
    const dance = page.getByRole("article", { name: "dance" });
    await dance.getByText("Unknown task").waitFor();

    await dance.getByRole("button", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Job" });
    expect(await edit.getByLabel("Name").inputValue()).toBe("dance");
    expect(await optionLabels(edit.getByLabel("Name"))).toContain("dance (unknown task)");
    await edit.getByRole("button", { name: "Update Job" }).click();
    await toast(page, "Failed to update job. Please try again.").waitFor();
    await toast(
      page,
      'name: Unknown job "dance". Valid names: expand-announcements, expire-admin-sessions, refresh-user-profiles, purge-old-queue',
    ).waitFor();
    await screenshot(page, "jobs-unknown-task");
    await edit.getByRole("button", { name: "Cancel" }).click();

    await page.getByRole("button", { name: "Add New Job" }).click();
    const add = page.getByRole("dialog", { name: "Add New Job" });
    await add.getByLabel("Name").selectOption("refresh-user-profiles");
    await add.getByRole("button", { name: "Create Job" }).click();
    await toast(page, "Failed to create job. Please try again.").waitFor();
    await toast(page, 'A job named "refresh-user-profiles" already exists.').waitFor();
    await add.getByRole("button", { name: "Cancel" }).click();

    // Deleted meanwhile (elsewhere), so the server answers 404.
    await db.delete(jobs).where(eq(jobs.name, "dance"));
    await dance.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await toast(page, "Failed to delete job. Please try again.").waitFor();
    await toast(page, "Job not found").waitFor();
    await screenshot(page, "jobs-error-toast");
  });

  it("says so when the jobs cannot load, and fits a phone", async () => {
    const failing = await harness.openPage("/admin/jobs", undefined, async (opening) => {
      await opening.route("**/api/admin/jobs", (route) => route.fulfill({ status: 500, body: "{}" }));
    });
    await failing.getByText("Failed to load jobs. Please try refreshing the page.").waitFor();

    const page = await harness.openPage("/admin/jobs", PHONE);
    await page.getByRole("article", { name: "expire-admin-sessions" }).waitFor();
    await screenshot(page, "jobs-phone");
    await page
      .getByRole("article", { name: "refresh-user-profiles" })
      .getByRole("button", { name: "Edit" })
      .click();
    await page
      .getByRole("dialog", { name: "Edit Job" })
      .getByText("Asks the AI to condense", { exact: false })
      .waitFor();
    await screenshot(page, "jobs-dialog-phone");
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
});
