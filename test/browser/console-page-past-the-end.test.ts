import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { referralCodes } from "../../src/db/schema/index.js";
import {
  addAuditEntries,
  addQueuedMessage,
  addThread,
  addUser,
  hoursAgo,
} from "../helpers/console-fixtures.js";
import { hasBrowser } from "./browser.js";
import { type ConsoleHarness, PHONE, screenshot, startConsoleHarness } from "./console-harness.js";

/** One page of 25 and 5 rows on the second, on each of the five paged screens. */
const ROWS = 30;

/** Issue 39: ?page=999 shows the last page, never the first-run empty state or an impossible range. */
describe.skipIf(!hasBrowser)("console: a page past the end of a list", () => {
  let harness: ConsoleHarness;

  beforeAll(async () => {
    harness = await startConsoleHarness();
    const db = harness.server.database.db;
    for (let index = 0; index < ROWS; index++) {
      const phone = `+1303555${String(4000 + index)}`;
      const user = await addUser(db, { phone_number: phone, created_at: hoursAgo(ROWS - index) });
      await addThread(db, [user], [{ role: "user", content: `Hello ${index}`, at: hoursAgo(ROWS - index) }]);
      await addQueuedMessage(db, {
        recipient: phone,
        content: `Reminder ${index}`,
        type: "reminder",
        scheduled_for: hoursAgo(-index - 1),
      });
    }
    await db.insert(referralCodes).values(
      Array.from({ length: ROWS }, (_, index) => ({
        code: `PAST${index}`,
        code_type: "system",
        max_uses: 10,
      })),
    );
    // The sign-in wrote entries of its own, so the log holds a few more than these.
    await addAuditEntries(
      db,
      Array.from({ length: ROWS }, (_, index) => ({
        action: "update",
        resource_type: "setting",
        resource_id: `${index}`,
        created_at: hoursAgo(ROWS - index),
      })),
    );
  }, 120_000);
  afterAll(() => harness?.close());

  it.each([
    ["users", "/admin/users", /^Showing 26–30 of 30 users$/],
    ["threads", "/admin/threads", /^Showing 26–30 of 30 threads$/],
    ["queue", "/admin/queue", /^Showing 26–30 of 30 messages$/],
    ["referral-codes", "/admin/referral-codes", /^Showing 26–30 of 30 referral codes$/],
    ["audit-log", "/admin/audit", /^Showing 26–\d+ of \d+ entries$/],
  ])("%s: ?page=999 shows the last page, with its rows and a possible range", async (name, path, summary) => {
    for (const [size, viewport] of [
      ["1280", undefined],
      ["390", PHONE],
    ] as const) {
      const page = await harness.openPage(`${path}?page=999`, viewport);
      await page.waitForURL((url) => url.searchParams.get("page") === "2");
      await page.getByText(summary).waitFor();
      expect(await page.getByText(/^Showing /).allTextContents()).toEqual([expect.stringMatching(summary)]);
      expect(
        await page.getByRole("button", { name: "Page 2", exact: true }).getAttribute("aria-current"),
      ).toBe("page");
      expect(await page.getByText("No entries on this page.").count()).toBe(0);
      // The move replaced the URL (the tab's history is about:blank and this page), so Back leaves
      // the list instead of returning to page 999, which would move again.
      expect(await page.evaluate(() => history.length)).toBe(2);
      await screenshot(page, `page-past-the-end-${name}-${size}`);
      await page.context().close();
    }
  });
});
