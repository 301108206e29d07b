import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertMicroUi } from "../../src/db/repositories/micro-uis.js";
import {
  advertisements,
  advertiserAdvertisements,
  advertisers,
  announcements,
  keywords,
  prompts,
  referralCodes,
} from "../../src/db/schema/index.js";
import {
  addAuditEntries,
  addQueuedMessage,
  addSystemNumber,
  addThread,
  addUser,
  hoursAgo,
} from "../helpers/console-fixtures.js";
import { checkConsoleScreens, consoleScreens } from "./accessibility-screens.js";
import { type AxeFinding, axeViolations, BLOCKING_IMPACTS, logFindings } from "./axe.js";
import { hasBrowser } from "./browser.js";
import { type ConsoleHarness, DESKTOP, PHONE, startConsoleHarness } from "./console-harness.js";

/**
 * Issue 39, "Accessibility, measured": axe-core on every console screen with data, and on forms
 * submitted with invalid input, at 1280 and 390 px. No serious or critical violation may be found;
 * the lesser ones are printed as a table. Empty and failing screens: accessibility-console-empty.test.ts.
 */
describe.skipIf(!hasBrowser)("console: accessibility of every screen with data", () => {
  let harness: ConsoleHarness;
  let advertiserId = 0;
  const lesser: AxeFinding[] = [];
  const screens = consoleScreens(async () => `/admin/advertisers/${advertiserId}/advertisements`);

  beforeAll(async () => {
    harness = await startConsoleHarness();
    const db = harness.server.database.db;
    const [advertiser] = await db.insert(advertisers).values({ name: "Bean There" }).returning();
    advertiserId = advertiser?.id ?? 0;
    const user = await addUser(db, { phone_number: "+13035550100", profile: "Likes hiking" });
    const thread = await addThread(db, [user], [{ role: "user", content: "Hello there", at: hoursAgo(2) }]);
    await db.insert(keywords).values({ keyword: "HOURS", response: "We are open 9 to 5", action: "help" });
    await db.insert(advertisements).values({
      title: "Coffee deal",
      content: "Two for one",
      merchant: "Beans",
      url: "https://example.com",
    });
    await db
      .insert(advertiserAdvertisements)
      .values({ advertiser_id: advertiserId, title: "Morning special", content: "Breakfast", url: null });
    await addSystemNumber(db, { number: "+14155550100", friendly_name: "Main line", campaign: "Launch" });
    await db.insert(referralCodes).values({ code: "SPRING", code_type: "system", current_uses: 4 });
    await addQueuedMessage(db, {
      content: "Reminder: water the plants",
      recipient: "+13035550100",
      type: "reminder",
      scheduled_for: new Date(Date.now() + 86_400_000),
    });
    await insertMicroUi(db, {
      type: "checklist",
      slug: "01JXA11YMICROUI00000000001",
      thread_id: thread.id,
      user_id: user.id,
      payload: {
        meta: { type: "checklist", title: "Groceries" },
        layout: { type: "page", components: [{ id: "t", type: "text", props: { content: "Hello" } }] },
        data: {},
      },
      at: hoursAgo(3),
    });
    await db.insert(announcements).values({
      name: "Spring update",
      message: "Spring is here",
      cohort: "all",
      delivery_date: new Date(Date.now() + 3 * 86_400_000),
    });
    await db.insert(prompts).values({ type: "layout_check", content: "You check layouts." });
    await addAuditEntries(db, [
      {
        created_at: hoursAgo(1),
        admin_phone: "+13035550199",
        action: "keywords.update",
        resource_type: "keyword",
        resource_id: "HOURS",
      },
    ]);
  });
  afterAll(async () => {
    logFindings("console, with data and invalid forms: moderate and minor", lesser);
    await harness?.close();
  });

  it("finds nothing serious on any screen with data", async () => {
    const found = await checkConsoleScreens(harness, screens, "filled", { screenshots: ["prompts"] });
    lesser.push(...found.lesser);
    expect(found.blocking).toEqual([]);
  });

  it("finds nothing serious in forms submitted with invalid input", async () => {
    const findings: AxeFinding[] = [];
    for (const viewport of [DESKTOP, PHONE]) {
      const where = { state: "invalid form", width: viewport.width };
      // A form on the page: the keyword's fields are required.
      const page = await harness.openPage("/admin/keywords", viewport);
      await page.getByRole("button", { name: "Create Keyword" }).click();
      await page.getByText("Keyword is required").waitFor();
      findings.push(...(await axeViolations(page, { route: "keywords", ...where })));
      // A form in a dialog, refused under its field.
      await page.evaluate(() => history.pushState(null, "", "/admin/admins"));
      await page.getByRole("button", { name: "Add Admin" }).click();
      const dialog = page.getByRole("dialog", { name: "Add Admin" });
      await dialog.getByLabel("Phone number").fill("12");
      await dialog.getByLabel("Temporary password").fill("short");
      await dialog.getByRole("button", { name: "Add Admin" }).click();
      await dialog.getByText("Password must be at least 12 characters.").waitFor();
      findings.push(...(await axeViolations(page, { route: "admins: Add Admin", ...where })));
      await page.context().close();
    }
    lesser.push(...findings.filter((finding) => !BLOCKING_IMPACTS.has(finding.impact)));
    expect(findings.filter((finding) => BLOCKING_IMPACTS.has(finding.impact))).toEqual([]);
  });
});
