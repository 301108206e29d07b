import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";

const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Whether the browser suites can run. Machines without Chromium skip them with a notice, except
 * when REQUIRE_BROWSER_TESTS=1 (CI), where a missing browser must fail rather than pass silently.
 */
export const hasBrowser: boolean = (() => {
  if (existsSync(chromiumPath)) return true;
  if (process.env.REQUIRE_BROWSER_TESTS === "1") {
    throw new Error(`[browser tests] REQUIRE_BROWSER_TESTS=1 but there is no Chromium at ${chromiumPath}`);
  }
  console.log(`[browser tests] skipped: no Chromium at ${chromiumPath} (set CHROMIUM_PATH to use another)`);
  return false;
})();

/**
 * `showScrollbars`: Playwright hides every scrollbar in headless Chromium by default, which suits
 * screenshots; a test of whether a scrollbar is drawn needs them back.
 */
export function launchBrowser({ showScrollbars = false } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    ignoreDefaultArgs: showScrollbars ? ["--hide-scrollbars"] : undefined,
    // --no-sandbox: containers and CI runners usually lack the namespaces Chromium's sandbox needs.
    // The rest keep Chromium from phoning home or updating itself during a test run.
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}
