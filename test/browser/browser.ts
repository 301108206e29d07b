import { existsSync } from "node:fs";
import { type Browser, type BrowserContext, chromium } from "playwright-core";

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
 * What a test file gets instead of a Chromium of its own: new contexts on the worker's one Chromium,
 * and a `close()` that closes those contexts only. A launch costs 1.1–1.6 s; with test files sharing a
 * worker process (isolate: false) one launch serves them all (decision 023).
 */
export type SharedBrowser = Pick<Browser, "newContext" | "close">;

const launched = new Map<boolean, Promise<Browser>>();

/**
 * `showScrollbars`: Playwright hides every scrollbar in headless Chromium by default, which suits
 * screenshots; a test of whether a scrollbar is drawn needs them back.
 */
export async function launchBrowser({ showScrollbars = false } = {}): Promise<SharedBrowser> {
  let browser = launched.get(showScrollbars);
  if (!browser) {
    browser = launchChromium({ showScrollbars });
    launched.set(showScrollbars, browser);
    // A Chromium that crashed is launched again by the next file instead of failing every later one.
    browser.then((b) => b.on("disconnected", () => launched.delete(showScrollbars))).catch(() => {});
  }
  const chromiumForThisFile = await browser;
  const contexts = new Set<BrowserContext>();
  return {
    async newContext(options) {
      const context = await chromiumForThisFile.newContext(options);
      contexts.add(context);
      context.on("close", () => contexts.delete(context));
      return context;
    },
    async close() {
      await Promise.all([...contexts].map((context) => context.close()));
    },
  };
}

/** A Chromium of the caller's own, e.g. for a benchmark that must close it to exit. */
export function launchChromium({ showScrollbars = false } = {}): Promise<Browser> {
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
