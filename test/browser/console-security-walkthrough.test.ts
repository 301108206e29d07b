import { Secret, TOTP } from "otpauth";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBrowser } from "./browser.js";
import {
  type ConsoleHarness,
  DESKTOP,
  PHONE,
  screenshot,
  startConsoleHarness,
  toast,
} from "./console-harness.js";

const CASEY = { phone: "+15005550143", display: "+1 (500) 555-0143", name: "Casey Ops" };
const TEMPORARY = "casey-temporary-42";
const OWN = "casey-chose-this-one";

/**
 * Issue 22's walk-through, as two operators would do it: the first adds Casey; Casey changes the
 * temporary password, turns on two-factor sign-in and signs in with a code and with a recovery
 * code, a reused code being refused; Casey ends the other session; the first admin disables Casey;
 * and the audit log shows every step. The server's clock runs ahead when a new time step is due,
 * so the test does not wait for one.
 */
describe.skipIf(!hasBrowser)("console: accounts, two-factor, sessions and the audit log", () => {
  let harness: ConsoleHarness;
  let aheadMs = 0;
  const now = () => new Date(Date.now() + aheadMs);
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    harness = await startConsoleHarness({ clock: { now }, sleep: async () => {} });
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await harness?.close();
  });

  async function freshPage(viewport = DESKTOP): Promise<Page> {
    const context = await harness.browser.newContext({ viewport });
    contexts.push(context);
    return context.newPage();
  }

  async function signInWithPassword(page: Page, password: string) {
    await page.goto(`${harness.server.url}/admin/login`);
    await page.getByLabel("Phone number").fill(CASEY.phone);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign In" }).click();
  }

  /** What the page's own session gets from the API now. */
  const apiStatus = async (page: Page) =>
    (await page.context().request.get(`${harness.server.url}/api/admin/me`)).status();

  it("walks through every step, and the audit log shows each", { timeout: 120_000 }, async () => {
    // The first admin adds Casey with a temporary password.
    const first = await harness.openPage("/admin/admins");
    await first.getByRole("button", { name: "Add Admin" }).click();
    const add = first.getByRole("dialog", { name: "Add Admin" });
    await add.getByLabel("Phone number").fill(CASEY.phone);
    await add.getByLabel("Name (optional)").fill(CASEY.name);
    await add.getByLabel("Temporary password").fill(TEMPORARY);
    await add.getByRole("button", { name: "Add Admin" }).click();
    await toast(first, "Admin added").waitFor();

    // Casey's first sign-in asks for a password of their own before anything else.
    const laptop = await freshPage();
    await signInWithPassword(laptop, TEMPORARY);
    await laptop.getByRole("heading", { name: "Change your password" }).waitFor();
    await laptop.getByLabel("Current password").fill(TEMPORARY);
    await laptop.getByLabel("New password", { exact: true }).fill(OWN);
    await laptop.getByLabel("Confirm new password").fill(OWN);
    await laptop.getByRole("button", { name: "Change password" }).click();
    await laptop.getByRole("heading", { name: "Dashboard" }).first().waitFor();

    // Two-factor sign-in, from the secret shown beside the QR code.
    await laptop.getByRole("link", { name: CASEY.display }).click();
    await laptop.getByRole("button", { name: "Set up authenticator app" }).click();
    const secret = (await laptop.getByTestId("totp-secret").textContent()) ?? "";
    await laptop.getByRole("img", { name: "QR code for your authenticator app" }).waitFor();
    const totp = new TOTP({ secret: Secret.fromBase32(secret) });
    await laptop.getByLabel("Code from the app").fill(totp.generate({ timestamp: now().getTime() }));
    await laptop.getByRole("button", { name: "Turn on" }).click();
    const recoveryCodes = laptop.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
    await recoveryCodes.first().waitFor();
    const recoveryCode = (await recoveryCodes.first().textContent()) ?? "";
    await laptop.getByRole("button", { name: "I have saved my recovery codes" }).click();
    await laptop.getByText("On. 10 of 10 recovery codes left.").waitFor();

    // Signing in again takes a code: the next time step's, since enrolling spent this one.
    await laptop.getByRole("button", { name: "Logout" }).click();
    await signInWithPassword(laptop, OWN);
    await laptop.getByRole("heading", { name: "Two-factor sign in" }).waitFor();
    aheadMs += 30_000;
    const code = totp.generate({ timestamp: now().getTime() });
    await laptop.getByLabel("Code").fill(code);
    await laptop.getByRole("button", { name: "Verify" }).click();
    await laptop.getByRole("heading", { name: "Dashboard" }).first().waitFor();

    // On a phone the same code is refused (each is good once); a recovery code lets Casey in.
    const phone = await freshPage(PHONE);
    await signInWithPassword(phone, OWN);
    await phone.getByLabel("Code").fill(code);
    await phone.getByRole("button", { name: "Verify" }).click();
    await phone.getByText(/That code is not right/).waitFor();
    await screenshot(phone, "walkthrough-reused-code-phone");
    await phone.getByLabel("Code").fill(recoveryCode);
    await phone.getByRole("button", { name: "Verify" }).click();
    await phone.getByRole("heading", { name: "Dashboard" }).first().waitFor();

    // From the phone, Casey ends the laptop's session; the laptop's next request is refused.
    await phone.goto(`${harness.server.url}/admin/security`);
    await phone.getByText("On. 9 of 10 recovery codes left.").waitFor();
    const other = phone.getByRole("row").filter({ has: phone.getByRole("button", { name: "End" }) });
    await other.waitFor();
    expect(await other.count()).toBe(1);
    await screenshot(phone, "walkthrough-sessions-phone");
    await other.getByRole("button", { name: "End" }).click();
    await phone.getByRole("alertdialog").getByRole("button", { name: "End" }).click();
    await toast(phone, "Session ended").waitFor();
    expect(await apiStatus(laptop)).toBe(401);
    expect(await apiStatus(phone)).toBe(200);

    // The first admin disables Casey, whose phone session is refused from then on.
    await first.reload();
    const caseyRow = first.getByRole("row", { name: new RegExp(CASEY.name) });
    await caseyRow.getByRole("button", { name: "Disable" }).click();
    await first
      .getByRole("alertdialog", { name: "Disable this admin?" })
      .getByRole("button", { name: "Disable" })
      .click();
    await toast(first, "Admin disabled").waitFor();
    expect(await apiStatus(phone)).toBe(401);

    await checkAuditLog(first);
  });

  async function checkAuditLog(page: Page) {
    await page.goto(`${harness.server.url}/admin/audit`);
    const rows = page.locator("main tbody tr");
    await rows.first().waitFor();
    const text = (await rows.allTextContents()).join("\n");
    for (const step of [
      // Actions in words (issue 39), each with the kind of thing it acted on.
      /Created\s*admin/,
      /Changed password\s*admin/,
      /Started set-up\s*two_factor/,
      /Enabled\s*two_factor/,
      /signed in with password and an authenticator code/,
      /Sign-in failed\s*admin/,
      /signed in with password and a recovery code/,
      /Ended session\s*session/,
      /Disabled\s*admin/,
    ]) {
      expect(text).toMatch(step);
    }
    await screenshot(page, "walkthrough-audit-log-desktop");
    await page.setViewportSize(PHONE);
    await screenshot(page, "walkthrough-audit-log-phone");
  }
});
