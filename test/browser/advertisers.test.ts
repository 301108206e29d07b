import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { advertiserAdvertisements, advertisers } from "../../src/db/schema/index.js";
import { hasBrowser } from "./browser.js";
import { type ConsoleHarness, PHONE, screenshot, startConsoleHarness, toast } from "./console-harness.js";

describe.skipIf(!hasBrowser)("console: advertisers and their advertisements", () => {
  let harness: ConsoleHarness;

  beforeAll(async () => {
    harness = await startConsoleHarness();
  });
  afterAll(() => harness?.close());

  const db = () => harness.server.database.db;
  const storedAdvertisers = () => db().select().from(advertisers).orderBy(advertisers.id);
  const storedAds = (advertiserId: number) =>
    db()
      .select()
      .from(advertiserAdvertisements)
      .where(eq(advertiserAdvertisements.advertiser_id, advertiserId))
      .orderBy(advertiserAdvertisements.id);

  it("adds and edits advertisers in the card grid", async () => {
    const page = await harness.openPage("/admin/advertisers");
    await page.getByText("No Advertisers Yet").waitFor();
    await page.getByText("Create your first advertiser to start managing advertisements").waitFor();

    await page.getByRole("button", { name: "Add Advertiser" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Advertiser" });
    await dialog.getByLabel("Name").fill("B");
    await dialog.getByLabel("Website").fill("beanthere");
    await dialog.getByRole("button", { name: "Create Advertiser" }).click();
    await dialog.getByText("Name must be at least 2 characters").waitFor();
    await dialog.getByText("Please enter a valid URL").waitFor();

    await dialog.getByLabel("Name").fill("Bean There");
    await dialog.getByLabel("Contact Info").fill("ads@beanthere.example");
    await dialog.getByLabel("Website").fill("https://beanthere.example");
    await dialog.getByLabel("Notes").fill("Pays quarterly.");
    await dialog.getByRole("button", { name: "Create Advertiser" }).click();
    await toast(page, "Advertiser Created").waitFor();
    await dialog.waitFor({ state: "detached" });
    const card = page.getByRole("article", { name: "Bean There" });
    await card.getByText("Pays quarterly.").waitFor();
    const website = card.getByRole("link", { name: "https://beanthere.example" });
    expect(await website.getAttribute("target")).toBe("_blank");
    const [created] = await storedAdvertisers();
    expect(created).toMatchObject({
      name: "Bean There",
      website: "https://beanthere.example",
      is_active: true,
    });
    await card.getByText(`ID: ${created?.id}`).waitFor();

    await card.getByRole("button", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Advertiser" });
    expect(await edit.getByLabel("Name").inputValue()).toBe("Bean There");
    await edit.getByLabel("Active").click();
    await edit.getByRole("button", { name: "Update Advertiser" }).click();
    await toast(page, "Advertiser Updated").waitFor();
    await card.getByText("Inactive").waitFor();
    expect(await card.evaluate((element) => getComputedStyle(element).opacity)).toBe("0.6");
    await expect.poll(async () => (await storedAdvertisers())[0]?.is_active).toBe(false);
    await screenshot(page, "advertisers");
  });

  it("adds, edits and deletes an advertiser's advertisements", async () => {
    const [advertiser] = await storedAdvertisers();
    const id = advertiser?.id ?? 0;
    const page = await harness.openPage("/admin/advertisers");
    await page
      .getByRole("article", { name: "Bean There" })
      .getByRole("link", { name: "Advertisements" })
      .click();
    await page.waitForURL(`**/admin/advertisers/${id}/advertisements`);
    await page.getByRole("heading", { name: "Bean There - Advertisements", level: 1 }).waitFor();
    await page.getByText("No Advertisements Yet").waitFor();

    await page.getByRole("button", { name: "Add Advertisement" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Advertisement" });
    expect(await dialog.getByLabel("Target Tier").inputValue()).toBe("free");
    await dialog.getByLabel("Title").fill("M");
    await dialog.getByLabel("Content").fill("x");
    await dialog.getByRole("button", { name: "Create Advertisement" }).click();
    await dialog.getByText("Title must be at least 2 characters").waitFor();
    await dialog.getByText("Content is required").waitFor();
    await dialog.getByLabel("Title").fill("Morning special");
    await dialog.getByLabel("Content").fill("Half-price croissants before 9.");
    await dialog.getByLabel("Frequency").fill("daily");
    await dialog.getByRole("button", { name: "Create Advertisement" }).click();
    await toast(page, "Advertisement Created").waitFor();
    const row = page.getByRole("row", { name: /Morning special/ });
    await row.getByRole("cell", { name: "None" }).waitFor();
    await row.getByText("Free").waitFor();
    expect(await storedAds(id)).toMatchObject([
      { title: "Morning special", target_tier: "free", url: null, frequency: "daily" },
    ]);

    await row.getByRole("button", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Advertisement" });
    await edit.getByLabel("Title").fill("");
    await edit.getByLabel("URL").fill("https://beanthere.example/croissants");
    await edit.getByLabel("Target Tier").selectOption("all");
    await edit.getByRole("button", { name: "Update Advertisement" }).click();
    await edit.getByText("Title must be at least 2 characters").waitFor();
    await edit.getByLabel("Title").fill("Morning special");
    await edit.getByRole("button", { name: "Update Advertisement" }).click();
    await toast(page, "Advertisement Updated").waitFor();
    await row.getByRole("link", { name: "https://beanthere.example/croissants" }).waitFor();
    expect((await storedAds(id))[0]).toMatchObject({
      target_tier: "all",
      url: "https://beanthere.example/croissants",
    });
    await screenshot(page, "advertiser-advertisements");

    await row.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByText("Are you sure you want to delete this advertisement?").waitFor();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await toast(page, "Advertisement Deleted").waitFor();
    await page.getByText("No Advertisements Yet").waitFor();
    expect(await storedAds(id)).toEqual([]);

    await page.getByRole("link", { name: "Back to Advertisers" }).click();
    await page.waitForURL("**/admin/advertisers");
  });

  it("shows 'Untitled' for an advertisement without a title, and fits a phone", async () => {
    const [advertiser] = await storedAdvertisers();
    await db()
      .insert(advertiserAdvertisements)
      .values({ advertiser_id: advertiser?.id ?? 0, content: "Imported without a title." });
    const page = await harness.openPage(`/admin/advertisers/${advertiser?.id}/advertisements`, PHONE);
    await page.getByRole("cell", { name: "Untitled" }).waitFor();
    await screenshot(page, "advertiser-advertisements-phone");
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
  });

  it("says 'Invalid advertiser ID' for an id that is not one", async () => {
    const page = await harness.openPage("/admin/advertisers/abc/advertisements");
    await page.getByText("Invalid advertiser ID").waitFor();
    const missing = await harness.openPage("/admin/advertisers/424242/advertisements");
    await missing.getByText("Invalid advertiser ID").waitFor();
  });
});
