import { and, eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, threads } from "../../src/db/schema/index.js";
import { formatPhone } from "../../src/shared/phone.js";
import { addThread, addUser, daysAgo, hoursAgo } from "../helpers/console-fixtures.js";
import { hasBrowser } from "./browser.js";
import {
  type ConsoleHarness,
  PHONE,
  screenshot,
  searchParams,
  startConsoleHarness,
  toast,
} from "./console-harness.js";

describe.skipIf(!hasBrowser)("console: threads", () => {
  let harness: ConsoleHarness;
  let chatId: number;
  const ANN = "+12065550141";

  beforeAll(async () => {
    harness = await startConsoleHarness();
    const db = harness.server.database.db;
    for (let index = 0; index < 26; index++) {
      const user = await addUser(db, { phone_number: `+1303555${String(4000 + index)}` });
      await addThread(
        db,
        [user],
        [{ role: "user", content: `Old question ${index}`, at: daysAgo(40 - index) }],
      );
    }
    const ann = await addUser(db, { phone_number: ANN });
    const ben = await addUser(db, { phone_number: "+12065550142" });
    const chat = await addThread(
      db,
      [ann],
      [
        { role: "user", content: "What's a good Thai place near Mason St?", at: hoursAgo(5) },
        {
          role: "assistant",
          content: "Try Kin Khao: great curries, and they take reservations.",
          at: hoursAgo(5),
          delivery_status: "delivered",
          segment_count: 2,
          ai_cost: 0.00042,
        },
        {
          role: "system",
          content: "Sponsored: 10% off at Joe's",
          at: hoursAgo(4),
          delivery_status: "failed",
        },
      ],
    );
    chatId = chat.id;
    await addThread(
      db,
      [ann, ben],
      [{ role: "user", content: "Dinner at 8?", at: hoursAgo(1), from: ben.phone_number }],
    );
  });
  afterAll(() => harness?.close());

  const rows = (page: Page) => page.locator("tbody tr");

  it("lists threads with their columns and status, and pages in the URL", async () => {
    const page = await harness.openPage("/admin/threads");
    for (const column of [
      "Participants",
      "System Number",
      "Messages",
      "Last Message",
      "Status",
      "Created",
      "Actions",
    ]) {
      await page.getByRole("columnheader", { name: column, exact: true }).waitFor();
    }
    await page.getByText("Showing 1–25 of 28 threads").waitFor();
    const first = rows(page).first();
    await first.getByText("Dinner at 8?").waitFor();
    await first.getByText("Group").waitFor();
    await first.getByText("Active", { exact: true }).waitFor();
    await screenshot(page, "threads");

    await page.getByRole("button", { name: "Next page" }).click();
    await page.getByText("Showing 26–28 of 28 threads").waitFor();
    expect(searchParams(page).get("page")).toBe("2");
    // 38 to 40 days old: Inactive by the 7-day rule.
    expect(await rows(page).getByText("Inactive").count()).toBe(3);
  });

  it("searches by participant phone and by last message text", async () => {
    const page = await harness.openPage("/admin/threads");
    await page.getByLabel("Search threads").fill("206-555-0142");
    await page.getByText("Showing 1–1 of 1 threads").waitFor();
    await rows(page).first().getByText("Dinner at 8?").waitFor();
    expect(searchParams(page).get("search")).toBe("206-555-0142");

    await page.getByLabel("Search threads").fill("joe's");
    await page.getByText("Showing 1–1 of 1 threads").waitFor();
    await rows(page).first().getByText("Sponsored: 10% off at Joe's").waitFor();

    await page.getByLabel("Search threads").fill("zebra crossing");
    await page.getByText("No threads found").filter({ visible: true }).waitFor();
  });

  it("loads a thread's messages only when its dialog opens, with delivery status and segments", async () => {
    const page = await harness.openPage("/admin/threads?search=joe");
    const messageCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/admin/thread-messages/")) messageCalls.push(request.url());
    });
    await rows(page).first().getByText("Sponsored: 10% off at Joe's").waitFor();
    expect(messageCalls).toEqual([]);

    await rows(page).first().getByRole("button", { name: "View Messages" }).click();
    const dialog = page.getByRole("dialog", { name: "Thread Messages" });
    await dialog.getByText("Try Kin Khao: great curries, and they take reservations.").waitFor();
    expect(messageCalls).toHaveLength(1);
    expect(messageCalls[0]).toContain(`/api/admin/thread-messages/${chatId}`);
    expect(searchParams(page).get("thread")).toBe(String(chatId));
    await dialog.getByText("delivered").waitFor();
    await dialog.getByText("2 segments").waitFor();
    await dialog.getByText("failed").waitFor();
    await dialog.getByText(`${formatPhone(ANN)} with`, { exact: false }).waitFor();
    await screenshot(page, "threads-messages");

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(searchParams(page).get("thread")).toBeNull();
  });

  it("rejects a missing or malformed thread id with the spec's toast", async () => {
    const page = await harness.openPage("/admin/threads?thread=null");
    await toast(page, "Invalid thread selected. Please try again.").waitFor();
    expect(searchParams(page).get("thread")).toBeNull();
    expect(await page.getByRole("dialog").count()).toBe(0);
  });

  it("says so when a thread's messages cannot be loaded", async () => {
    const page = await harness.openPage("/admin/threads?thread=987654");
    await page.getByRole("dialog").getByText("Failed to load messages. Please try again.").waitFor();
  });

  it("shows the load error for the list", async () => {
    const context = await harness.browser.newContext();
    const page = await context.newPage();
    await page.route("**/api/admin/threads?**", (route) => route.fulfill({ status: 500, body: "{}" }));
    await page.route("**/api/admin/me", (route) =>
      route.fulfill({
        status: 200,
        contentType: "application/json",
        body: '{"admin":{"id":1,"phone_number":"+15005550123"}}',
      }),
    );
    await page.goto(`${harness.server.url}/admin/threads`);
    await page.getByText("Failed to load threads. Please try again.").first().waitFor();
  });

  it("collapses to cards on a phone", async () => {
    const page = await harness.openPage("/admin/threads", PHONE);
    await page
      .getByRole("button", { name: /View messages with/ })
      .first()
      .waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, "threads-phone");
    await page.getByRole("button", { name: `View messages with ${formatPhone(ANN)}`, exact: true }).click();
    await page.getByRole("dialog", { name: "Thread Messages" }).getByText("2 segments").waitFor();
    await screenshot(page, "threads-messages-phone");
  });

  it("shows an RCS thread with its own label, and a reply Twilio delivered by SMS as sent by SMS", async () => {
    const db = harness.server.database.db;
    const cy = await addUser(db, { phone_number: "+17185550150" });
    const rcs = await addThread(
      db,
      [cy],
      [
        { role: "user", content: "Sent from my phone's messages app", at: hoursAgo(2) },
        {
          role: "assistant",
          content: "This one came back over SMS.",
          at: hoursAgo(2),
          delivery_status: "delivered",
        },
      ],
    );
    await db.update(threads).set({ channel: "rcs" }).where(eq(threads.id, rcs.id));
    await db
      .update(messages)
      .set({ channel: "sms" })
      .where(and(eq(messages.thread_id, rcs.id), eq(messages.sender_role, "assistant")));

    const page = await harness.openPage("/admin/threads?search=came%20back%20over");
    const row = rows(page).first();
    const badge = row.getByText("RCS", { exact: true });
    await badge.waitFor();
    expect(await badge.locator("svg.lucide-messages-square").count()).toBe(1);
    await row.getByRole("button", { name: "View Messages" }).click();
    const dialog = page.getByRole("dialog", { name: "Thread Messages" });
    await dialog.getByText(`${formatPhone(cy.phone_number)} with`, { exact: false }).waitFor();
    await dialog.getByText("on RCS", { exact: false }).waitFor();
    const reply = dialog.getByRole("listitem").filter({ hasText: "This one came back over SMS." });
    await reply.getByText("Sent as SMS").waitFor();
    expect(await dialog.getByText("Sent as SMS").count()).toBe(1);
    await screenshot(page, "threads-rcs-fallback");
  });
});
