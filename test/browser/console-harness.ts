import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { signInCookie } from "../helpers/sign-in.js";
import { startTestServer, type TestAppOptions } from "../helpers/test-server.js";
import { launchBrowser, type SharedBrowser } from "./browser.js";

const projectRoot = join(import.meta.dirname, "..", "..");
const screenshotDir = join(projectRoot, "test-results", "screenshots");
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

type Server = Awaited<ReturnType<typeof startTestServer>>;

export interface ConsoleHarness {
  server: Server;
  browser: SharedBrowser;
  /**
   * A fresh browser context already signed in (the session cookie of a real sign-in), at `path`.
   * `beforeLoad` runs before the page loads, e.g. to hold back or fail an API call.
   * `timezoneId` sets the browser's own zone, e.g. one that is not the service's.
   */
  openPage(
    path: string,
    viewport?: { width: number; height: number },
    beforeLoad?: (page: Page) => Promise<unknown>,
    timezoneId?: string,
  ): Promise<Page>;
  close(): Promise<void>;
}

/**
 * The real server on a fresh database with Chromium, for the console screens' browser tests.
 * `options` reach the server, e.g. an env pointing the AI at a fake.
 */
export async function startConsoleHarness(options: TestAppOptions = {}): Promise<ConsoleHarness> {
  if (!existsSync(join(projectRoot, "dist", "web", "index.html"))) {
    throw new Error("dist/web is missing: run `npm run build:web` before the browser tests");
  }
  mkdirSync(screenshotDir, { recursive: true });
  const server = await startTestServer(options);
  const browser = await launchBrowser();
  const cookie = await signInCookie(server.app);
  const [name = "", value = ""] = cookie.split("=");

  return {
    server,
    browser,
    async openPage(path, viewport = DESKTOP, beforeLoad, timezoneId) {
      const context = await browser.newContext({ viewport, timezoneId });
      await context.addCookies([{ name, value, url: server.url }]);
      const page = await context.newPage();
      await beforeLoad?.(page);
      await page.goto(`${server.url}${path}`);
      return page;
    },
    async close() {
      await browser.close();
      await server.close();
    },
  };
}

// Radix also copies each toast into an off-screen live region; the visible toast is in this region.
// includeHidden: an open modal dialog marks everything outside it aria-hidden, the toasts too.
export const toast = (page: Page, text: string): Locator =>
  page.getByRole("region", { name: /Notifications/, includeHidden: true }).getByText(text, { exact: true });

/** The texts of a <select>'s options, in order: what its picker offers. */
export const optionLabels = (select: Locator) =>
  select.locator("option").evaluateAll((options) => options.map((option) => option.textContent));

/** "disabled" fast-forwards CSS animations, so dialogs and toasts are captured in their final state. */
export const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: join(screenshotDir, `${name}.png`), animations: "disabled", fullPage: true });

/** The URL's query parameters, to check that search and page live there. */
export const searchParams = (page: Page) => new URL(page.url()).searchParams;
