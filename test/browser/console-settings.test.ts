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
    expect(posts.map((body) => JSON.parse(body).key)).toEqual([
      "FREE_MESSAGE_LIMIT",
      "GROUP_CHATS",
      "INVITE_ONLY_MODE",
      "MAINTENANCE_MODE",
      "MAINTENANCE_MODE_MESSAGE",
    ]);
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
    expect(await stored()).toMatchObject({
      VENMO_HANDLE: "@textpal",
      CASHAPP_HANDLE: "$textpal",
      PAYMENT_REQUEST_MESSAGE: "Send $5 to keep texting with unlimited messages.",
    });
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
    expect((await stored()).FREE_MESSAGE_LIMIT).toBe("35");
  });

  it("fits a phone", async () => {
    const page = await harness.openPage("/admin/settings", PHONE);
    await page.getByLabel("Free Message Limit").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, "settings-phone");
  });
});
