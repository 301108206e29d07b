import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DateTime } from "luxon";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSetting } from "../../src/db/repositories/settings.js";
import { dashboardNotices } from "../../src/db/schema/index.js";
import { FileSpool } from "../../src/messaging/spool/file-spool.js";
import { DASHBOARD_NOTICES } from "../../src/shared/dashboard-notices.js";
import { WHATSAPP_TERMS_URL } from "../../src/shared/whatsapp-terms.js";
import { addThread, addUser, daysAgo, hoursAgo } from "../helpers/console-fixtures.js";
import { hasBrowser } from "./browser.js";
import {
  type ConsoleHarness,
  DESKTOP,
  PHONE,
  screenshot,
  startConsoleHarness,
  toast,
} from "./console-harness.js";

/**
 * `hours` ago, but never before `second` seconds past midnight in the service's zone, so a message
 * counts for today and this month whenever the test runs (a run at 00:01 saw it land on yesterday).
 */
const earlierTodayIn = (timeZone: string) => {
  const midnight = DateTime.now().setZone(timeZone).startOf("day").toMillis();
  return (hours: number, second: number) =>
    new Date(Math.max(hoursAgo(hours).getTime(), midnight + second * 1000));
};

describe.skipIf(!hasBrowser)("console: dashboard", () => {
  let harness: ConsoleHarness;

  beforeAll(async () => {
    harness = await startConsoleHarness();
  });
  afterAll(() => harness?.close());

  const card = (page: Page, title: string) =>
    page.locator("div.rounded-xl").filter({ has: page.getByRole("heading", { name: title, exact: true }) });

  it("says 'No messages yet' on an empty service", async () => {
    const page = await harness.openPage("/admin/dashboard");
    await page.getByText("No messages yet").waitFor();
    await card(page, "Messages").getByText("0", { exact: true }).first().waitFor();
  });

  it("shows five placeholder rows while loading, then the totals, AI cost, chart and recent messages", async () => {
    const db = harness.server.database.db;
    const earlierToday = earlierTodayIn(harness.server.env.DEFAULT_TIMEZONE);
    const dana = await addUser(db, { phone_number: "+16175550131", last_active: hoursAgo(1) });
    await addUser(db, {
      phone_number: "+16175550132",
      last_active: daysAgo(3),
      subscription_tier: "premium",
    });
    await addThread(
      db,
      [dana],
      [
        { role: "user", content: "What's 18% tip on $64?", at: earlierToday(0.05, 1) },
        {
          role: "assistant",
          content: "$11.52",
          at: earlierToday(0.05, 1),
          ai_cost: 0.0123,
          sms_cost: 0.0083,
        },
        { role: "user", content: "Remind me to call mom at 6", at: earlierToday(0.02, 2) },
        {
          role: "assistant",
          content: "Will do!",
          at: earlierToday(0.02, 2),
          ai_cost: 0.0042,
          sms_cost: 0.0083,
        },
        { role: "system", content: "Tip: text HELP anytime", at: daysAgo(2) },
      ],
    );

    // Hold the recent-messages answer back so the loading state can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const page = await harness.openPage("/admin/dashboard", DESKTOP, (opening) =>
      opening.route("**/api/admin/dashboard/recent-messages", async (route) => {
        await held;
        await route.continue();
      }),
    );
    await page.getByTestId("recent-message-placeholder").nth(4).waitFor();
    expect(await page.getByTestId("recent-message-placeholder").count()).toBe(5);
    release();

    await page.getByText("Remind me to call mom at 6").waitFor();
    await page.getByText("+1 (617) 555-0131").first().waitFor();
    const messages = card(page, "Messages");
    await messages.getByText("5", { exact: true }).waitFor();
    const users = card(page, "Users");
    await users.getByText("2", { exact: true }).first().waitFor();
    // Today and this month: totals as money, in cents (issue 39).
    await card(page, "AI Cost").getByText("$0.02").nth(1).waitFor();
    // Two one-segment replies at 0.0083 each ($0.0166), on the SMS card apart from the AI's.
    await card(page, "SMS Cost").getByText("$0.02").nth(1).waitFor();
    expect(await card(page, "SMS Cost").getByText("$0.0166").count()).toBe(0);
    await page.getByRole("heading", { name: "Messages per Day" }).waitFor();
    await screenshot(page, "dashboard-data");
  });

  it("shows the spec's error text when the data cannot be loaded", async () => {
    const page = await harness.openPage("/admin/dashboard", DESKTOP, (opening) =>
      opening.route("**/api/admin/dashboard/stats", (route) => route.fulfill({ status: 500, body: "{}" })),
    );
    await page.getByText("Error loading dashboard data. Please try refreshing the page.").waitFor();
  });

  it("stops the loading placeholders once every call has failed", async () => {
    const page = await harness.openPage("/admin/dashboard", DESKTOP, (opening) =>
      opening.route(/\/api\/admin\/dashboard\/(stats|activity|recent-messages)$/, (route) =>
        route.fulfill({ status: 500, body: "{}" }),
      ),
    );
    await page.getByText("Error loading dashboard data. Please try refreshing the page.").waitFor();
    // The page's one error message stands for every card, so none keeps pulsing under it.
    await expect.poll(() => page.locator(".animate-pulse").count(), { timeout: 5000 }).toBe(0);
    await card(page, "Messages per Day").getByText("—", { exact: true }).waitFor();
    await screenshot(page, "dashboard-error");
  });

  it("fits a phone", async () => {
    const page = await harness.openPage("/admin/dashboard", PHONE);
    await page.getByText("Remind me to call mom at 6").waitFor();
    await screenshot(page, "dashboard-data-phone");
  });

  it("shows the WhatsApp terms notice an upgrade left until an operator dismisses it", async () => {
    await harness.server.database.db.insert(dashboardNotices).values({ key: "whatsapp_ai_providers" });
    const notice = (page: Page) =>
      page.getByRole("region", { name: DASHBOARD_NOTICES.whatsapp_ai_providers.title });
    const phone = await harness.openPage("/admin/dashboard", PHONE);
    await notice(phone).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await screenshot(phone, "dashboard-notice-phone");

    const page = await harness.openPage("/admin/dashboard");
    const link = notice(page).getByRole("link", { name: "Read Meta's WhatsApp Business Solution terms" });
    expect(await link.getAttribute("href")).toBe(WHATSAPP_TERMS_URL);
    await notice(page).getByRole("button", { name: "Dismiss" }).click();
    await toast(page, "Notice dismissed").waitFor();
    await notice(page).waitFor({ state: "detached" });
    const listed = page.waitForResponse((response) =>
      response.url().endsWith("/api/admin/dashboard/notices"),
    );
    await page.reload();
    expect(await (await listed).json()).toEqual([]);
    expect(await notice(page).count()).toBe(0);
  });
});

