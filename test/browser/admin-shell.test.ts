import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer } from "../helpers/test-server.js";
import { hasBrowser, launchBrowser, type SharedBrowser } from "./browser.js";

const projectRoot = join(import.meta.dirname, "..", "..");
const screenshotDir = join(projectRoot, "test-results", "screenshots");
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

type Server = Awaited<ReturnType<typeof startTestServer>>;

describe.skipIf(!hasBrowser)("web app: landing, admin sign-in and shell", () => {
  let server: Server;
  let browser: SharedBrowser;

  beforeAll(async () => {
    if (!existsSync(join(projectRoot, "dist", "web", "index.html"))) {
      throw new Error("dist/web is missing: run `npm run build:web` before the browser tests");
    }
    mkdirSync(screenshotDir, { recursive: true });
    server = await startTestServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** A fresh context per test, so no test inherits another's session cookie; browser.close() ends them all. */
  async function openPage(path: string, viewport = DESKTOP): Promise<Page> {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(`${server.url}${path}`);
    return page;
  }

  // Radix also copies each toast into an off-screen live region; the visible toast is in this region.
  const toast = (page: Page, text: string) =>
    page.getByRole("region", { name: /Notifications/ }).getByText(text, { exact: true });

  // "disabled" fast-forwards CSS animations, so dialogs and toasts are captured in their final state.
  const screenshot = (page: Page, name: string) =>
    page.screenshot({ path: join(screenshotDir, `${name}.png`), animations: "disabled" });

  /** Types the phone in national form, "(500) 555-0123", to exercise the +1 normalisation. */
  async function signIn(page: Page, password = server.admin.password): Promise<void> {
    const national = server.admin.phoneNumber.replace(/^\+1/, "");
    await page
      .getByLabel("Phone number")
      .fill(`(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign In" }).click();
  }

  const sidebarLinks = (page: Page) => page.getByRole("navigation", { name: "Admin" }).getByRole("link");

  it("shows the landing page and opens the privacy policy", async () => {
    const page = await openPage("/");
    await page.getByText("Your personal assistant. Coming soon...").waitFor();
    await page.getByText(`© ${new Date().getFullYear()} Textpal. All rights reserved`).waitFor();
    await screenshot(page, "landing");

    await page.getByRole("button", { name: "Privacy Policy" }).click();
    const dialog = page.getByRole("dialog", { name: "Privacy Policy" });
    await dialog.getByText(`Effective Date: ${new Date().getFullYear()}`).waitFor();
    await screenshot(page, "landing-privacy-policy");
    await dialog.getByRole("button", { name: "Close" }).first().click();
    await dialog.waitFor({ state: "hidden" });
  });

  it("sends a visitor without a session to sign-in with a notice", async () => {
    const page = await openPage("/admin/users");
    await page.waitForURL("**/admin/login");
    await toast(page, "Authentication Required").waitFor();
    await toast(page, "Please log in to access this page").waitFor();
  });

  it("rejects a wrong password", async () => {
    const page = await openPage("/admin/login");
    await signIn(page, "not-the-password");
    await toast(page, "Login failed").waitFor();
    await toast(page, "Invalid credentials. Please try again.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/login");
  });

  it("signs in, moves between screens and logs out", async () => {
    const page = await openPage("/admin/login");
    await page.getByRole("button", { name: "Sign In" }).waitFor();
    await screenshot(page, "login");
    await signIn(page);
    await page.waitForURL("**/admin/dashboard");
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    expect(await sidebarLinks(page).count()).toBe(16);
    await screenshot(page, "dashboard");

    await sidebarLinks(page).filter({ hasText: "Users" }).click();
    await page.waitForURL("**/admin/users");
    await page.getByRole("heading", { name: "Users", level: 1 }).waitFor();
    expect(await page.getByRole("link", { name: "Users" }).getAttribute("aria-current")).toBe("page");

    await page.getByRole("button", { name: "Open mock chat" }).click();
    await page.getByText("Thread not found. Send a message to create one.").waitFor();
    await screenshot(page, "mock-chat");

    await page.getByRole("button", { name: "Logout" }).click();
    await toast(page, "Logged out successfully").waitFor();
    await page.waitForURL("**/admin/login");
  });

  it("fits the dashboard on a phone, with the sidebar behind a menu", async () => {
    const page = await openPage("/admin/login", PHONE);
    await signIn(page);
    await page.waitForURL("**/admin/dashboard");
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    await screenshot(page, "dashboard-phone");

    await page.getByRole("button", { name: "Open menu" }).click();
    expect(await sidebarLinks(page).count()).toBe(16);
    await screenshot(page, "dashboard-phone-menu");
    await sidebarLinks(page).filter({ hasText: "Settings" }).click();
    await page.waitForURL("**/admin/settings");
    await page.getByRole("navigation", { name: "Admin" }).waitFor({ state: "hidden" });
  });

  it("shows the not-found screen for an unknown path", async () => {
    const page = await openPage("/no-such-page");
    await page.getByText("404 Page Not Found").waitFor();
    await page.getByText("Did you forget to add the page to the router?").waitFor();
  });

  // Last on purpose: throttling counts failures per client address and phone, so signing in is
  // blocked for everything after this test for a while.
  it("passes the server's throttling notice on to a throttled admin", async () => {
    const page = await openPage("/admin/login");
    const attempt = () =>
      page.request.post(`${server.url}/api/admin/login`, {
        data: { phoneNumber: server.admin.phoneNumber, password: "not-the-password" },
      });
    let response = await attempt();
    for (let tries = 0; response.status() !== 429 && tries < 50; tries++) response = await attempt();
    expect(response.status()).toBe(429);
    const { message } = (await response.json()) as { message: string };

    await signIn(page, "not-the-password");
    await toast(page, "Login failed").waitFor();
    await toast(page, message).waitFor();
  });
});
