import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, queuedMessages, reminders } from "../../src/db/schema/index.js";
import { addThread, addUser, hoursAgo } from "../helpers/console-fixtures.js";
import { hasBrowser } from "./browser.js";
import {
  type ConsoleHarness,
  PHONE,
  screenshot,
  searchParams,
  startConsoleHarness,
} from "./console-harness.js";

const LONG_REMINDER =
  "Reminder: pick up the dry cleaning before the shop closes at six tonight, and the shoes too";
const TYPES = ["reminder", "notification", "marketing", "system"] as const;

describe.skipIf(!hasBrowser)("console: message queue", () => {
  let harness: ConsoleHarness;

  beforeAll(async () => {
    harness = await startConsoleHarness();
    // 180 rows: 8 pages of 25. Pending ones are due tomorrow and sent ones long ago, so the
    // running dispatcher leaves them all as they are.
    const tomorrow = new Date(Date.now() + 86_400_000);
    const rows = Array.from({ length: 180 }, (_, index) => ({
      content: index === 0 ? LONG_REMINDER : `Queued message number ${index}`,
      recipient: `+1415555${String(1000 + index).slice(-4)}`,
      type: index === 0 ? "reminder" : TYPES[index % TYPES.length],
      scheduled_for: index % 2 === 0 ? tomorrow : hoursAgo(48 + index),
      processed: index % 2 === 1,
      processed_at: index % 2 === 1 ? hoursAgo(47) : null,
      created_at: hoursAgo(index),
    }));
    const db = harness.server.database.db;
    const person = await addUser(db, { phone_number: "+14155551000" });
    const [daily] = await db
      .insert(reminders)
      .values({ user_id: person.id, text: "pick up", starts_local: "2026-01-05T18:00", rrule: "FREQ=DAILY" })
      .returning();
    const queued = await db
      .insert(queuedMessages)
      .values(rows.map((row, index) => (index === 0 ? { ...row, reminder_id: daily?.id } : row)))
      .returning();
    // "number 3" was handed on as a text that failed for good: the Queue says so, with the reason.
    const thread = await addThread(db, [person], []);
    await db.insert(messages).values({
      thread_id: thread.id,
      sender: "+15005550006",
      sender_role: "system",
      content: "Queued message number 3",
      recipient: person.phone_number,
      kind: "system",
      delivery_status: "failed",
      error_code: "21211",
      queued_message_id: queued[3]?.id,
    });
  });
  afterAll(() => harness?.close());

  it("pages through 25 rows at a time with up to 5 page buttons plus the last", async () => {
    const page = await harness.openPage("/admin/queue");
    const first = page.getByRole("row", { name: /Reminder: pick up/ });
    // Cut at 60 characters, recipient formatted, due tomorrow and not sent yet.
    await first.getByText(`${LONG_REMINDER.slice(0, 60).trimEnd()}...`).waitFor();
    await first.getByText("+1 (415) 555-1000").waitFor();
    await first.getByText("Reminder", { exact: true }).waitFor();
    await first.getByText("Upcoming").waitFor();
    await first.getByText("Pending").waitFor();
    await first.getByText("Repeats").waitFor();
    await page
      .getByRole("row", { name: /number 1\b/ })
      .getByText("Sent")
      .waitFor();
    const failed = page.getByRole("row", { name: /number 3\b/ });
    await failed.getByText("Failed").waitFor();
    await failed.getByText("Error 21211").waitFor();
    expect(await page.getByRole("row").count()).toBe(26);

    const pager = page.getByRole("navigation", { name: "Pagination" });
    const labels = await pager.getByRole("button", { name: /^Page / }).allTextContents();
    expect(labels).toEqual(["1", "2", "3", "4", "5", "8"]);
    await page.getByText("Showing 1–25 of 180 messages").waitFor();
    await screenshot(page, "queue");

    await pager.getByRole("button", { name: "Page 8" }).click();
    await expect.poll(() => searchParams(page).get("page")).toBe("8");
    await page.getByText("Showing 176–180 of 180 messages").waitFor();
    // The footer counts from the page asked for, while the previous rows stay until the new ones arrive.
    await expect.poll(() => page.getByRole("row").count()).toBe(6);
  });

  it("filters by status, type and search, keeping them in the URL", async () => {
    const page = await harness.openPage("/admin/queue");
    await page.getByLabel("Status").selectOption("pending");
    await expect.poll(() => searchParams(page).get("status")).toBe("pending");
    await page.getByText("Showing 1–25 of 90 messages").waitFor();
    expect(await page.getByRole("row").getByText("Sent", { exact: true }).count()).toBe(0);

    await page.getByLabel("Type").selectOption("marketing");
    await expect.poll(() => searchParams(page).get("type")).toBe("marketing");
    await page.getByText("Showing 1–25 of 45 messages").waitFor();

    await page.getByLabel("Search queued messages").fill("number 12");
    await expect.poll(() => searchParams(page).get("search")).toBe("number 12");
    await page.getByText("Showing 1–2 of 2 messages").waitFor();

    const reloaded = await harness.openPage(`/admin/queue?${searchParams(page).toString()}`);
    await reloaded.getByText("Showing 1–2 of 2 messages").waitFor();
    expect(await reloaded.getByLabel("Status").inputValue()).toBe("pending");

    // The CSV holds what the filters show: the header, then the same two messages.
    const [download] = await Promise.all([
      reloaded.waitForEvent("download"),
      reloaded.getByRole("link", { name: "Download CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^queue-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await download.path()) ?? "", "utf8")).trimEnd().split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).every((line) => line.includes("Queued message number 12"))).toBe(true);

    await reloaded.getByLabel("Search queued messages").fill("nothing like this");
    await reloaded.getByText("No queued messages found").waitFor();
    await reloaded.getByText("Try another search, or set Status and Type back to All.").waitFor();
  });

  it("says so when the queue cannot load, and fits a phone", async () => {
    const failing = await harness.openPage("/admin/queue", undefined, async (opening) => {
      await opening.route("**/api/admin/queue?*", (route) => route.fulfill({ status: 500, body: "{}" }));
    });
    await failing.getByText("Error loading queued messages").waitFor();
    await failing.getByText("Failed to fetch queue data").waitFor();

    const page = await harness.openPage("/admin/queue", PHONE);
    await page.getByRole("row", { name: /Reminder: pick up/ }).waitFor();
    await screenshot(page, "queue-phone");
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
});
