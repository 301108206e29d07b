import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertMicroUi } from "../../src/db/repositories/micro-uis.js";
import { addThread, addUser, daysAgo, hoursAgo } from "../helpers/console-fixtures.js";
import { hasBrowser } from "./browser.js";
import {
  type ConsoleHarness,
  PHONE,
  screenshot,
  searchParams,
  startConsoleHarness,
  toast,
} from "./console-harness.js";

const slug = (n: number) => `01JXADMINMICROUI000000000${n}`;

describe.skipIf(!hasBrowser)("console: micro UIs", () => {
  let harness: ConsoleHarness;
  let threadId: number;

  beforeAll(async () => {
    harness = await startConsoleHarness();
    const db = harness.server.database.db;
    const user = await addUser(db, { phone_number: "+14155550123" });
    threadId = (await addThread(db, [user], [{ role: "user", content: "Make me a list", at: hoursAgo(1) }]))
      .id;
    const pages = [
      // Seconds ago, not minutes: "Active Today" starts at the service's midnight, and a run just
      // after midnight must still count it as today's.
      { type: "checklist", at: new Date(Date.now() - 1000), thread: threadId },
      { type: "table", at: daysAgo(3), thread: null },
      { type: "map", at: daysAgo(30), thread: null },
    ];
    for (const [index, entry] of pages.entries()) {
      await insertMicroUi(db, {
        type: entry.type,
        slug: slug(index),
        thread_id: entry.thread,
        user_id: entry.thread ? user.id : null,
        payload: {
          meta: { type: entry.type, title: `Sample ${entry.type}` },
          layout: { type: "page", components: [{ id: "t", type: "text", props: { content: "Hello" } }] },
          data: {},
        },
        at: entry.at,
      });
    }
  });
  afterAll(() => harness?.close());

  it("shows the summary cards, searches, copies a link and opens the details", async () => {
    const page = await harness.openPage("/admin/micro-uis");
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    const card = (name: string) => page.getByRole("group", { name });
    await card("Total UIs").getByText("3", { exact: true }).waitFor();
    await card("Types").getByText("3", { exact: true }).waitFor();
    await card("This Week").getByText("2", { exact: true }).waitFor();
    await card("Active Today").getByText("1", { exact: true }).waitFor();
    await screenshot(page, "micro-uis");

    await page.getByLabel("Search micro UIs").fill("check");
    await expect.poll(() => searchParams(page).get("search")).toBe("check");
    await expect.poll(() => page.getByRole("row").count()).toBe(2);
    const row = page.getByRole("row", { name: new RegExp(slug(0)) });
    expect(await row.getByRole("cell").nth(2).textContent()).toBe(String(threadId));

    await row.getByRole("button", { name: "Copy URL" }).click();
    await toast(page, "Copied to clipboard").waitFor();
    const url = `${harness.server.url}/ui/${slug(0)}`;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    const view = row.getByRole("link", { name: "View" });
    expect(await view.getAttribute("target")).toBe("_blank");
    const [popup] = await Promise.all([page.context().waitForEvent("page"), view.click()]);
    await popup.waitForURL(url);
    await popup.getByText("Sample checklist").waitFor();
    await popup.close();

    await row.getByRole("button", { name: "Details" }).click();
    const dialog = page.getByRole("dialog", { name: "Micro UI Details" });
    await dialog.getByRole("link", { name: url }).waitFor();
    await dialog.getByText('"title": "Sample checklist"', { exact: false }).waitFor();
    await screenshot(page, "micro-uis-details");

    const reloaded = await harness.openPage("/admin/micro-uis?search=table");
    await reloaded.getByRole("row", { name: new RegExp(slug(1)) }).waitFor();
    expect(await reloaded.getByRole("row").count()).toBe(2);
  });

  it("says what went wrong when the list cannot load", async () => {
    const page = await harness.openPage("/admin/micro-uis", undefined, async (opening) => {
      await opening.route("**/api/admin/micro-uis?*", (route) => route.fulfill({ status: 500, body: "{}" }));
    });
    await page
      .getByText("Failed to load Micro UIs. Please check your admin permissions and try refreshing the page.")
      .waitFor();
    await page.getByText("Failed to fetch: 500").waitFor();
  });

  it("stops the summary cards' placeholders when the summary cannot load either", async () => {
    const page = await harness.openPage("/admin/micro-uis", undefined, async (opening) => {
      await opening.route("**/api/admin/micro-uis?*", (route) => route.fulfill({ status: 500, body: "{}" }));
      await opening.route("**/api/admin/micro-uis/summary?*", (route) =>
        route.fulfill({ status: 500, body: "{}" }),
      );
    });
    await page
      .getByText("Failed to load Micro UIs. Please check your admin permissions and try refreshing the page.")
      .waitFor();
    await expect.poll(() => page.locator(".animate-pulse").count(), { timeout: 5000 }).toBe(0);
    for (const name of ["Total UIs", "Active Today", "Types", "This Week"]) {
      await page.getByRole("group", { name }).getByText("—", { exact: true }).waitFor();
    }
    await screenshot(page, "micro-uis-error");
  });

  it("fits a phone", async () => {
    const page = await harness.openPage("/admin/micro-uis", PHONE);
    await page.getByRole("row", { name: new RegExp(slug(2)) }).waitFor();
    await screenshot(page, "micro-uis-phone");
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
});
