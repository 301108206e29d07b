import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { findMicroUiBySlug } from "../../src/db/repositories/micro-uis.js";
import { createMicroUi } from "../../src/domain/micro-ui/create-micro-ui.js";
import { startTestServer } from "../helpers/test-server.js";
import { launchBrowser, type SharedBrowser } from "./browser.js";
import { recordCspViolations } from "./csp-violations.js";

const projectRoot = join(import.meta.dirname, "..", "..");
const screenshotDir = join(projectRoot, "test-results", "screenshots");
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };
export const MAPS_TEST_KEY = "browser-test-maps-key";

/**
 * The server, browser and page helpers the micro UI browser suites share. Every page records
 * Content-Security-Policy violations and uncaught errors, so a test can assert there were none.
 */
export async function startMicroUiBrowserSuite() {
  if (!existsSync(join(projectRoot, "dist", "web", "index.html"))) {
    throw new Error("dist/web is missing: run `npm run build:web` before the browser tests");
  }
  mkdirSync(screenshotDir, { recursive: true });
  const server = await startTestServer({ env: { GOOGLE_MAPS_API_KEY: MAPS_TEST_KEY } });
  let browser: SharedBrowser;
  try {
    browser = await launchBrowser();
  } catch (error) {
    await server.close();
    throw error;
  }

  /**
   * `on`: another browser than the suite's, e.g. one launched with scrollbars shown.
   * `touch`: a phone's touch screen (taps and touch events) instead of a mouse.
   * `javaScript`: false opens the page as a browser with JavaScript turned off.
   */
  async function openPage(
    path: string,
    viewport = PHONE,
    { on = browser, touch = false, javaScript = true } = {},
  ) {
    const context = await on.newContext({
      viewport,
      hasTouch: touch,
      isMobile: touch,
      javaScriptEnabled: javaScript,
    });
    const page = await context.newPage();
    const problems: string[] = [];
    const consoleMessages: string[] = [];
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    page.on("console", (message) => consoleMessages.push(message.text()));
    await recordCspViolations(page, problems);
    if (path) {
      await page.goto(`${server.url}${path}`);
      if (javaScript) await untilUsable(page);
    }
    return { page, problems, consoleMessages };
  }

  async function storePage(definition: unknown): Promise<string> {
    const created = await createMicroUi(server.database.db, {
      definition,
      threadId: null,
      userId: null,
      clock: { now: () => new Date() },
      publicUrl: server.url,
    });
    if (!created.ok) throw new Error(`fixture refused: ${JSON.stringify(created.errors)}`);
    return created.slug;
  }

  async function storedData(slug: string): Promise<Record<string, unknown>> {
    const row = await findMicroUiBySlug(server.database.db, slug);
    return (row?.payload.data ?? {}) as Record<string, unknown>;
  }

  /** The grocery fixture's items as stored, in order: "Milk", or "Milk ✓" once ticked. */
  async function storedGroceries(slug: string): Promise<string[]> {
    const data = (await storedData(slug)) as {
      lists?: { groceries?: Array<{ text: string; completed: boolean }> };
    };
    return (data.lists?.groceries ?? []).map((item) => `${item.text}${item.completed ? " ✓" : ""}`);
  }

  // "disabled" fast-forwards CSS animations, so pages are captured in their final state.
  // A full-page capture hides the scrollbars while it resizes the page, so a test that shows one
  // captures only the viewport.
  const screenshot = (page: Page, name: string, { fullPage = true } = {}) =>
    page.screenshot({ path: join(screenshotDir, `${name}.png`), animations: "disabled", fullPage });

  return {
    server,
    openPage,
    storePage,
    storedData,
    storedGroceries,
    screenshot,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

/**
 * Waits until a page the server rendered works as a person would use it: hydrated, and its
 * checklists switched to drag and drop (their handles no longer disabled), which remounts their
 * rows. A page the browser rendered alone (the demo) has nothing to wait for.
 */
export async function untilUsable(page: Page): Promise<void> {
  if ((await page.locator("#root[data-ssr]").count()) === 0) return;
  await page.locator("#root[data-hydrated]").waitFor();
  await page.locator('button[aria-label^="Reorder"]:disabled').first().waitFor({ state: "detached" });
}

export type MicroUiBrowserSuite = Awaited<ReturnType<typeof startMicroUiBrowserSuite>>;