describe.skipIf(!hasBrowser)("console: dashboard while webhooks wait in the spool", () => {
  let harness: ConsoleHarness;
  let spoolDir: string;

  beforeAll(async () => {
    // What a run left in its spool while the database was away; not replayed here (nothing resumes it).
    spoolDir = join(mkdtempSync(join(tmpdir(), "textpal-spool-banner-")), "port-3000");
    const left = await FileSpool.open(spoolDir);
    for (const sid of ["SM1", "SM2", "SM3"]) {
      await left.append({
        kind: "status",
        report: { provider: "twilio", providerMessageId: sid, status: "delivered", errorCode: null },
      });
    }
    await left.close();
    harness = await startConsoleHarness({ spool: await FileSpool.open(spoolDir) });
  });
  afterAll(() => harness?.close());

  it("shows a banner with the number of webhooks kept, at 1280 and 390 px", async () => {
    for (const [viewport, name] of [
      [DESKTOP, "dashboard-spool-banner"],
      [PHONE, "dashboard-spool-banner-phone"],
    ] as const) {
      const page = await harness.openPage("/admin/dashboard", viewport);
      const banner = page.getByRole("status").filter({ hasText: "The database was not answering." });
      await banner.waitFor();
      expect(await banner.textContent()).toContain("3 incoming webhooks are kept safe on this server");
      await screenshot(page, name);
    }
  });
});

describe.skipIf(!hasBrowser)("console: dashboard once the monthly AI budget is spent", () => {
  let harness: ConsoleHarness;

  beforeAll(async () => {
    harness = await startConsoleHarness();
    const db = harness.server.database.db;
    const erin = await addUser(db, { phone_number: "+16175550141" });
    const earlierToday = earlierTodayIn(harness.server.env.DEFAULT_TIMEZONE);
    await addThread(
      db,
      [erin],
      [
        { role: "user", content: "Plan my week", at: earlierToday(0.05, 1) },
        { role: "assistant", content: "Here's your week.", at: earlierToday(0.05, 1), ai_cost: 2.5 },
      ],
    );
  });
  afterAll(() => harness?.close());

  const banner = (page: Page) =>
    page.getByRole("status").filter({ hasText: "The monthly AI budget is used up." });

  it("warns that the offline assistant answers, and says nothing while the budget lasts", async () => {
    await writeSetting(harness.server.database.db, "MONTHLY_AI_BUDGET_USD", "5");
    const within = await harness.openPage("/admin/dashboard");
    await within.getByText("Plan my week").waitFor();
    expect(await banner(within).count()).toBe(0);

    await writeSetting(harness.server.database.db, "MONTHLY_AI_BUDGET_USD", "2");
    for (const [viewport, name] of [
      [DESKTOP, "dashboard-budget-banner"],
      [PHONE, "dashboard-budget-banner-phone"],
    ] as const) {
      const page = await harness.openPage("/admin/dashboard", viewport);
      await banner(page).waitFor();
      expect(await banner(page).textContent()).toContain(
        "$2.50 of $2.00 spent this month, so answers come from the offline assistant",
      );
      await screenshot(page, name);
    }
  });
});
