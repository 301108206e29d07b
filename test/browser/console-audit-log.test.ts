import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminClient } from "../helpers/admin-client.js";
import { addAuditEntries, CHROME_USER_AGENT } from "../helpers/console-fixtures.js";
import { signInCookie } from "../helpers/sign-in.js";
import { hasBrowser } from "./browser.js";
import {
  type ConsoleHarness,
  DESKTOP,
  optionLabels,
  PHONE,
  screenshot,
  searchParams,
  startConsoleHarness,
} from "./console-harness.js";

/**
 * Issue 22: the Audit Log screen. The entries are seeded in early 2025 at noon in New York, so
 * each falls on the same day in any zone the browser runs in, and entries the admin calls write
 * now (the harness's own sign-in) sort above them without changing what the filters below find.
 */

const DANA = { phone: "+15005550161", name: "Dana Ops" };
const LONG_SUMMARY =
  "Changed the welcome message to a much longer text that explains every feature of the service in detail";

describe.skipIf(!hasBrowser)("console: audit log", () => {
  let harness: ConsoleHarness;
  let danaId = 0;

  beforeAll(async () => {
    harness = await startConsoleHarness();
    const { app, admin } = harness.server;
    const call = adminClient(app, await signInCookie(app));
    const selfId: number = (await call("GET", "/api/admin/me")).json().admin.id;
    const added = await call("POST", "/api/admin/admins", {
      phone_number: DANA.phone,
      name: DANA.name,
      temporary_password: "temporary-pass-7Q",
    });
    danaId = added.json().id;

    const db = harness.server.database.db;
    // 30 user edits, one a day in January (17:00 UTC is noon in New York), by the first admin.
    await addAuditEntries(
      db,
      Array.from({ length: 30 }, (_, index) => ({
        created_at: new Date(Date.UTC(2025, 0, index + 1, 17)),
        admin_id: selfId,
        admin_phone: admin.phoneNumber,
        action: "update_profile",
        resource_type: "user",
        resource_id: String(index + 1),
        summary: `Set the team flag of user ${index + 1}`,
      })),
    );
    await addAuditEntries(db, [
      ...[1, 2, 3].map((day) => ({
        created_at: new Date(Date.UTC(2025, 1, day, 17)),
        admin_id: danaId,
        admin_phone: DANA.phone,
        action: "update",
        resource_type: "setting",
        resource_id: "welcome_message",
        summary: day === 3 ? LONG_SUMMARY : `Changed the welcome message (${day})`,
        ip: "2001:db8:85a3:0000:0000:8a2e:0370:7334",
      })),
      {
        created_at: new Date(Date.UTC(2025, 1, 4, 17)),
        admin_id: null,
        admin_phone: "+15005550999",
        action: "sign_in_failed",
        resource_type: "admin",
        summary: "Sign-in refused: no such admin",
      },
      // Written by a build before this one: still words, not an identifier.
      {
        created_at: new Date(Date.UTC(2025, 1, 5, 17)),
        admin_id: danaId,
        admin_phone: DANA.phone,
        action: "end_others",
        resource_type: "session",
        summary: "ended 2 other sessions",
      },
    ]);
  });
  afterAll(() => harness?.close());

  // getByLabel("Admin") would also find the sidebar, a navigation named Admin.
  const adminSelect = (page: Page) => page.getByRole("combobox", { name: "Admin" });
  const summary = (page: Page, text: string) => page.getByText(text, { exact: true });

  it("filters by action and pages through, keeping both in the URL across a reload", async () => {
    // A browser away from the service's zone: times show in the service's, with its abbreviation.
    const page = await harness.openPage("/admin/audit", DESKTOP, undefined, "America/Los_Angeles");
    await page.getByRole("heading", { name: "Audit Log" }).waitFor();
    await page.getByRole("row", { name: /Sign-in refused/ }).waitFor();
    // The newest seeded entry comes before the older ones.
    const rows = await page.getByRole("row").allTextContents();
    const failedAt = rows.findIndex((text) => text.includes("Sign-in refused"));
    const longAt = rows.findIndex((text) => text.includes(LONG_SUMMARY));
    expect(failedAt).toBeGreaterThan(0);
    expect(longAt).toBe(failedAt + 1);
    // Actions in words, in the list and in the filter (issue 39).
    await page
      .getByRole("row", { name: /Sign-in refused/ })
      .getByText("Sign-in failed", { exact: true })
      .waitFor();
    await page
      .getByRole("row", { name: /ended 2 other sessions/ })
      .getByText("Ended other sessions")
      .waitFor();
    expect(await page.locator("table").getByText("end_others").count()).toBe(0);
    expect(await optionLabels(page.getByLabel("Action"))).toEqual(
      expect.arrayContaining([
        "All actions",
        "Ended other sessions",
        "Sign-in failed",
        "Updated",
        "Updated profile",
      ]),
    );
    expect(await optionLabels(adminSelect(page))).toEqual(
      expect.arrayContaining(["All admins", DANA.name, "+1 (500) 555-0123"]),
    );
    // Read-only: nothing in the table to click but its pager.
    expect(await page.locator("table").getByRole("button").count()).toBe(0);
    await screenshot(page, "audit-log-desktop");

    await page.getByLabel("Action").selectOption({ label: "Updated profile" });
    await expect.poll(() => searchParams(page).get("action")).toBe("update_profile");
    await page.getByText("Showing 1–25 of 30 entries").waitFor();
    const newest = page.getByRole("row").nth(1);
    await newest.getByText("user #30").waitFor();
    expect(await newest.locator("td").first().getAttribute("title")).toBe("2025-01-30T17:00:00.000Z");
    expect(await newest.locator("td").first().textContent()).toMatch(/^Jan 30, 2025, 12:00\sPM\sEST$/);

    await page
      .getByRole("navigation", { name: "Pagination" })
      .getByRole("button", { name: "Page 2" })
      .click();
    await expect.poll(() => searchParams(page).get("page")).toBe("2");
    await page.getByText("Showing 26–30 of 30 entries").waitFor();
    expect(await page.getByRole("row").count()).toBe(6);
    await page.getByRole("row").nth(5).getByText("user #1", { exact: true }).waitFor();

    await page.reload();
    await page.getByText("Showing 26–30 of 30 entries").waitFor();
    expect(await page.getByLabel("Action").inputValue()).toBe("update_profile");
    expect(searchParams(page).toString()).toBe("action=update_profile&page=2");
  });

  it("filters by days and by admin, back to page 1, and clears every filter at once", async () => {
    // A day that does not exist, as a hand-edited link might hold, is left out rather than failing.
    const page = await harness.openPage("/admin/audit?action=update_profile&page=2&from=2025-02-30");
    await page.getByText("Showing 26–30 of 30 entries").waitFor();
    await page.getByLabel("From").fill("2025-01-10");
    await page.getByLabel("To").fill("2025-01-12");
    await expect
      .poll(() => searchParams(page).toString())
      .toBe("action=update_profile&from=2025-01-10&to=2025-01-12");
    await page.getByText("Showing 1–3 of 3 entries").waitFor();
    for (const day of [12, 11, 10]) await summary(page, `Set the team flag of user ${day}`).waitFor();

    await page.getByLabel("Action").selectOption("");
    await adminSelect(page).selectOption({ label: DANA.name });
    await page.getByLabel("From").fill("2025-02-01");
    await page.getByLabel("To").fill("2025-02-02");
    await expect.poll(() => searchParams(page).get("admin")).toBe(String(danaId));
    await page.getByText("Showing 1–2 of 2 entries").waitFor();
    await summary(page, "Changed the welcome message (2)").waitFor();
    await page
      .getByRole("row", { name: /Changed the welcome message \(1\)/ })
      .getByText(DANA.name)
      .waitFor();

    await page.getByLabel("To").fill("2024-12-31");
    await expect.poll(() => searchParams(page).get("to")).toBe("2024-12-31");
    await page.getByRole("alert").getByText("The first day must not be after the last day").waitFor();
    await page.getByText("No audit entries match these filters.").waitFor();

    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect.poll(() => searchParams(page).toString()).toBe("");
    await page.getByRole("row", { name: /Sign-in refused/ }).waitFor();
    expect(await page.getByRole("button", { name: "Clear filters" }).isDisabled()).toBe(true);
  });

  it("shows the exact time and the whole browser on hover, and fits a phone", async () => {
    const page = await harness.openPage("/admin/audit?resource=setting", PHONE);
    const row = page.getByRole("row", { name: new RegExp(LONG_SUMMARY.slice(0, 30)) });
    await row.waitFor();
    await row.getByTitle("2025-02-03T17:00:00.000Z").waitFor();
    expect(await row.getByTitle(CHROME_USER_AGENT).textContent()).toBe("Chrome 131 on macOS");
    await row.getByText("setting #welcome_message").waitFor();
    await row.getByText("Updated", { exact: true }).waitFor();
    await screenshot(page, "audit-log-phone");
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
});
