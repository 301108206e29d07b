import type { Page } from "playwright-core";
import { expect } from "vitest";
import { type AxeFinding, axeViolations, BLOCKING_IMPACTS } from "./axe.js";
import { type ConsoleHarness, DESKTOP, PHONE, screenshot } from "./console-harness.js";

/**
 * Every screen of the console's route table (src/web/app/admin-routes.ts), for the axe checks of
 * issue 39. `advertiserPath` gives the advertiser whose advertisements screen is checked; it is asked
 * for after the Advertisers screen was, so that list can still be empty.
 */
export function consoleScreens(
  advertiserPath: () => Promise<string>,
): Array<{ name: string; path: () => string | Promise<string> }> {
  return [
    { name: "dashboard", path: () => "/admin/dashboard" },
    { name: "users", path: () => "/admin/users" },
    { name: "threads", path: () => "/admin/threads" },
    { name: "system-numbers", path: () => "/admin/system-numbers" },
    { name: "advertisers", path: () => "/admin/advertisers" },
    { name: "advertiser-advertisements", path: advertiserPath },
    { name: "advertisements", path: () => "/admin/advertisements" },
    { name: "keywords", path: () => "/admin/keywords" },
    { name: "referral-codes", path: () => "/admin/referral-codes" },
    { name: "announcements", path: () => "/admin/announcements" },
    { name: "jobs", path: () => "/admin/jobs" },
    { name: "queue", path: () => "/admin/queue" },
    { name: "prompts", path: () => "/admin/prompts" },
    { name: "micro-uis", path: () => "/admin/micro-uis" },
    { name: "settings", path: () => "/admin/settings" },
    { name: "backups", path: () => "/admin/settings?tab=backups" },
    { name: "admins", path: () => "/admin/admins" },
    { name: "audit-log", path: () => "/admin/audit" },
    { name: "security", path: () => "/admin/security" },
  ];
}

/**
 * A signed-in page at each width. With `failLists`, every read but the session check answers 500,
 * so each screen shows its load error.
 */
async function openPages(harness: ConsoleHarness, failLists: boolean) {
  const pages: Array<{ page: Page; inFlight: Set<unknown>; width: number }> = [];
  for (const viewport of [DESKTOP, PHONE]) {
    const inFlight = new Set<unknown>();
    const page = await harness.openPage("/admin/dashboard", viewport, async (page) => {
      page.on("request", (request) => inFlight.add(request));
      page.on("requestfinished", (request) => inFlight.delete(request));
      page.on("requestfailed", (request) => inFlight.delete(request));
      if (!failLists) return;
      await page.route(
        (url) => url.pathname.startsWith("/api/admin/") && url.pathname !== "/api/admin/me",
        (route) =>
          route.request().method() === "GET"
            ? route.fulfill({ status: 500, json: { error: "Internal Server Error" } })
            : route.fallback(),
      );
    });
    pages.push({ page, inFlight, width: viewport.width });
  }
  return pages;
}

/** Waits until the screen has loaded: its heading shows, no call is in flight, no skeleton stands in. */
export async function untilLoaded(page: Page, inFlight: Set<unknown>): Promise<void> {
  await page.locator("main h1").first().waitFor();
  await expect.poll(async () => inFlight.size + (await page.locator("main .animate-pulse").count())).toBe(0);
}

/**
 * Visits every screen at both widths, moving by the console's own navigation (wouter follows
 * history.pushState) as a person would, and returns what axe found: `blocking` (serious and
 * critical) and the rest. The screens named in `screenshots` are captured as they were checked.
 */
export async function checkConsoleScreens(
  harness: ConsoleHarness,
  screens: ReturnType<typeof consoleScreens>,
  state: string,
  { failLists = false, screenshots = [] as string[] } = {},
): Promise<{ blocking: AxeFinding[]; lesser: AxeFinding[] }> {
  const pages = await openPages(harness, failLists);
  const findings: AxeFinding[] = [];
  for (const screen of screens) {
    const path = await screen.path();
    for (const { page, inFlight, width } of pages) {
      await page.evaluate((to) => history.pushState(null, "", to), path);
      await untilLoaded(page, inFlight);
      findings.push(...(await axeViolations(page, { route: screen.name, state, width })));
      if (screenshots.includes(screen.name))
        await screenshot(page, `accessibility-${screen.name}-${state}-${width}`);
    }
  }
  await Promise.all(pages.map(({ page }) => page.context().close()));
  return {
    blocking: findings.filter((finding) => BLOCKING_IMPACTS.has(finding.impact)),
    lesser: findings.filter((finding) => !BLOCKING_IMPACTS.has(finding.impact)),
  };
}
