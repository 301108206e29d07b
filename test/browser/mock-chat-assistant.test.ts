import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MOCK_CHAT_USER_PHONE } from "../../src/shared/mock-chat.js";
import { hasBrowser } from "./browser.js";
import { type ConsoleHarness, DESKTOP, PHONE, screenshot, startConsoleHarness } from "./console-harness.js";

/**
 * Issue 38 as an operator sees it in the console's mock chat, with the offline assistant (no AI key
 * in tests): reminders set, listed, moved and cancelled by text, a repeating one among them, and
 * the memory the person controls, read back and forgotten. What each answer says in detail is the
 * integration tests'; here each ability is shown working end to end in the page, at both widths.
 */
const REPLY_TIMEOUT_MS = 15_000;

describe.skipIf(!hasBrowser)("web app: the assistant's abilities in the mock chat", () => {
  let harness: ConsoleHarness;

  beforeAll(async () => {
    harness = await startConsoleHarness();
  });
  afterAll(() => harness?.close());

  async function openChat(): Promise<{ page: Page; chat: Locator }> {
    // The page's timers on Playwright's clock: the chat's 3 s refresh is run on, not waited for.
    const page = await harness.openPage("/admin/dashboard", DESKTOP, (p) => p.clock.install());
    await page.getByRole("button", { name: "Open mock chat" }).click();
    const chat = page.getByRole("region", { name: "Mock Chat" });
    await chat.getByRole("heading", { name: "Mock Chat" }).waitFor();
    return { page, chat };
  }

  const answers = (chat: Locator) => chat.getByRole("listitem").filter({ hasText: "Assistant:" });

  /** Texts `body` from the test phone and resolves with the assistant's answer to it. */
  async function say(page: Page, chat: Locator, body: string): Promise<string> {
    const before = await answers(chat).count();
    const input = chat.getByRole("textbox", { name: "Message" });
    await input.fill(body);
    await input.press("Enter");
    await expect.poll(() => input.inputValue()).toBe("");
    const deadline = Date.now() + REPLY_TIMEOUT_MS;
    while ((await answers(chat).count()) <= before) {
      if (Date.now() > deadline) throw new Error(`no answer to ${JSON.stringify(body)}`);
      await page.clock.runFor(3100);
      await page.waitForTimeout(50);
    }
    return (await answers(chat).last().innerText()).replace(/^Assistant:\s*/, "");
  }

  it("sets, lists, moves and cancels reminders, and reads back and forgets what it remembers", async () => {
    const { page, chat } = await openChat();

    expect(await say(page, chat, "remind me every weekday at 8am to stand up")).toMatch(/stand up/);
    expect(await say(page, chat, "remind me to call the dentist tomorrow at 3pm")).toMatch(/dentist/);
    const listed = await say(page, chat, "my reminders");
    expect(listed).toMatch(/1\. .*(stand up|dentist)/);
    expect(listed).toMatch(/2\. .*(stand up|dentist)/);
    expect(listed).toMatch(/Every weekday at 8:00 AM: stand up/);
    expect(await say(page, chat, "move the dentist one to 4pm")).toMatch(/4:00 PM/);
    expect(await say(page, chat, "cancel the dentist reminder")).toMatch(/dentist/);
    expect(await say(page, chat, "what are my reminders")).not.toMatch(/dentist/);
    await screenshot(page, "mock-chat-reminders");

    expect(await say(page, chat, "remember that I'm allergic to nuts")).toMatch(/allergic to nuts/);
    expect(await say(page, chat, "what do you know about me")).toMatch(/allergic to nuts/);
    expect(await say(page, chat, "forget everything about me")).toMatch(/DELETE MY DATA/);
    expect(await say(page, chat, "what do you know about me")).toMatch(/don't know anything about you/);

    await page.setViewportSize(PHONE);
    const panel = await chat.boundingBox();
    expect(panel && panel.x >= 0 && panel.x + panel.width <= PHONE.width).toBe(true);
    await screenshot(page, "mock-chat-memory-phone");
  });

  it("plays the test phone on RCS, in a thread of its own (issue 40)", async () => {
    const { page, chat } = await openChat();
    const rcs = chat.getByRole("button", { name: "RCS", exact: true });
    await rcs.click();
    expect(await rcs.getAttribute("aria-pressed")).toBe("true");
    expect(await say(page, chat, "hello over rcs")).not.toBe("");
    await page.setViewportSize(PHONE);
    await screenshot(page, "mock-chat-rcs-phone");

    const threads = await harness.openPage(
      `/admin/threads?search=${encodeURIComponent(MOCK_CHAT_USER_PHONE)}`,
    );
    await threads.locator("tbody tr").getByText("RCS", { exact: true }).waitFor();
  });
});
