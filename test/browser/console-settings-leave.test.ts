import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSettings } from "../../src/db/repositories/settings.js";
import { signInCookie } from "../helpers/sign-in.js";
import { hasBrowser } from "./browser.js";
import { type ConsoleHarness, PHONE, screenshot, startConsoleHarness } from "./console-harness.js";

/** Issue 39: Settings asks before it is left with unsaved edits, and only then. */
describe.skipIf(!hasBrowser)("console: leaving Settings", () => {
  let harness: ConsoleHarness;
  const stored = () => readSettings(harness.server.database.db);

  beforeAll(async () => {
    harness = await startConsoleHarness();
  });
  afterAll(() => harness?.close());

  it("asks before leaving with unsaved edits, by a console link or by closing the tab (issue 39)", async () => {
    const page = await harness.openPage("/admin/settings");
    const limit = page.getByLabel("Free Message Limit");
    const usersLink = page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Users" });
    const ask = page.getByRole("alertdialog", { name: "Leave without saving?" });
    await limit.fill("41");

    await usersLink.click();
    await ask.waitFor();
    await screenshot(page, "settings-leave-unsaved-desktop");
    await ask.getByRole("button", { name: "Stay on this page" }).click();
    await ask.waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe("/admin/settings");
    expect(await limit.inputValue()).toBe("41");
    // Another tab of the same page is no leaving.
    await page.getByRole("tab", { name: "Payment Settings" }).click();
    await page.getByLabel("Venmo Handle").waitFor();
    expect(await ask.count()).toBe(0);

    // Closing (or reloading) the tab: the browser's own question, refused here.
    const question = page.waitForEvent("dialog");
    await page.close({ runBeforeUnload: true });
    const beforeUnload = await question;
    expect(beforeUnload.type()).toBe("beforeunload");
    await beforeUnload.dismiss();
    expect(page.isClosed()).toBe(false);

    await usersLink.click();
    await ask.getByRole("button", { name: "Leave without saving" }).click();
    await page.getByRole("heading", { name: "Users" }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/users");
    expect((await stored()).FREE_MESSAGE_LIMIT).not.toBe("41");
  });

  it("lets a saved or discarded Settings go without asking, and asks on a phone too", async () => {
    const page = await harness.openPage("/admin/settings", PHONE);
    const limit = page.getByLabel("Free Message Limit");
    const openMenu = () => page.getByRole("button", { name: /Open menu/ }).click();
    const usersLink = page.getByRole("dialog", { name: "Navigation" }).getByRole("link", { name: "Users" });
    const ask = page.getByRole("alertdialog", { name: "Leave without saving?" });
    await limit.fill("42");
    await openMenu();
    await usersLink.click();
    await ask.waitFor();
    await screenshot(page, "settings-leave-unsaved-phone");
    await ask.getByRole("button", { name: "Stay on this page" }).click();
    await ask.waitFor({ state: "detached" });

    await page.getByRole("button", { name: "Discard changes" }).click();
    await openMenu();
    await usersLink.click();
    await page.waitForURL(/\/admin\/users$/);
    expect(await ask.count()).toBe(0);
    // Nothing unsaved: closing the tab asks nothing either.
    let asked = false;
    page.on("dialog", () => {
      asked = true;
    });
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => page.isClosed()).toBe(true);
    expect(asked).toBe(false);
  });

  it("asks when the browser's Back would leave with unsaved edits, not when it steps back a tab", async () => {
    const page = await harness.openPage("/admin/users");
    await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Settings" }).click();
    const limit = page.getByLabel("Free Message Limit");
    const ask = page.getByRole("alertdialog", { name: "Leave without saving?" });
    // Playwright's goBack waits for a load that a page of the console never makes.
    const back = () => page.evaluate(() => history.back());
    await limit.fill("43");
    await page.getByRole("tab", { name: /Payment Settings/ }).click();
    await page.getByLabel("Venmo Handle").waitFor();

    await back();
    await page.getByRole("tab", { name: /General Settings/, selected: true }).waitFor();
    expect(await ask.count()).toBe(0);

    // Editing on, so the question hands focus back to the field rather than to the Payment tab.
    await limit.fill("45");
    await back();
    await ask.waitFor();
    await screenshot(page, "settings-leave-back-desktop");
    await page.setViewportSize(PHONE);
    await screenshot(page, "settings-leave-back-phone");
    await ask.getByRole("button", { name: "Stay on this page" }).click();
    await ask.waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe("/admin/settings");
    expect(await limit.inputValue()).toBe("45");

    await back();
    await ask.getByRole("button", { name: "Leave without saving" }).click();
    await page.getByRole("heading", { name: "Users", level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/users");
  });

  it("asks before signing out with unsaved edits", async () => {
    // A session of its own: signing out ends it, and the other pages of this file share theirs.
    const [name = "", value = ""] = (await signInCookie(harness.server.app)).split("=");
    const page = await harness.openPage("/admin/settings", undefined, (fresh) =>
      fresh.context().addCookies([{ name, value, url: harness.server.url }]),
    );
    const limit = page.getByLabel("Free Message Limit");
    const logout = page.getByRole("button", { name: "Logout" });
    const ask = page.getByRole("alertdialog", { name: "Leave without saving?" });
    await limit.fill("44");

    await logout.click();
    await ask.getByRole("button", { name: "Stay on this page" }).click();
    await ask.waitFor({ state: "detached" });
    expect(await limit.inputValue()).toBe("44");

    await logout.click();
    await ask.getByRole("button", { name: "Leave without saving" }).click();
    await page.getByText("Admin sign in").waitFor();
    expect(new URL(page.url()).pathname).toBe("/admin/login");
  });
});
