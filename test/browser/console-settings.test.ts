import { readFile } from "node:fs/promises";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSettings } from "../../src/db/repositories/settings.js";
import { hasBrowser } from "./browser.js";
import {
  type ConsoleHarness,
  PHONE,
  screenshot,
  searchParams,
  startConsoleHarness,
  toast,
} from "./console-harness.js";

/** The first line of every backup, inside its gzip (src/db/backup/backup-format.ts). */
const BACKUP_HEADER = '["textpal-backup",';

describe.skipIf(!hasBrowser)("console: settings", () => {
  let harness: ConsoleHarness;
  const stored = () => readSettings(harness.server.database.db);

  beforeAll(async () => {
    harness = await startConsoleHarness();
  });
  afterAll(() => harness?.close());

  it("validates, then saves only the changed general settings, one call each", async () => {
    const page = await harness.openPage("/admin/settings");
    await page.getByRole("tab", { name: "General Settings" }).waitFor();
    await page.getByRole("tab", { name: "Payment Settings" }).waitFor();
    const limit = page.getByLabel("Free Message Limit");
    expect(await limit.inputValue()).toBe("20");
    await screenshot(page, "settings-general");

    // A number input takes no letters; cleared, it is not a number either.
    await limit.fill("");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await page.getByText("Must be a number").waitFor();
    await limit.fill("0");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await page.getByText("Must be at least 1").waitFor();
    expect((await stored()).FREE_MESSAGE_LIMIT).toBe("20");

    // Reveal rules: group chats off shows its message; invite-only and maintenance on show theirs.
    await page.getByLabel("Group Chat Disabled Message").waitFor();
    expect(await page.getByLabel("Maintenance Mode Message").count()).toBe(0);
    await page.getByRole("switch", { name: /Maintenance Mode/ }).click();
    const maintenance = page.getByLabel("Maintenance Mode Message");
    await maintenance.fill("Back soon");
    await page.getByRole("switch", { name: /Invite-Only Mode/ }).click();
    await page.getByLabel("Invite-Only Message").waitFor();
    await page.getByRole("switch", { name: /Group Chats/ }).click();
    expect(await page.getByLabel("Group Chat Disabled Message").count()).toBe(0);
    await page.getByRole("button", { name: "Save Settings" }).click();
    await page.getByText("Message must be at least 10 characters").waitFor();
    await screenshot(page, "settings-general-invalid");

    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST" && request.url().endsWith("/api/admin/settings")) {
        posts.push(request.postData() ?? "");
      }
    });
    await limit.fill("35");
    await maintenance.fill("Down for a quick upgrade, back in 10 minutes.");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await toast(page, "Settings saved.").waitFor();
    // A switch's message is stored before the switch, so the switch never goes live without it.
    expect(posts.map((body) => JSON.parse(body).key)).toEqual([
      "FREE_MESSAGE_LIMIT",
      "GROUP_CHATS",
      "INVITE_ONLY_MODE",
      "MAINTENANCE_MODE_MESSAGE",
      "MAINTENANCE_MODE",
    ]);
    await toast(
      page,
      "Saved: Free Message Limit, Group Chats, Invite-Only Mode, Maintenance Mode Message, Maintenance Mode.",
    ).waitFor();
    expect(await stored()).toMatchObject({
      FREE_MESSAGE_LIMIT: "35",
      GROUP_CHATS: "true",
      INVITE_ONLY_MODE: "true",
      MAINTENANCE_MODE: "true",
      MAINTENANCE_MODE_MESSAGE: "Down for a quick upgrade, back in 10 minutes.",
    });
    // Nothing left to save.
    expect(await page.getByRole("button", { name: "Save Settings" }).isDisabled()).toBe(true);
  });

  it("requires the payment handles and saves them", async () => {
    const page = await harness.openPage("/admin/settings");
    await page.getByRole("tab", { name: "Payment Settings" }).click();
    expect(searchParams(page).get("tab")).toBe("payment");
    const message = page.getByLabel("Payment Request Message");
    await message.fill("Pay");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await page.getByText("Venmo handle is required").waitFor();
    await page.getByText("Cash App handle is required").waitFor();
    await page.getByText("Message must be at least 10 characters").waitFor();
    await screenshot(page, "settings-payment-invalid");

    await page.getByLabel("Venmo Handle").fill("@textpal");
    await page.getByLabel("Cash App Handle").fill("$textpal");
    await message.fill("Send $5 to keep texting with unlimited messages.");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await toast(page, "Settings saved.").waitFor();
    await toast(page, "Saved: Venmo Handle, Cash App Handle, Payment Request Message.").waitFor();
    expect(await stored()).toMatchObject({
      VENMO_HANDLE: "@textpal",
      CASHAPP_HANDLE: "$textpal",
      PAYMENT_REQUEST_MESSAGE: "Send $5 to keep texting with unlimited messages.",
    });
  });

  it("checks and saves the messaging and cost settings on their own tab", async () => {
    const page = await harness.openPage("/admin/settings");
    await page.getByRole("tab", { name: "Messaging & Costs" }).click();
    expect(searchParams(page).get("tab")).toBe("messaging");
    expect(await page.getByLabel("Quiet hours start").inputValue()).toBe("21:00");
    expect(await page.getByLabel("SMS segment price (USD)").inputValue()).toBe("0.0083");
    const daily = page.getByLabel("Daily AI budget per person (USD)");
    expect(await daily.inputValue()).toBe("");
    await daily.fill("a dollar");
    await page.getByLabel("Quiet hours end").fill("8am");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await page.getByText("Must be an amount in USD, like 2.50").waitFor();
    await page.getByText("Must be a time like 08:00").waitFor();
    await screenshot(page, "settings-messaging-invalid");

    await daily.fill("0.75");
    await page.getByLabel("Quiet hours end").fill("07:30");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await toast(page, "Settings saved.").waitFor();
    await toast(page, "Saved: Quiet hours end, Daily AI budget per person (USD).").waitFor();
    expect(await stored()).toMatchObject({ QUIET_HOURS_END: "07:30", USER_DAILY_AI_BUDGET_USD: "0.75" });
    await screenshot(page, "settings-messaging");
  });

  it("checks and saves how operators step in on their own tab, at 1280 and 390 px", async () => {
    const page = await harness.openPage("/admin/settings");
    await page.getByRole("tab", { name: "Operators" }).click();
    expect(searchParams(page).get("tab")).toBe("operators");
    const hours = page.getByLabel("Hand back after (hours)");
    const notice = page.getByLabel("Hand-off message");
    expect(await hours.inputValue()).toBe("24");
    expect(await notice.inputValue()).toContain("I've asked a person on our team");
    await hours.fill("0");
    await notice.fill("Hold on");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await page.getByText("Must be from 1 to 8760 hours").waitFor();
    await page.getByText("Message must be at least 10 characters").waitFor();
    await screenshot(page, "settings-operators-invalid");

    await hours.fill("8");
    await notice.fill("A person from our team will text you back here shortly.");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await toast(page, "Saved: Hand back after (hours), Hand-off message.").waitFor();
    expect(await stored()).toMatchObject({
      TAKEOVER_TIMEOUT_HOURS: "8",
      HANDOFF_MESSAGE: "A person from our team will text you back here shortly.",
    });
    await screenshot(page, "settings-operators");

    const phone = await harness.openPage("/admin/settings?tab=operators", PHONE);
    expect(await phone.getByLabel("Hand back after (hours)").inputValue()).toBe("8");
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone, "settings-operators-phone");
  });

  it("checks and saves how long texts and media are kept on the Privacy tab", async () => {
    const page = await harness.openPage("/admin/settings?tab=privacy");
    const texts = page.getByLabel("Keep texts for (days)");
    const media = page.getByLabel("Keep pictures and voice notes for (days)");
    expect([await texts.inputValue(), await media.inputValue()]).toEqual(["", ""]);
    await page
      .getByText("The dashboard's message counts and costs stay as they were.", { exact: false })
      .waitFor();
    await texts.fill("0");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await page.getByText("Must be from 1 to 36,500 days, or empty to keep everything").waitFor();

    await texts.fill("30");
    await media.fill("7");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await toast(page, "Saved: Keep texts for (days), Keep pictures and voice notes for (days).").waitFor();
    expect(await stored()).toMatchObject({ MESSAGE_RETENTION_DAYS: "30", MEDIA_RETENTION_DAYS: "7" });
    await screenshot(page, "settings-privacy");
  });

  it("shows the failure toast when the server refuses", async () => {
    const page = await harness.openPage("/admin/settings");
    await page.route("**/api/admin/settings", (route) =>
      route.request().method() === "POST" ? route.fulfill({ status: 500, body: "{}" }) : route.continue(),
    );
    await page.getByLabel("Free Message Limit").fill("50");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await toast(page, "Failed to save settings").waitFor();
    await toast(page, "An error occurred while saving your settings.").waitFor();
    await toast(page, "Not saved: Free Message Limit.").waitFor();
    expect((await stored()).FREE_MESSAGE_LIMIT).toBe("35");
    expect(await page.getByLabel("Free Message Limit").inputValue()).toBe("50");
  });

  it("keeps each tab's unsaved edits through the other tab's save, until they are discarded", async () => {
    const page = await harness.openPage("/admin/settings");
    const generalTab = page.getByRole("tab", { name: "General Settings" });
    const paymentTab = page.getByRole("tab", { name: "Payment Settings" });
    const limit = page.getByLabel("Free Message Limit");
    const venmo = page.getByLabel("Venmo Handle");
    const save = page.getByRole("button", { name: "Save Settings" });
    const discard = page.getByRole("button", { name: "Discard changes" });

    expect(await discard.count()).toBe(0);
    await limit.fill("40");
    await paymentTab.click();
    await venmo.fill("@textpal-pay");
    await page.getByLabel("Cash App Handle").fill("$textpal-pay");
    await screenshot(page, "settings-unsaved-both-tabs");
    await save.click();
    await toast(page, "Settings saved.").waitFor();
    expect(await stored()).toMatchObject({
      VENMO_HANDLE: "@textpal-pay",
      CASHAPP_HANDLE: "$textpal-pay",
      FREE_MESSAGE_LIMIT: "35",
    });

    // The General tab's edit survived the Payment tab's save, and its tab says so.
    await generalTab.click();
    expect(await limit.inputValue()).toBe("40");
    await toast(page, "Saved: Venmo Handle, Cash App Handle.").waitFor();
    expect(await generalTab.textContent()).toBe("General Settings (unsaved changes)");
    expect(await paymentTab.textContent()).toBe("Payment Settings");
    // Now the other way round.
    await paymentTab.click();
    await venmo.fill("@draft");
    await generalTab.click();
    await save.click();
    await toast(page, "Saved: Free Message Limit.").waitFor();
    expect(await stored()).toMatchObject({ FREE_MESSAGE_LIMIT: "40", VENMO_HANDLE: "@textpal-pay" });
    expect(await save.isDisabled()).toBe(true);
    await paymentTab.click();
    expect(await venmo.inputValue()).toBe("@draft");

    await discard.click();
    expect(await venmo.inputValue()).toBe("@textpal-pay");
    expect(await discard.count()).toBe(0);
    expect(await save.isDisabled()).toBe(true);
    expect((await stored()).VENMO_HANDLE).toBe("@textpal-pay");
  });

  it("saves one setting at a time and stops at a failure, keeping the rest to save again", async () => {
    const page = await harness.openPage("/admin/settings");
    const posted: string[] = [];
    let inFlight = 0;
    let mostAtOnce = 0;
    let failImageAnalysis = true;
    await page.route("**/api/admin/settings", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      const { key } = route.request().postDataJSON() as { key: string };
      posted.push(key);
      inFlight++;
      mostAtOnce = Math.max(mostAtOnce, inFlight);
      // Held long enough that a second call sent without waiting would overlap this one.
      await new Promise((resolve) => setTimeout(resolve, 150));
      inFlight--;
      if (key === "IMAGE_ANALYSIS" && failImageAnalysis) return route.fulfill({ status: 500, body: "{}" });
      return route.continue();
    });

    await page.getByLabel("Free Message Limit").fill("45");
    const onlineMode = page.getByRole("switch", { name: /Online Mode/ });
    const imageAnalysis = page.getByRole("switch", { name: /Image Analysis/ });
    await onlineMode.click();
    await imageAnalysis.click();
    const maintenance = page.getByLabel("Maintenance Mode Message");
    await maintenance.fill("Back in five minutes, thanks for waiting.");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await toast(page, "Failed to save settings").waitFor();
    await toast(page, "An error occurred while saving your settings.").waitFor();
    await toast(
      page,
      "Saved: Free Message Limit, Online Mode. Not saved: Image Analysis, Maintenance Mode Message.",
    ).waitFor();
    await screenshot(page, "settings-partly-saved");
    expect(posted).toEqual(["FREE_MESSAGE_LIMIT", "ONLINE_MODE", "IMAGE_ANALYSIS"]);
    expect(mostAtOnce).toBe(1);
    expect(await stored()).toMatchObject({
      FREE_MESSAGE_LIMIT: "45",
      ONLINE_MODE: "false",
      IMAGE_ANALYSIS: "true",
      MAINTENANCE_MODE_MESSAGE: "Down for a quick upgrade, back in 10 minutes.",
    });
    // What was not saved is still there, and is all that a second save sends.
    expect(await imageAnalysis.getAttribute("aria-checked")).toBe("false");
    expect(await maintenance.inputValue()).toBe("Back in five minutes, thanks for waiting.");
    failImageAnalysis = false;
    posted.length = 0;
    // The toast sits over the buttons on a short screen; Escape puts it away.
    await page.keyboard.press("Escape");
    await toast(page, "Failed to save settings").waitFor({ state: "hidden" });
    await page.getByRole("button", { name: "Save Settings" }).click();
    await toast(page, "Saved: Image Analysis, Maintenance Mode Message.").waitFor();
    expect(posted).toEqual(["IMAGE_ANALYSIS", "MAINTENANCE_MODE_MESSAGE"]);
    expect(mostAtOnce).toBe(1);
    expect(await stored()).toMatchObject({
      IMAGE_ANALYSIS: "false",
      MAINTENANCE_MODE_MESSAGE: "Back in five minutes, thanks for waiting.",
    });
  });

  it("creates a backup from Settings → Backups, lists it and downloads it, at 1280 and 390 px", async () => {
    const page = await harness.openPage("/admin/settings");
    await page.getByRole("tab", { name: "Backups" }).click();
    expect(searchParams(page).get("tab")).toBe("backups");
    await page.getByText("No backups yet. Create one now, or wait for the daily job.").waitFor();
    await page
      .getByText(/A daily job makes a backup at 03:00 \(America\/New_York\) and keeps the newest 7 in/)
      .waitFor();
    await screenshot(page, "settings-backups-empty");

    const create = page.getByRole("button", { name: "Create backup" });
    await create.click();
    await toast(page, "Backup created").waitFor();
    const link = page.getByRole("link", { name: /^Download textpal-\d{8}T\d{9}Z-manual\.tpbak$/ });
    await link.waitFor();
    expect(await page.getByText("Manual", { exact: true }).count()).toBe(1);
    expect(await create.isDisabled()).toBe(false);
    await screenshot(page, "settings-backups");

    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toMatch(/^textpal-\d{8}T\d{9}Z-manual\.tpbak$/);
    const text = gunzipSync(await readFile((await download.path()) ?? "")).toString();
    expect(text.startsWith(BACKUP_HEADER)).toBe(true);
    expect(text.trimEnd().split("\n").at(-1)).toMatch(/^\["end",/);

    const phone = await harness.openPage("/admin/settings?tab=backups", PHONE);
    await phone.getByRole("link", { name: /^Download textpal-/ }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(phone, "settings-backups-phone");
  });

  it("fits a phone", async () => {
    const page = await harness.openPage("/admin/settings", PHONE);
    await page.getByLabel("Free Message Limit").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, "settings-phone");
    await page.getByLabel("Free Message Limit").fill("60");
    await page.getByRole("button", { name: "Discard changes" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, "settings-phone-unsaved");
  });
});
