import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  advertiserAdvertisements,
  advertisers,
  announcements,
  prompts,
  referralCodes,
} from "../../src/db/schema/index.js";
import {
  addChecklistMicroUi,
  addSystemNumber,
  addThread,
  addUser,
  hoursAgo,
} from "../helpers/console-fixtures.js";
import { signInCookie } from "../helpers/sign-in.js";
import { hasBrowser } from "./browser.js";
import { type ConsoleHarness, startConsoleHarness } from "./console-harness.js";

/**
 * Issue 39 point 4: every dialog the console opens from a button gives focus back to that button
 * when it closes, by Escape and by its Cancel or Close button, as the confirmations already did.
 * Before, the dialogs opened from state (no Radix Trigger) sent focus to <body>.
 */

interface Case {
  name: string;
  path: () => string;
  /** The control that opens the dialog, focused and pressed with Enter as a keyboard user does. */
  opener: (page: Page) => Locator;
  dialog: string;
  /** The dialog's own button that closes it without saving. */
  close: "Cancel" | "Close";
  /** A dialog around the opener that must be open first (Erase user sits in User Details). */
  before?: (page: Page) => Promise<void>;
}

const PHONE_NUMBER = "+13035550177";

describe.skipIf(!hasBrowser)("console: dialogs give focus back to what opened them", () => {
  let harness: ConsoleHarness;
  let advertiserId = 0;
  let page: Page;

  beforeAll(async () => {
    harness = await startConsoleHarness();
    const db = harness.server.database.db;
    const user = await addUser(db, { phone_number: PHONE_NUMBER });
    const thread = await addThread(db, [user], [{ role: "user", content: "Hello", at: hoursAgo(1) }]);
    await addChecklistMicroUi(db, {
      slug: "01JXFOCUSMICROUI000000000001",
      thread_id: thread.id,
      user_id: user.id,
      at: hoursAgo(1),
    });
    const [advertiser] = await db.insert(advertisers).values({ name: "Bean There" }).returning();
    advertiserId = advertiser?.id ?? 0;
    await db
      .insert(advertiserAdvertisements)
      .values({ advertiser_id: advertiserId, title: "Morning special", content: "Breakfast" });
    await db.insert(announcements).values({
      name: "Spring update",
      message: "Spring is here",
      cohort: "all",
      delivery_date: new Date(Date.now() + 3 * 86_400_000),
    });
    await db.insert(prompts).values({ type: "focus_check", content: "You are helpful." });
    await db.insert(referralCodes).values({ code: "SPRING", code_type: "system" });
    await addSystemNumber(db, { number: "+14155550100", friendly_name: "Main line" });
    const added = await harness.server.app.inject({
      method: "POST",
      url: "/api/admin/admins",
      headers: { cookie: await signInCookie(harness.server.app), "x-requested-with": "fetch" },
      payload: { phone_number: "+15005550142", name: "Robin Ops", temporary_password: "robin-temporary-42" },
    });
    expect(added.statusCode).toBe(201);
    page = await harness.openPage("/admin/dashboard");
  });
  afterAll(() => harness?.close());

  const row = (page: Page, text: string) => page.getByRole("row", { name: new RegExp(text) });
  const openUserDetails = async (page: Page) => {
    await page.getByRole("button", { name: /\+1 \(303\) 555-0177/ }).click();
    await page.getByRole("dialog", { name: "User Details" }).waitFor();
  };

  const cases: Case[] = [
    {
      name: "Add Admin",
      path: () => "/admin/admins",
      opener: (page) => page.getByRole("button", { name: "Add Admin" }),
      dialog: "Add Admin",
      close: "Cancel",
    },
    {
      name: "Reset Password",
      path: () => "/admin/admins",
      opener: (page) => row(page, "Robin Ops").getByRole("button", { name: "Reset password" }),
      dialog: "Reset Password",
      close: "Cancel",
    },
    {
      name: "Change Password",
      path: () => "/admin/admins",
      opener: (page) => row(page, "You").getByRole("button", { name: "Change password" }),
      dialog: "Change your password",
      close: "Close",
    },
    {
      name: "User Details",
      path: () => "/admin/users",
      opener: (page) => page.getByRole("button", { name: /\+1 \(303\) 555-0177/ }),
      dialog: "User Details",
      close: "Close",
    },
    {
      name: "Erase user, inside User Details",
      path: () => "/admin/users",
      before: openUserDetails,
      opener: (page) =>
        page.getByRole("dialog", { name: "User Details" }).getByRole("button", { name: "Erase user" }),
      dialog: "Erase this user?",
      close: "Cancel",
    },
    {
      name: "Thread Messages",
      path: () => "/admin/threads",
      opener: (page) => page.getByRole("button", { name: /View messages with/ }),
      dialog: "Thread Messages",
      close: "Close",
    },
    {
      name: "Micro UI Details",
      path: () => "/admin/micro-uis",
      opener: (page) => page.getByRole("button", { name: "Details" }),
      dialog: "Micro UI Details",
      close: "Close",
    },
    {
      name: "Create System Code",
      path: () => "/admin/referral-codes",
      opener: (page) => page.getByRole("button", { name: "Create System Code" }),
      dialog: "Create System Code",
      close: "Cancel",
    },
    {
      name: "Edit Limit",
      path: () => "/admin/referral-codes",
      opener: (page) => row(page, "SPRING").getByRole("button", { name: "Edit Limit" }),
      dialog: "Edit Limit",
      close: "Cancel",
    },
    {
      name: "Add New Job",
      path: () => "/admin/jobs",
      opener: (page) => page.getByRole("button", { name: "Add New Job" }),
      dialog: "Add New Job",
      close: "Cancel",
    },
    {
      name: "Edit Job",
      path: () => "/admin/jobs",
      opener: (page) => page.getByRole("button", { name: "Edit", exact: true }).first(),
      dialog: "Edit Job",
      close: "Cancel",
    },
    {
      name: "Add New Prompt",
      path: () => "/admin/prompts",
      opener: (page) => page.getByRole("button", { name: "Add New Prompt" }),
      dialog: "Add New Prompt",
      close: "Cancel",
    },
    {
      name: "Edit Prompt",
      path: () => "/admin/prompts",
      opener: (page) =>
        page.getByRole("article", { name: "focus_check" }).getByRole("button", { name: "Edit" }),
      dialog: "Edit Prompt",
      close: "Cancel",
    },
    {
      name: "Prompt History",
      path: () => "/admin/prompts",
      opener: (page) =>
        page.getByRole("article", { name: "focus_check" }).getByRole("button", { name: "History" }),
      dialog: "Prompt History",
      close: "Close",
    },
    {
      name: "Create Announcement",
      path: () => "/admin/announcements",
      opener: (page) => page.getByRole("button", { name: "Create Announcement" }),
      dialog: "Create Announcement",
      close: "Close",
    },
    {
      name: "Edit Announcement",
      path: () => "/admin/announcements",
      opener: (page) => page.getByRole("button", { name: "Edit Spring update" }),
      dialog: "Edit Announcement",
      close: "Close",
    },
    {
      name: "Add Advertiser",
      path: () => "/admin/advertisers",
      opener: (page) => page.getByRole("button", { name: "Add Advertiser" }),
      dialog: "Add Advertiser",
      close: "Cancel",
    },
    {
      name: "Edit Advertiser",
      path: () => "/admin/advertisers",
      opener: (page) =>
        page.getByRole("article", { name: "Bean There" }).getByRole("button", { name: "Edit" }),
      dialog: "Edit Advertiser",
      close: "Cancel",
    },
    {
      name: "Add Advertisement",
      path: () => `/admin/advertisers/${advertiserId}/advertisements`,
      opener: (page) => page.getByRole("button", { name: "Add Advertisement" }),
      dialog: "Add Advertisement",
      close: "Cancel",
    },
    {
      name: "Edit Advertisement",
      path: () => `/admin/advertisers/${advertiserId}/advertisements`,
      opener: (page) => row(page, "Morning special").getByRole("button", { name: "Edit" }),
      dialog: "Edit Advertisement",
      close: "Cancel",
    },
    {
      name: "Edit System Number",
      path: () => "/admin/system-numbers",
      opener: (page) => row(page, "Main line").getByRole("button", { name: "Edit" }),
      dialog: "Edit System Number",
      close: "Cancel",
    },
  ];

  const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

  it.each(cases)("$name: focus back on its opener after Escape and after $close", async (entry) => {
    // The console's own navigation, as an operator moves between screens.
    await page.evaluate((to) => history.pushState(null, "", to), entry.path());
    await entry.before?.(page);
    const opener = entry.opener(page);
    const dialog = page.getByRole("dialog", { name: entry.dialog });
    for (const how of ["Escape", entry.close] as const) {
      await opener.focus();
      await opener.press("Enter");
      await dialog.waitFor();
      if (how === "Escape") await page.keyboard.press("Escape");
      // The dialog's own button, not the corner's X (also named Close), which follows it.
      else await dialog.getByRole("button", { name: how, exact: true }).first().click();
      await dialog.waitFor({ state: "detached" });
      await expect.poll(() => isFocused(opener), { message: `${entry.name}, closed by ${how}` }).toBe(true);
    }
    // Leave the screen as it was: a dialog around the opener is closed too.
    if (entry.before) await page.keyboard.press("Escape");
  });
});
