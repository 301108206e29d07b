import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminSessions, admins } from "../../src/db/schema/index.js";
import { TEST_ADMIN } from "../helpers/test-server.js";
import { hasBrowser } from "./browser.js";
import {
  type ConsoleHarness,
  DESKTOP,
  PHONE,
  screenshot,
  searchParams,
  startConsoleHarness,
  toast,
} from "./console-harness.js";

const IPHONE_SAFARI =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

describe.skipIf(!hasBrowser)("console: own sessions on the Security page", () => {
  let harness: ConsoleHarness;

  beforeAll(async () => {
    harness = await startConsoleHarness();
  });
  afterAll(() => harness?.close());

  /** A sign-in from "a phone", through the API: the cookie value of its session. */
  async function signInFromPhone(): Promise<string> {
    const response = await harness.server.app.inject({
      method: "POST",
      url: "/api/admin/login",
      remoteAddress: "198.51.100.20",
      headers: { "content-type": "application/json", "user-agent": IPHONE_SAFARI },
      payload: JSON.stringify(TEST_ADMIN),
    });
    expect(response.statusCode, response.body).toBe(200);
    return `textpal_session=${response.cookies.find((cookie) => cookie.name === "textpal_session")?.value}`;
  }

  const statusWith = async (cookie: string) =>
    (await harness.server.app.inject({ method: "GET", url: "/api/admin/me", headers: { cookie } }))
      .statusCode;

  async function signInThroughForm(): Promise<Page> {
    const context = await harness.browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${harness.server.url}/admin/login`);
    await page.getByLabel("Phone number").fill(TEST_ADMIN.phoneNumber);
    await page.getByLabel("Password").fill(TEST_ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByRole("heading", { name: "Dashboard" }).first().waitFor();
    return page;
  }

  it("lists the sessions and ends another one, which is then signed out", async () => {
    const page = await signInThroughForm();
    const phoneCookie = await signInFromPhone();
    await page.getByRole("link", { name: "+1 (500) 555-0123" }).click();
    await page.getByRole("heading", { name: "Security" }).waitFor();

    const phoneRow = page.getByRole("row", { name: /Safari 17 on iOS/ });
    await phoneRow.waitFor();
    await phoneRow.getByText("198.51.100.20").waitFor();
    // This browser (headless Chromium) is the current one, and has no End button.
    const current = page.getByRole("row", { name: /This session/ });
    await current.getByText(/Chrome \d+ on Linux/).waitFor();
    expect(await current.getByRole("button", { name: "End" }).count()).toBe(0);
    // The harness's own sign-in came from a client Bowser does not name.
    await page.getByRole("row", { name: /Unknown browser/ }).waitFor();
    await screenshot(page, "sessions-desktop");

    await page.setViewportSize(PHONE);
    await phoneRow.getByText("Safari 17 on iOS").waitFor();
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways).toBeLessThanOrEqual(0);
    await screenshot(page, "sessions-phone");
    await page.setViewportSize(DESKTOP);

    await phoneRow.getByRole("button", { name: "End" }).click();
    const dialog = page.getByRole("alertdialog", { name: "End this session?" });
    await dialog.getByText("Safari 17 on iOS at 198.51.100.20 will be signed out at once").waitFor();
    await dialog.getByRole("button", { name: "End" }).click();
    await toast(page, "Session ended").waitFor();
    await phoneRow.waitFor({ state: "detached" });
    expect(await statusWith(phoneCookie)).toBe(401);
    expect(await page.getByRole("row", { name: /This session/ }).count()).toBe(1);
  });

  it("ends all the other sessions at once, then has none left to end", async () => {
    const page = await harness.openPage("/admin/security");
    const phoneCookie = await signInFromPhone();
    await page.reload();
    const phoneRow = page.getByRole("row", { name: /Safari 17 on iOS/ });
    await phoneRow.waitFor();

    await page.getByRole("button", { name: "End all other sessions" }).click();
    const dialog = page.getByRole("alertdialog", { name: "End all other sessions?" });
    await dialog.getByRole("button", { name: "End all other sessions" }).click();
    // The phone's, and the one the first test signed in through the form.
    await toast(page, "Ended 2 other sessions").waitFor();
    expect(await statusWith(phoneCookie)).toBe(401);
    // The list reloads after the toast; the dialog's own button of that name must be gone too.
    await phoneRow.waitFor({ state: "detached" });
    await dialog.waitFor({ state: "detached" });
    expect(await page.getByRole("button", { name: "End all other sessions" }).isDisabled()).toBe(true);
    expect(await page.locator("main tbody tr").count()).toBe(1);
    await screenshot(page, "sessions-others-ended-desktop");
  });

  it("pages 37 sessions 25 to a page, as every other list (issue 39)", async () => {
    const db = harness.server.database.db;
    const [admin] = await db.select().from(admins).where(eq(admins.phone_number, TEST_ADMIN.phoneNumber));
    if (!admin) throw new Error("no test admin");
    const now = Date.now();
    await db.insert(adminSessions).values(
      Array.from({ length: 36 }, (_, index) => ({
        id: createHash("sha256").update(`paged session ${index}`).digest("hex"),
        admin_id: admin.id,
        created_at: new Date(now - (index + 1) * 60_000),
        last_seen_at: new Date(now - (index + 1) * 60_000),
        expires_at: new Date(now + 86_400_000),
        ip: `198.51.100.${index + 1}`,
        user_agent: IPHONE_SAFARI,
      })),
    );
    for (const [size, viewport] of [
      ["desktop", DESKTOP],
      ["phone", PHONE],
    ] as const) {
      const page = await harness.openPage("/admin/security", viewport);
      await page.getByText("Showing 1–25 of 37 sessions").waitFor();
      expect(await page.locator("main tbody tr").count()).toBe(25);
      await page.getByRole("button", { name: "Page 2", exact: true }).click();
      await page.getByText("Showing 26–37 of 37 sessions").waitFor();
      expect(searchParams(page).get("page")).toBe("2");
      expect(await page.locator("main tbody tr").count()).toBe(12);
      await screenshot(page, `sessions-paged-${size}`);
      await page.context().close();
    }
  });
});
