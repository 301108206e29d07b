import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { referralCodes } from "../../src/db/schema/index.js";
import { findOrCreateUser } from "../../src/domain/users/find-or-create-user.js";
import { hasBrowser } from "./browser.js";
import {
  type ConsoleHarness,
  PHONE,
  screenshot,
  searchParams,
  startConsoleHarness,
  toast,
} from "./console-harness.js";

describe.skipIf(!hasBrowser)("console: referral codes", () => {
  let harness: ConsoleHarness;
  let userCode: string;

  beforeAll(async () => {
    harness = await startConsoleHarness();
    const db = harness.server.database.db;
    userCode = (await findOrCreateUser(db, "+14155550123")).referral_code ?? "";
    await findOrCreateUser(db, "+12125550199");
  });
  afterAll(() => harness?.close());

  const stored = async (code: string) =>
    (await harness.server.database.db.select().from(referralCodes).where(eq(referralCodes.code, code)))[0];

  it("lists user codes with their owners and searches by phone, in the URL", async () => {
    const page = await harness.openPage("/admin/referral-codes");
    const row = page.getByRole("row", { name: new RegExp(userCode) });
    await row.getByText("+1 (415) 555-0123").waitFor();
    await row.getByText("0/1,000").waitFor();
    expect(await row.getByRole("button", { name: "Edit Limit" }).count()).toBe(0);

    await page.getByLabel("Search referral codes").fill("(212) 555");
    await expect.poll(() => searchParams(page).get("search")).toBe("(212) 555");
    await page.getByRole("row", { name: /\+1 \(212\) 555-0199/ }).waitFor();
    await expect.poll(() => page.getByRole("row").count()).toBe(2);
    await page.getByLabel("Search referral codes").fill("nobody");
    await page.getByText("No referral codes found").waitFor();
  });

  it("creates a system code, edits its limit, deactivates and reactivates it", async () => {
    const page = await harness.openPage("/admin/referral-codes");
    await page.getByRole("button", { name: "Create System Code" }).click();
    const dialog = page.getByRole("dialog", { name: "Create System Code" });
    await dialog.getByRole("button", { name: "Create Code" }).click();
    await dialog.getByText("Please enter a referral code.").waitFor();
    await dialog.getByLabel("Code").pressSequentially("spring2x");
    expect(await dialog.getByLabel("Code").inputValue()).toBe("SPRING");
    await dialog.getByRole("button", { name: "Create Code" }).click();
    await toast(page, "Referral Code Created").waitFor();
    const row = page.getByRole("row", { name: /SPRING/ });
    await row.getByRole("cell", { name: "System" }).first().waitFor();
    expect(await stored("SPRING")).toMatchObject({ code_type: "system", max_uses: 1000, is_active: true });

    await row.getByRole("button", { name: "Edit Limit" }).click();
    const limit = page.getByRole("dialog", { name: "Edit Limit" });
    await limit.getByLabel("Max Uses").fill("");
    await limit.getByLabel("Max Uses").pressSequentially("25a0");
    expect(await limit.getByLabel("Max Uses").inputValue()).toBe("250");
    await limit.getByRole("button", { name: "Save Limit" }).click();
    await toast(page, "Referral Code Updated").waitFor();
    await row.getByText("0/250").waitFor();
    expect((await stored("SPRING"))?.max_uses).toBe(250);

    await row.getByRole("switch", { name: "SPRING active" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Deactivate SPRING?" });
    await confirm.getByRole("button", { name: "Deactivate" }).click();
    await toast(page, "Referral Code Deactivated").waitFor();
    await expect.poll(() => row.getByRole("switch").getAttribute("aria-checked")).toBe("false");
    expect((await stored("SPRING"))?.is_active).toBe(false);
    await screenshot(page, "referral-codes");

    // Switching it back on needs no confirmation.
    await row.getByRole("switch", { name: "SPRING active" }).click();
    await toast(page, "Referral Code Updated").waitFor();
    expect(await page.getByRole("alertdialog").count()).toBe(0);
    await expect.poll(async () => (await stored("SPRING"))?.is_active).toBe(true);
  });

  it("shows the server's message for a code that exists in another case", async () => {
    const page = await harness.openPage("/admin/referral-codes");
    await page.getByRole("button", { name: "Create System Code" }).click();
    const dialog = page.getByRole("dialog", { name: "Create System Code" });
    await dialog.getByLabel("Code").fill(userCode.toLowerCase());
    await dialog.getByRole("button", { name: "Create Code" }).click();
    await toast(page, `The referral code ${userCode} already exists.`).waitFor();
    await dialog.waitFor();
  });

  it("fits a phone", async () => {
    const page = await harness.openPage("/admin/referral-codes", PHONE);
    await page.getByRole("row", { name: /SPRING/ }).waitFor();
    await screenshot(page, "referral-codes-phone");
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
});
