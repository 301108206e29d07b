import { readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reminders, threads, users } from "../../src/db/schema/index.js";
import { nextOccurrence } from "../../src/domain/reminders/recurrence.js";
import { formatPhone } from "../../src/shared/phone.js";
import { addThread, addUser, daysAgo, hoursAgo, type UserRow } from "../helpers/console-fixtures.js";
import { hasBrowser } from "./browser.js";
import {
  type ConsoleHarness,
  PHONE,
  screenshot,
  searchParams,
  startConsoleHarness,
  toast,
} from "./console-harness.js";

describe.skipIf(!hasBrowser)("console: users", () => {
  let harness: ConsoleHarness;
  let carla: UserRow;
  const db = () => harness.server.database.db;

  beforeAll(async () => {
    harness = await startConsoleHarness();
    for (let index = 0; index < 28; index++) {
      await addUser(db(), {
        phone_number: `+1303555${String(3000 + index)}`,
        profile: `Customer number ${index} who likes ${index % 2 ? "jazz" : "hiking"}`,
        created_at: daysAgo(60 - index),
        last_active: daysAgo(index % 3),
      });
    }
    carla = await addUser(db(), {
      phone_number: "+14155550177",
      profile:
        "Carla is a pastry chef in Oakland who works early mornings and wants reminders for supplier calls every week.",
      created_at: hoursAgo(2),
      last_active: hoursAgo(1),
      total_messages_sent: 14,
      free_messages_used: 14,
      referral_code: "CARLA1",
      referral_count: 3,
      timezone: "America/Los_Angeles",
    });
    await addThread(
      db(),
      [carla],
      [
        { role: "user", content: "Remind me to call the flour supplier", at: hoursAgo(1) },
        { role: "assistant", content: "Done!", at: hoursAgo(1) },
      ],
    );
    const weekdays = { startsLocal: "2026-01-05T08:00", rrule: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR" };
    await db()
      .insert(reminders)
      .values([
        {
          user_id: carla.id,
          text: "Call the flour supplier",
          starts_local: weekdays.startsLocal,
          rrule: weekdays.rrule,
          next_at: nextOccurrence(weekdays, "America/Los_Angeles", new Date()),
        },
        { user_id: carla.id, text: "Order butter", starts_local: "2026-01-05T09:00", status: "cancelled" },
      ]);
  });
  afterAll(() => harness?.close());

  const rows = (page: Page) => page.locator("tbody tr");
  const storedUser = async (id: number) => (await db().select().from(users).where(eq(users.id, id)))[0];

  it("lists users with their columns, newest first, and pages through them in the URL", async () => {
    const page = await harness.openPage("/admin/users");
    for (const column of ["User", "Tier", "Threads", "Messages Sent", "Status", "Joined"]) {
      await page.getByRole("columnheader", { name: column, exact: true }).waitFor();
    }
    await page.getByText("Showing 1–25 of 29 users").waitFor();
    const first = rows(page).first();
    await first.getByText(formatPhone(carla.phone_number)).waitFor();
    // Profile preview: cut at 50 characters.
    await first.getByText("Carla is a pastry chef in Oakland who works early…").waitFor();
    await first.getByText("Active", { exact: true }).waitFor();
    expect(await rows(page).count()).toBe(25);
    await screenshot(page, "users");

    await page.getByRole("button", { name: "Page 2" }).click();
    await page.getByText("Showing 26–29 of 29 users").waitFor();
    expect(searchParams(page).get("page")).toBe("2");
    expect(await rows(page).count()).toBe(4);
    await page.getByText("Inactive").first().waitFor();
  });

  it("searches on the server by phone or profile and keeps the search in the URL", async () => {
    const page = await harness.openPage("/admin/users?page=2");
    await page.getByText("Showing 26–29 of 29 users").waitFor();
    await page.getByLabel("Search users").fill("JAZZ");
    await page.getByText("Showing 1–14 of 14 users").waitFor();
    expect(searchParams(page).get("search")).toBe("JAZZ");
    expect(searchParams(page).get("page")).toBeNull();

    await page.getByLabel("Search users").fill("(415) 555-0177");
    await page.getByText("Showing 1–1 of 1 users").waitFor();
    await rows(page).first().getByText(formatPhone(carla.phone_number)).waitFor();

    await page.getByLabel("Search users").fill("nobody-matches-this");
    await page.getByText("No users found").filter({ visible: true }).waitFor();
    await screenshot(page, "users-empty");

    // A reload keeps the search.
    await page.reload();
    await page.getByText("No users found").filter({ visible: true }).waitFor();
    expect(await page.getByLabel("Search users").inputValue()).toBe("nobody-matches-this");
  });

  it("downloads the CSV of the current search from the link next to the search", async () => {
    const page = await harness.openPage("/admin/users");
    const link = page.getByRole("link", { name: "Download CSV" });
    expect(await link.getAttribute("href")).toBe("/api/admin/users/export.csv");
    await page.getByLabel("Search users").fill("pastry chef");
    await page.getByText("Showing 1–1 of 1 users").waitFor();
    expect(await link.getAttribute("href")).toBe("/api/admin/users/export.csv?search=pastry+chef");
    expect(await link.getAttribute("download")).toBe("");

    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await download.path()) ?? "", "utf8")).trimEnd().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(carla.phone_number);
  });

  it("sends an operator whose session ended to sign in instead of saving the error as the CSV", async () => {
    const page = await harness.openPage("/admin/users");
    await page.getByText(/^Showing 1–\d+ of \d+ users$/).waitFor();
    const downloads: string[] = [];
    page.on("download", (download) => downloads.push(download.suggestedFilename()));
    await page.context().clearCookies();

    await page.getByRole("link", { name: "Download CSV" }).click();
    await page.waitForURL("**/admin/login");
    await toast(page, "Authentication Required").waitFor();
    expect(downloads).toEqual([]);
  });

  it("opens the details, sets the team flag, upgrades and resets the user", async () => {
    const page = await harness.openPage("/admin/users?search=pastry");
    await page.getByRole("button", { name: formatPhone(carla.phone_number) }).click();
    const dialog = page.getByRole("dialog", { name: "User Details" });
    for (const card of ["Basic Info", "Activity", "Referral", "Profile", "Reminders"]) {
      await dialog.getByRole("heading", { name: card }).waitFor();
    }
    await dialog.getByText("America/Los_Angeles (unconfirmed)").waitFor();
    // Upcoming first, with how it repeats and its next time in the person's zone, then the closed.
    const reminderEntries = dialog.getByRole("listitem");
    await reminderEntries.nth(1).waitFor();
    expect(await reminderEntries.allInnerTexts()).toEqual([
      expect.stringMatching(
        /^Call the flour supplier\s+Active\s+Every weekday at 8:00 AM\s+Next \w{3}, \w{3} \d+, \d{4}, 8:00 AM P[SD]T$/,
      ),
      expect.stringMatching(/^Order butter\s+Cancelled$/),
    ]);
    await dialog.getByText("CARLA1").waitFor();
    await screenshot(page, "users-detail");

    await dialog.getByRole("switch", { name: /Team member/ }).click();
    await toast(page, "The user is now a team member.").waitFor();
    expect((await storedUser(carla.id))?.is_team).toBe(true);

    await dialog.getByRole("button", { name: "Upgrade to Premium" }).click();
    const upgrade = page.getByRole("alertdialog", { name: "Upgrade to Premium?" });
    await upgrade.getByText("This gives the user unlimited messaging.").waitFor();
    await upgrade.getByRole("button", { name: "Upgrade" }).click();
    await toast(page, "User Upgraded").waitFor();
    await toast(page, "User has been successfully upgraded to premium.").waitFor();
    expect((await storedUser(carla.id))?.subscription_tier).toBe("premium");
    await dialog.getByRole("button", { name: "Upgrade to Premium" }).waitFor({ state: "detached" });
    await dialog.getByText("Premium").first().waitFor();

    await dialog.getByRole("button", { name: "Reset this user" }).click();
    const reset = page.getByRole("alertdialog", { name: "Reset this user?" });
    await screenshot(page, "users-reset-confirm");
    await reset.getByRole("button", { name: "Reset User" }).click();
    await toast(page, "User Reset").waitFor();
    await toast(page, "User has been successfully reset.").waitFor();
    const after = await storedUser(carla.id);
    expect(after).toMatchObject({
      profile: "",
      total_messages_sent: 0,
      referral_count: 0,
      last_active: null,
    });
    expect(await db().select().from(threads)).toEqual([]);
    await dialog.getByText("No profile yet").waitFor();
    await dialog.getByText("No reminders.").waitFor();

    await dialog.getByRole("button", { name: "Close", exact: true }).last().click();
    await dialog.waitFor({ state: "hidden" });
  });

  it("returns focus to the details after each confirmation, so Escape closes them", async () => {
    const dana = await addUser(db(), {
      phone_number: "+14155550188",
      profile: "Dana keeps bees.",
      created_at: hoursAgo(3),
    });
    const page = await harness.openPage("/admin/users?search=bees");
    const dialog = page.getByRole("dialog", { name: "User Details" });
    const focusIsInDetails = () =>
      page.evaluate(() => {
        const details = [...document.querySelectorAll('[role="dialog"]')].find((element) =>
          element.textContent?.includes("User Details"),
        );
        return details?.contains(document.activeElement) ?? false;
      });
    // Open the details, confirm an action there, then Escape: it must close the details, even
    // with the action's toast up.
    const confirmThenEscape = async (action: string, confirm: string, done: string) => {
      await page.getByRole("button", { name: formatPhone(dana.phone_number) }).click();
      await dialog.getByRole("button", { name: action }).click();
      await page.getByRole("alertdialog").getByRole("button", { name: confirm }).click();
      await toast(page, done).waitFor();
      await page.getByRole("alertdialog").waitFor({ state: "detached" });
      expect(await focusIsInDetails()).toBe(true);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "hidden" });
    };

    // Upgrading hides the button that opened the confirmation: focus must not fall to the page.
    await confirmThenEscape("Upgrade to Premium", "Upgrade", "User Upgraded");
    expect((await storedUser(dana.id))?.subscription_tier).toBe("premium");
    await confirmThenEscape("Reset this user", "Reset User", "User Reset");
  });

  it("edits and clears the profile, with a counter, its error under the field and focus back on the button", async () => {
    const hana = await addUser(db(), {
      phone_number: "+14155550199",
      profile: "Hana grows tomatoes.",
      created_at: hoursAgo(4),
    });
    const page = await harness.openPage("/admin/users?search=tomatoes");
    await page.getByRole("button", { name: formatPhone(hana.phone_number) }).click();
    const details = page.getByRole("dialog", { name: "User Details" });
    await details.getByText("Hana grows tomatoes.").waitFor();

    await details.getByRole("button", { name: "Edit profile" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Profile" });
    const field = edit.getByLabel("Profile", { exact: true });
    expect(await field.inputValue()).toBe("Hana grows tomatoes.");
    await edit.getByText("20 / 1000").waitFor();
    await field.fill("x".repeat(1001));
    await edit.getByText("1001 / 1000").waitFor();
    await edit.getByRole("button", { name: "Save Profile" }).click();
    await edit.getByText("Profile is too long (1000 characters at most).").waitFor();
    await screenshot(page, "users-profile-edit");
    await field.fill("Hana grows tomatoes and keeps bees.");
    await edit.getByRole("button", { name: "Save Profile" }).click();
    await toast(page, "Profile Saved").waitFor();
    await edit.waitFor({ state: "detached" });
    await details.getByText("Hana grows tomatoes and keeps bees.").waitFor();
    expect((await storedUser(hana.id))?.profile).toBe("Hana grows tomatoes and keeps bees.");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Edit profile");

    await page.route("**/api/admin/users/*/profile", (route) => route.fulfill({ status: 500, body: "{}" }));
    await details.getByRole("button", { name: "Clear profile" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Clear this profile?" });
    await confirm.getByRole("button", { name: "Clear Profile" }).click();
    await toast(page, "Failed to clear profile. Please try again.").waitFor();
    await page.unroute("**/api/admin/users/*/profile");
    await confirm.getByRole("button", { name: "Clear Profile" }).click();
    await toast(page, "Profile Cleared").waitFor();
    await details.getByText("No profile yet").waitFor();
    expect((await storedUser(hana.id))?.profile).toBe("");
    // The Clear button went with the profile: focus is back in the details, so Escape closes them.
    await page.keyboard.press("Escape");
    await details.waitFor({ state: "hidden" });

    const phone = await harness.openPage("/admin/users?search=%2B14155550199", PHONE);
    await phone.getByRole("button", { name: /^\+1 \(415\) 555-0199/ }).click();
    await phone
      .getByRole("dialog", { name: "User Details" })
      .getByRole("button", { name: "Edit profile" })
      .click();
    await phone.getByRole("dialog", { name: "Edit Profile" }).getByText("0 / 1000").waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone, "users-profile-edit-phone");
  });

  it("shows the spec's error toast when an action fails", async () => {
    const page = await harness.openPage("/admin/users");
    // A user's row, not the loading row before it (clicked on a loaded CI machine once).
    await rows(page)
      .first()
      .getByText(/^\+1 \(/)
      .first()
      .click();
    const dialog = page.getByRole("dialog", { name: "User Details" });
    await dialog.waitFor();
    await page.route("**/api/admin/users/*/reset", (route) => route.fulfill({ status: 500, body: "{}" }));
    await dialog.getByRole("button", { name: "Reset this user" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Reset User" }).click();
    await toast(page, "Failed to reset user. Please try again.").waitFor();
    // The confirmation stays for a retry; Escape still cancels it while the toast is up.
    await page.keyboard.press("Escape");
    await page.getByRole("alertdialog").waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Reset this user");
  });

  it("collapses to cards on a phone, each opening the details", async () => {
    const page = await harness.openPage("/admin/users", PHONE);
    const card = page.getByRole("button", { name: /^\+1 \(303\) 555-3027/ });
    await card.waitFor();
    await card.getByText("Customer number 27 who likes jazz").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, "users-phone");
    await card.click();
    await page.getByRole("dialog", { name: "User Details" }).getByText("+1 (303) 555-3027").first().waitFor();
    await screenshot(page, "users-detail-phone");
  });
});
