import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keywords } from "../../src/db/schema/index.js";
import { hasBrowser } from "./browser.js";
import { type ConsoleHarness, PHONE, screenshot, startConsoleHarness, toast } from "./console-harness.js";

describe.skipIf(!hasBrowser)("console: keywords", () => {
  let harness: ConsoleHarness;

  beforeAll(async () => {
    harness = await startConsoleHarness();
  });
  afterAll(() => harness?.close());

  const storedKeywords = () => harness.server.database.db.select().from(keywords).orderBy(keywords.id);
  const longResponse = "We are open Monday to Friday from 9 am to 5 pm, and Saturdays from 10 am to 2 pm.";

  it("sends a visitor without a session to sign-in", async () => {
    const page = await (await harness.browser.newContext()).newPage();
    await page.goto(`${harness.server.url}/admin/keywords`);
    await page.waitForURL("**/admin/login");
    await toast(page, "Authentication Required").waitFor();
  });

  it("creates, edits and disables a keyword, checking the server after each step", async () => {
    const page = await harness.openPage("/admin/keywords");
    await page.getByRole("heading", { name: "Manage Keywords", level: 1 }).waitFor();
    expect(await page.title()).toMatch(/^Keywords/);
    await page.getByText("No keywords found. Create your first keyword above.").waitFor();

    await page.getByRole("button", { name: "Create Keyword" }).click();
    await page.getByText("Keyword is required").waitFor();
    await page.getByText("Response is required").waitFor();

    await page.getByLabel("Keyword", { exact: true }).fill("HOURS");
    await page.getByLabel("Response").fill(longResponse);
    await page.getByRole("button", { name: "Create Keyword" }).click();
    await toast(page, "Keyword created successfully").waitFor();
    const row = page.getByRole("row", { name: /HOURS/ });
    // The response is cut to 50 characters; no action shows "-".
    await row.getByText(`${longResponse.slice(0, 50).trimEnd()}...`).waitFor();
    expect(await row.getByRole("cell").nth(2).textContent()).toBe("-");
    expect(await storedKeywords()).toMatchObject([{ keyword: "HOURS", action: "none", is_active: true }]);

    // The same word in another case is refused by the server, whose message the toast shows.
    await page.getByLabel("Keyword", { exact: true }).fill("hours");
    await page.getByLabel("Response").fill("Duplicate");
    await page.getByRole("button", { name: "Create Keyword" }).click();
    await toast(page, 'The keyword "hours" already exists.').waitFor();
    expect(await storedKeywords()).toHaveLength(1);

    await row.getByRole("button", { name: "Edit" }).click();
    await page.getByRole("heading", { name: "Edit Keyword" }).waitFor();
    await expect.poll(() => page.getByLabel("Response").inputValue()).toBe(longResponse);
    await page.getByLabel("Action").selectOption("help");
    await page.getByRole("button", { name: "Update Keyword" }).click();
    await toast(page, "Keyword updated successfully").waitFor();
    await row.getByRole("cell", { name: "Help", exact: true }).waitFor();
    expect((await storedKeywords())[0]).toMatchObject({ action: "help", response: longResponse });
    await screenshot(page, "keywords");

    await row.getByRole("button", { name: "Disable" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Disable" }).click();
    await toast(page, "Keyword disabled successfully").waitFor();
    await row.getByText("Inactive").waitFor();
    await expect.poll(async () => (await storedKeywords())[0]?.is_active).toBe(false);
  });

  it("fits a phone", async () => {
    const page = await harness.openPage("/admin/keywords", PHONE);
    await page.getByRole("row", { name: /HOURS/ }).waitFor();
    await screenshot(page, "keywords-phone");
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });
});
