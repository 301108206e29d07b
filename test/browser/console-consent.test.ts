import { readFile } from "node:fs/promises";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userConsentEvents } from "../../src/db/schema/index.js";
import { formatPhone } from "../../src/shared/phone.js";
import { addUser, daysAgo, type UserRow } from "../helpers/console-fixtures.js";
import { csvObjects } from "../helpers/csv-download.js";
import { hasBrowser } from "./browser.js";
import { type ConsoleHarness, PHONE, screenshot, startConsoleHarness, toast } from "./console-harness.js";

const CONSENT_HEADERS = ["ID", "Phone number", "User ID", "Action", "Source", "Message", "Time (UTC)"];
/** The operator's own zone, not UTC, so the log's local times and UTC titles differ. */
const OPERATOR_ZONE = "America/New_York";

describe.skipIf(!hasBrowser)("console: consent log", () => {
  let harness: ConsoleHarness;
  let maya: UserRow;
  let omar: UserRow;
  const db = () => harness.server.database.db;

  beforeAll(async () => {
    harness = await startConsoleHarness();
    maya = await addUser(db(), {
      phone_number: "+14155550188",
      profile: "Maya teaches yoga in Berkeley and wants reminders for her evening classes.",
      created_at: daysAgo(30),
    });
    omar = await addUser(db(), {
      phone_number: "+13035550199",
      profile: "Omar",
      created_at: daysAgo(20),
      opted_out: true,
      opted_out_at: new Date("2026-03-14T08:00:00Z"),
    });
    const entry = (user: UserRow, action: string, source: string, message: string, at: string) => ({
      user_id: user.id,
      phone_number: user.phone_number,
      action,
      source,
      message,
      created_at: new Date(at),
    });
    await db()
      .insert(userConsentEvents)
      .values([
        entry(
          maya,
          "opt_in",
          "first_text",
          "Hi! Can you remind me about my 6pm class every Tuesday?",
          "2026-03-10T14:05:00Z",
        ),
        entry(omar, "opt_in", "first_text", "hello", "2026-03-10T15:00:00Z"),
        entry(maya, "opt_out", "keyword", "STOP", "2026-03-11T09:00:00Z"),
        entry(maya, "opt_in", "keyword", "START", "2026-03-12T16:30:00Z"),
        entry(omar, "opt_out", "carrier", "Twilio error 21610 on send", "2026-03-14T08:00:00Z"),
      ]);
  });
  afterAll(() => harness?.close());

  const openDetails = async (page: Page, user: UserRow) => {
    await page.getByRole("button", { name: formatPhone(user.phone_number) }).click();
    const dialog = page.getByRole("dialog", { name: "User Details" });
    await dialog.getByRole("heading", { name: "Consent Log" }).waitFor();
    return dialog;
  };
  const entries = (page: Page) => page.getByRole("dialog", { name: "User Details" }).getByRole("listitem");

  it("shows a user's consent log newest first, in the service's zone with UTC in the title", async () => {
    const page = await harness.openPage("/admin/users", undefined, undefined, OPERATOR_ZONE);
    await openDetails(page, maya);
    await entries(page).nth(2).waitFor();
    expect(await entries(page).allInnerTexts()).toEqual([
      expect.stringMatching(/^Opted in\s+Keyword\s+Mar 12, 2026, 12:30\sPM\sEDT\s+“START”$/),
      expect.stringMatching(/^Opted out\s+Keyword\s+Mar 11, 2026, 5:00\sAM\sEDT\s+“STOP”$/),
      expect.stringMatching(
        /^Opted in\s+First text\s+Mar 10, 2026, 10:05\sAM\sEDT\s+“Hi! Can you remind me about my 6pm class every Tuesday\?”$/,
      ),
    ]);
    const newest = entries(page).first().locator("time");
    expect(await newest.getAttribute("title")).toBe("2026-03-12 16:30:00 UTC");
    expect(await newest.getAttribute("datetime")).toBe("2026-03-12T16:30:00.000Z");
    await screenshot(page, "users-consent-log");
  });

  it("opts a user out from the dialog, which the log records as the operator's action", async () => {
    const page = await harness.openPage("/admin/users", undefined, undefined, OPERATOR_ZONE);
    const dialog = await openDetails(page, maya);
    await dialog.getByRole("button", { name: "Opt out" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Opt Out" }).click();
    await toast(page, "User Opted Out").waitFor();
    await entries(page).nth(3).waitFor();
    expect(await entries(page).first().innerText()).toMatch(
      /^Opted out\s+Operator\s+.+\s+Opted out from the console$/,
    );
    await dialog.getByText("Opted out", { exact: true }).first().waitFor();
    await dialog.getByRole("button", { name: "Opt back in" }).waitFor();
    await screenshot(page, "users-consent-opted-out");
  });

  it("downloads the users list and the consent log as CSV files", async () => {
    const page = await harness.openPage("/admin/users");
    const download = async (name: string) => {
      const link = page.getByRole("link", { name, exact: true });
      const [file] = await Promise.all([page.waitForEvent("download"), link.click()]);
      return { name: file.suggestedFilename(), text: await readFile((await file.path()) ?? "", "utf8") };
    };

    await page.getByText("Showing 1–2 of 2 users").waitFor();
    await screenshot(page, "users-consent-downloads");
    const consent = await download("Download consent log CSV");
    expect(consent.name).toMatch(/^consent-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = csvObjects(consent.text, CONSENT_HEADERS);
    expect(rows.map((row) => [row["Phone number"], row.Action, row.Source, row.Message])).toEqual([
      [maya.phone_number, "opt_out", "operator", "Opted out from the console"],
      [omar.phone_number, "opt_out", "carrier", "Twilio error 21610 on send"],
      [maya.phone_number, "opt_in", "keyword", "START"],
      [maya.phone_number, "opt_out", "keyword", "STOP"],
      [omar.phone_number, "opt_in", "first_text", "hello"],
      [maya.phone_number, "opt_in", "first_text", "Hi! Can you remind me about my 6pm class every Tuesday?"],
    ]);
    expect(rows[1]).toMatchObject({ "User ID": String(omar.id), "Time (UTC)": "2026-03-14T08:00:00.000Z" });

    const users = await download("Download CSV");
    expect(users.name).toMatch(/^users-\d{4}-\d{2}-\d{2}\.csv$/);
    const header = users.text.slice(1).split("\r\n")[0]?.split(",") ?? [];
    const byPhone = new Map(csvObjects(users.text, header).map((row) => [row["Phone number"], row]));
    expect(byPhone.get(omar.phone_number)).toMatchObject({
      "Opted out": "true",
      "Opted out at (UTC)": "2026-03-14T08:00:00.000Z",
    });
    expect(byPhone.get(maya.phone_number)).toMatchObject({ "Opted out": "true" });
  });

  it("reads well on a phone: the log wraps inside the dialog", async () => {
    const page = await harness.openPage("/admin/users", PHONE, undefined, OPERATOR_ZONE);
    await page.getByRole("link", { name: "Download consent log CSV" }).waitFor();
    await screenshot(page, "users-consent-phone-list");
    await openDetails(page, maya);
    await entries(page).nth(3).waitFor();
    const overflow = await entries(page).evaluateAll((items) =>
      items.some((item) => item.scrollWidth > item.clientWidth || item.getBoundingClientRect().right > 390),
    );
    expect(overflow).toBe(false);
    await entries(page).first().scrollIntoViewIfNeeded();
    await screenshot(page, "users-consent-phone");
  });
});
