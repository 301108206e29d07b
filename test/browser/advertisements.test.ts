import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advertisements } from "../../src/db/schema/index.js";
import { hasBrowser } from "./browser.js";
import { type ConsoleHarness, PHONE, screenshot, startConsoleHarness, toast } from "./console-harness.js";

describe.skipIf(!hasBrowser)("console: advertisements", () => {
  let harness: ConsoleHarness;

  beforeAll(async () => {
    harness = await startConsoleHarness();
  });
  afterAll(() => harness?.close());

  const db = () => harness.server.database.db;
  const storedAds = () => db().select().from(advertisements).orderBy(advertisements.id);

  it("sends a visitor without a session to sign-in", async () => {
    const page = await (await harness.browser.newContext()).newPage();
    await page.goto(`${harness.server.url}/admin/advertisements`);
    await page.waitForURL("**/admin/login");
    await toast(page, "Authentication Required").waitFor();
    await toast(page, "Please log in to access this page").waitFor();
  });

  it("creates, edits and disables an advertisement, checking the server after each step", async () => {
    const page = await harness.openPage("/admin/advertisements");
    await page.getByText("No advertisements found. Create your first advertisement above.").waitFor();
    expect(await page.getByLabel("Frequency (show every X messages)").inputValue()).toBe("20");

    await page.getByRole("button", { name: "Create Advertisement" }).click();
    await page.getByText("Title is required").waitFor();
    await page.getByText("Merchant is required").waitFor();
    await page.getByLabel("Title").fill("Coffee deal");
    await page.getByLabel("Merchant").fill("Bean There");
    await page.getByLabel("Content").fill("Two lattes for one at Bean There.");
    await page.getByLabel("URL").fill("beanthere");
    await page.getByLabel("Frequency (show every X messages)").fill("0");
    await page.getByRole("button", { name: "Create Advertisement" }).click();
    await page.getByText("Please enter a valid URL").waitFor();
    await page.getByText("Frequency must be at least 1").waitFor();
    expect(await storedAds()).toEqual([]);

    await page.getByLabel("URL").fill("https://beanthere.example");
    await page.getByLabel("Frequency (show every X messages)").fill("15");
    await page.getByRole("button", { name: "Create Advertisement" }).click();
    await toast(page, "Advertisement created successfully").waitFor();
    const row = page.getByRole("row", { name: /Coffee deal/ });
    await row.getByText("Every 15 messages").waitFor();
    await row.getByText("Active").waitFor();
    await expect.poll(() => page.getByLabel("Title").inputValue()).toBe("");
    const [created] = await storedAds();
    expect(created).toMatchObject({
      title: "Coffee deal",
      merchant: "Bean There",
      frequency: 15,
      is_active: true,
    });
    await screenshot(page, "advertisements");

    await row.getByRole("button", { name: "Edit" }).click();
    await page.getByRole("heading", { name: "Edit Advertisement" }).waitFor();
    await expect.poll(() => page.getByLabel("Title").inputValue()).toBe("Coffee deal");
    await page.getByRole("button", { name: "Cancel" }).click();
    await page.getByRole("heading", { name: "Create Advertisement" }).waitFor();
    await expect.poll(() => page.getByLabel("Title").inputValue()).toBe("");
    expect(await page.getByRole("button", { name: "Cancel" }).count()).toBe(0);

    await row.getByRole("button", { name: "Edit" }).click();
    await page.getByLabel("Title").fill("Coffee deal, extended");
    await page.getByRole("button", { name: "Update Advertisement" }).click();
    await toast(page, "Advertisement updated successfully").waitFor();
    await page.getByRole("row", { name: /Coffee deal, extended/ }).waitFor();
    await page.getByRole("button", { name: "Create Advertisement" }).waitFor();
    expect((await storedAds())[0]).toMatchObject({ title: "Coffee deal, extended", frequency: 15 });

    await page
      .getByRole("row", { name: /Coffee deal, extended/ })
      .getByRole("button", { name: "Disable" })
      .click();
    const confirm = page.getByRole("alertdialog", { name: "Disable this advertisement?" });
    await confirm.getByRole("button", { name: "Disable" }).click();
    await toast(page, "Advertisement disabled successfully").waitFor();
    const disabledRow = page.getByRole("row", { name: /Coffee deal, extended/ });
    await disabledRow.getByText("Inactive").waitFor();
    expect(await disabledRow.getByRole("button", { name: "Disable" }).count()).toBe(0);
    await expect.poll(async () => (await storedAds())[0]?.is_active).toBe(false);
    expect(await storedAds()).toHaveLength(1);
  });

  it("shows the server's message when a save is refused", async () => {
    const page = await harness.openPage("/admin/advertisements");
    const [ad] = await storedAds();
    await page
      .getByRole("row", { name: /Coffee deal/ })
      .getByRole("button", { name: "Edit" })
      .click();
    // Someone else removed it meanwhile: the update answers 404 with the server's message.
    await db()
      .delete(advertisements)
      .where(eq(advertisements.id, ad?.id ?? 0));
    await page.getByRole("button", { name: "Update Advertisement" }).click();
    await toast(page, "Error").waitFor();
    await toast(page, "Advertisement not found").waitFor();
  });

  it("fits a phone", async () => {
    await db().insert(advertisements).values({
      title: "Pizza night",
      content: "Large pizza for the price of a medium, every Tuesday.",
      merchant: "Slice Co",
      url: "https://slice.example",
    });
    const page = await harness.openPage("/admin/advertisements", PHONE);
    await page.getByRole("row", { name: /Pizza night/ }).waitFor();
    await screenshot(page, "advertisements-phone");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
