import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listSystemNumbers } from "../../src/db/repositories/system-numbers.js";
import { MESSAGING_SERVICE_SID_MESSAGE } from "../../src/shared/system-numbers.js";
import { addSystemNumber } from "../helpers/console-fixtures.js";
import { hasBrowser } from "./browser.js";
import { type ConsoleHarness, PHONE, screenshot, startConsoleHarness, toast } from "./console-harness.js";

const SERVICE = `MG${"0123456789abcdef".repeat(2)}`;
const SHORT = "MG0123…cdef";

/** Issue 23: a system number's Messaging Service SID, edited on the System Numbers screen. */
describe.skipIf(!hasBrowser)("console: a system number's Messaging Service", () => {
  let harness: ConsoleHarness;
  const stored = () => listSystemNumbers(harness.server.database.db);

  beforeAll(async () => {
    harness = await startConsoleHarness();
    await addSystemNumber(harness.server.database.db, { number: "+14155550100", friendly_name: "Main line" });
  });
  afterAll(() => harness?.close());

  it("refuses a bad SID with the field's message, saves a good one and shows it in the list", async () => {
    const page = await harness.openPage("/admin/system-numbers");
    await page.getByRole("button", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit System Number" });
    const field = dialog.getByLabel("Messaging Service SID");
    expect(await field.inputValue()).toBe("");

    await field.fill("MG123");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await dialog.getByText(MESSAGING_SERVICE_SID_MESSAGE).waitFor();
    expect(await field.getAttribute("aria-invalid")).toBe("true");
    await screenshot(page, "system-numbers-messaging-service-invalid");
    expect((await stored())[0]?.messaging_service_sid).toBeNull();

    await field.fill(` ${SERVICE} `);
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await toast(page, "System number updated.").waitFor();
    await dialog.waitFor({ state: "hidden" });
    expect((await stored())[0]).toMatchObject({ messaging_service_sid: SERVICE, friendly_name: "Main line" });
    // Issue 39 point 13: a column of its own (the third), cut to its ends on one line, the whole
    // SID on hover and copied by its button; the Campaign column (the second) keeps the campaign.
    const cells = page.locator("tbody tr").first().getByRole("cell");
    const sid = cells.nth(2).getByText(SHORT);
    await sid.waitFor();
    expect(await sid.getAttribute("title")).toBe(SERVICE);
    expect(await cells.nth(1).textContent()).toBe("—");
    const box = await sid.boundingBox();
    const line = await sid.evaluate((span) => Number.parseFloat(getComputedStyle(span).lineHeight));
    expect(box?.height ?? 0).toBeLessThan(1.5 * line);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await cells.nth(2).getByRole("button", { name: "Copy Messaging Service SID" }).click();
    await toast(page, "Copied to clipboard").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(SERVICE);
    await screenshot(page, "system-numbers-messaging-service");
  });

  it("opens the dialog with the saved SID, and clears it", async () => {
    const page = await harness.openPage("/admin/system-numbers");
    await page.getByRole("button", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit System Number" });
    const field = dialog.getByLabel("Messaging Service SID");
    expect(await field.inputValue()).toBe(SERVICE);
    await field.fill("");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await toast(page, "System number updated.").waitFor();
    expect((await stored())[0]?.messaging_service_sid).toBeNull();
    await page.getByText(SHORT).waitFor({ state: "detached" });
    expect(await page.locator("tbody tr").first().getByRole("cell").nth(2).textContent()).toBe("—");
  });

  it("adds a number with a SID from the add form", async () => {
    const page = await harness.openPage("/admin/system-numbers");
    await page.getByLabel("Number", { exact: true }).fill("+14155550101");
    const field = page.getByLabel("Messaging Service SID");
    await field.fill("PN0123");
    await page.getByRole("button", { name: "Add Number" }).click();
    await page.getByText(MESSAGING_SERVICE_SID_MESSAGE).waitFor();
    expect(await stored()).toHaveLength(1);
    await field.fill(SERVICE);
    await page.getByRole("button", { name: "Add Number" }).click();
    await toast(page, "System number added.").waitFor();
    const added = (await stored()).find((row) => row.number === "+14155550101");
    expect(added?.messaging_service_sid).toBe(SERVICE);
  });

  it("shows the SID on a phone's card without scrolling sideways", async () => {
    const page = await harness.openPage("/admin/system-numbers", PHONE);
    // On a line of its own, labelled by its column's header.
    const line = page.locator("td[data-label='Messaging Service']").filter({ hasText: SHORT });
    await line.getByText(SHORT).filter({ visible: true }).waitFor();
    expect(await line.evaluate((cell) => getComputedStyle(cell, "::before").content)).toBe(
      '"Messaging Service"',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, "system-numbers-messaging-service-phone");
  });
});
