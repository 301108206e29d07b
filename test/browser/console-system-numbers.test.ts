import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listSystemNumbers } from "../../src/db/repositories/system-numbers.js";
import { hasBrowser } from "./browser.js";
import { type ConsoleHarness, PHONE, screenshot, startConsoleHarness, toast } from "./console-harness.js";

describe.skipIf(!hasBrowser)("console: system numbers", () => {
  let harness: ConsoleHarness;
  const stored = () => listSystemNumbers(harness.server.database.db);

  beforeAll(async () => {
    harness = await startConsoleHarness();
  });
  afterAll(() => harness?.close());

  it("says when none are configured, validates and adds a number", async () => {
    const page = await harness.openPage("/admin/system-numbers");
    await page.getByText("No system numbers configured").filter({ visible: true }).waitFor();
    await screenshot(page, "system-numbers-empty");

    await page.getByRole("button", { name: "Add Number" }).click();
    await page.getByText("Number is required").waitFor();
    await page.getByLabel("Number", { exact: true }).fill("4155550100");
    await page.getByRole("button", { name: "Add Number" }).click();
    await page
      .getByText(/E\.164/)
      .first()
      .waitFor();
    expect(await stored()).toEqual([]);

    await page.getByLabel("Number", { exact: true }).fill("+1 (415) 555-0100");
    await page.getByLabel("Friendly Name").first().fill("Main line");
    await page.getByLabel("Campaign").first().fill("Launch");
    await page.getByLabel("Custom Prompt").first().fill("Keep answers under two sentences.");
    await page.getByRole("button", { name: "Add Number" }).click();
    await toast(page, "System number added.").waitFor();
    const [added] = await stored();
    expect(added).toMatchObject({
      number: "+14155550100",
      friendly_name: "Main line",
      campaign: "Launch",
      custom_prompt: "Keep answers under two sentences.",
      is_active: true,
      messages_per_second: 1,
    });
    const row = page.locator("tbody tr").first();
    await row.getByRole("cell", { name: "+1 (415) 555-0100 Main line" }).waitFor();
    const headers = await page.getByRole("columnheader").allTextContents();
    expect(headers).toEqual([
      "Number",
      "Campaign",
      "Messaging Service",
      "Custom Prompt",
      "Rate",
      "Status",
      "Added",
      "Actions",
    ]);
    expect(await row.getByRole("cell").nth(1).textContent()).toBe("Launch");
    expect(await page.getByLabel("Number", { exact: true }).inputValue()).toBe("");
    await screenshot(page, "system-numbers");

    // The same number again: the spec's toast, word for word; the server's reason at the field.
    await page.getByLabel("Number", { exact: true }).fill("+14155550100");
    await page.getByRole("button", { name: "Add Number" }).click();
    await toast(page, "Failed to add system number").waitFor();
    await toast(page, "An error occurred while adding the system number.").waitFor();
    expect(await toast(page, "+14155550100 is already configured.").count()).toBe(0);
    await page.getByText("+14155550100 is already configured.").waitFor();
    expect(await page.getByLabel("Number", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    await screenshot(page, "system-numbers-duplicate");
    expect(await stored()).toHaveLength(1);
  });

  it("edits a number's details and send rate", async () => {
    const page = await harness.openPage("/admin/system-numbers");
    await page.getByRole("button", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit System Number" });
    expect(await dialog.getByLabel("Friendly Name").inputValue()).toBe("Main line");
    await dialog.getByLabel("Messages per Second").fill("0");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await dialog.getByText("Must be at least 0.1").waitFor();
    await dialog.getByLabel("Messages per Second").fill("2.5");
    await dialog.getByLabel("Campaign").fill("");
    await screenshot(page, "system-numbers-edit");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await toast(page, "System number updated.").waitFor();
    await dialog.waitFor({ state: "hidden" });
    expect((await stored())[0]).toMatchObject({
      messages_per_second: 2.5,
      campaign: null,
      friendly_name: "Main line",
    });
    await page.getByRole("cell", { name: "2.5/s" }).waitFor();
  });

  it("deactivates after a confirmation and activates again", async () => {
    const page = await harness.openPage("/admin/system-numbers");
    await page.getByRole("button", { name: "Deactivate" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Deactivate this number?" });
    await confirm.getByRole("button", { name: "Cancel" }).click();
    expect((await stored())[0]?.is_active).toBe(true);

    await page.getByRole("button", { name: "Deactivate" }).click();
    await confirm.getByRole("button", { name: "Deactivate" }).click();
    await toast(page, "System number deactivated.").waitFor();
    expect((await stored())[0]?.is_active).toBe(false);
    await page.getByRole("cell", { name: "Inactive" }).waitFor();

    await page.getByRole("button", { name: "Activate" }).click();
    await toast(page, "System number activated.").waitFor();
    expect((await stored())[0]?.is_active).toBe(true);
  });

  it("fits a phone", async () => {
    const page = await harness.openPage("/admin/system-numbers", PHONE);
    await page.getByRole("button", { name: "Add Number" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, "system-numbers-phone");
  });
});
