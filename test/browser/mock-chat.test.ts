import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  MOCK_CHAT_SYSTEM_NUMBER,
  MOCK_CHAT_USER_PHONE,
  type ThreadMessage,
  type ThreadWithMessages,
} from "../../src/shared/mock-chat.js";
import { formatPhone } from "../../src/shared/phone.js";
import { startTestServer } from "../helpers/test-server.js";
import { hasBrowser, launchBrowser, type SharedBrowser } from "./browser.js";

const projectRoot = join(import.meta.dirname, "..", "..");
const screenshotDir = join(projectRoot, "test-results", "screenshots");
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
// The reply comes from the server's offline assistant (no AI key in tests), after the send returns.
const REPLY_TIMEOUT_MS = 15_000;
const THREAD_PATH = `/api/admin/thread-by-phone/${encodeURIComponent(MOCK_CHAT_USER_PHONE)}`;

type Server = Awaited<ReturnType<typeof startTestServer>>;

describe.skipIf(!hasBrowser)("web app: mock chat", () => {
  let server: Server;
  let browser: SharedBrowser;

  beforeAll(async () => {
    if (!existsSync(join(projectRoot, "dist", "web", "index.html"))) {
      throw new Error("dist/web is missing: run `npm run build:web` before the browser tests");
    }
    mkdirSync(screenshotDir, { recursive: true });
    server = await startTestServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  /** Signed in on the dashboard, in a fresh context so no test inherits another's cookie. */
  async function signedInPage(viewport = DESKTOP, { fakeClock = false } = {}): Promise<Page> {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    // The page's own timers on Playwright's clock, which runs as usual until a test moves it on.
    if (fakeClock) await page.clock.install();
    await page.goto(`${server.url}/admin/login`);
    await page.getByLabel("Phone number").fill(server.admin.phoneNumber);
    await page.getByLabel("Password").fill(server.admin.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL("**/admin/dashboard");
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    return page;
  }

  /** Counts the calls the page makes to an API path, so tests can say when nothing was sent. */
  function countRequests(page: Page, method: string, path: string): () => number {
    let count = 0;
    page.on("request", (request) => {
      if (request.method() === method && new URL(request.url()).pathname === path) count++;
    });
    return () => count;
  }

  async function openChat(page: Page): Promise<Locator> {
    await page.getByRole("button", { name: "Open mock chat" }).click();
    const chat = page.getByRole("region", { name: "Mock Chat" });
    await chat.getByRole("heading", { name: "Mock Chat" }).waitFor();
    return chat;
  }

  // Radix also copies each toast into an off-screen live region; the visible toast is in this region.
  const toast = (page: Page, text: string) =>
    page.getByRole("region", { name: /Notifications/ }).getByText(text, { exact: true });

  const screenshot = (page: Page, name: string) =>
    page.screenshot({ path: join(screenshotDir, `${name}.png`), animations: "disabled" });

  // Bubbles have no visible names; each starts with a screen-reader label saying who wrote it.
  const bubble = (chat: Locator, speaker: "You" | "Assistant", text?: string) =>
    chat
      .getByRole("listitem")
      .filter({ hasText: `${speaker}: ${text ?? ""}` })
      .last();

  it("polls only while open and shows both fixed numbers", async () => {
    const page = await signedInPage(DESKTOP, { fakeClock: true });
    const threadReads = countRequests(page, "GET", THREAD_PATH);
    expect(threadReads()).toBe(0);

    const chat = await openChat(page);
    await chat.getByText(formatPhone(MOCK_CHAT_USER_PHONE)).waitFor();
    await chat.getByText(formatPhone(MOCK_CHAT_SYSTEM_NUMBER)).waitFor();
    await chat.getByText("Thread not found. Send a message to create one.").waitFor();
    expect(threadReads()).toBeGreaterThanOrEqual(1);
    await screenshot(page, "mock-chat-empty");

    // Open: refreshed every 3 s. Closed: not at all. The page's clock is moved on, not waited for.
    const beforePoll = threadReads();
    await page.clock.runFor(3500);
    await expect.poll(threadReads).toBeGreaterThan(beforePoll);
    // Escape closes it like a popover and hands focus back to the floating button.
    await chat.getByRole("textbox", { name: "Message" }).press("Escape");
    await chat.waitFor({ state: "hidden" });
    expect(
      await page
        .getByRole("button", { name: "Open mock chat" })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    const afterClose = threadReads();
    await page.clock.runFor(3500);
    // A read the closed chat still made would be on its way by now: the page's next round trip.
    await page.evaluate(() => fetch("/api/health"));
    expect(threadReads()).toBe(afterClose);
  });

  it("opened with Enter, Tab moves on into the chat and reaches the composer", async () => {
    const page = await signedInPage(PHONE);
    const toggle = page.getByRole("button", { name: "Open mock chat" });
    await toggle.focus();
    await toggle.press("Enter");
    const chat = page.getByRole("region", { name: "Mock Chat" });
    await chat.getByText("Thread not found. Send a message to create one.").waitFor();
    const composer = chat.getByRole("textbox", { name: "Message" });
    // Each Tab lands inside the chat (never back at the top of the page) until the composer has it.
    const inChat = () => chat.evaluate((region) => region.contains(document.activeElement));
    for (
      let step = 0;
      step < 8 && !(await composer.evaluate((el) => el === document.activeElement));
      step++
    ) {
      await page.keyboard.press("Tab");
      expect(await inChat(), `Tab ${step + 1} left the chat`).toBe(true);
    }
    expect(await composer.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("sends as the test phone and shows the assistant's reply", async () => {
    const page = await signedInPage();
    const sends = countRequests(page, "POST", "/api/admin/mock-sms");
    const chat = await openChat(page);
    await chat.getByText("Thread not found. Send a message to create one.").waitFor();

    const input = chat.getByRole("textbox", { name: "Message" });
    const send = chat.getByRole("button", { name: "Send" });
    expect(await send.isDisabled()).toBe(true);
    await input.fill("   ");
    expect(await send.isDisabled()).toBe(true);
    await input.press("Enter");

    // Shift+Enter is a line break, not a send.
    await input.fill("checklist: eggs, milk, bread");
    await input.press("Shift+Enter");
    await input.pressSequentially("thanks!");
    expect(await input.inputValue()).toBe("checklist: eggs, milk, bread\nthanks!");
    expect(sends()).toBe(0);

    await input.press("Enter");
    // Cleared once the server has accepted it, well before the reply exists.
    await expect.poll(() => input.inputValue()).toBe("");
    expect(sends()).toBe(1);

    await bubble(chat, "You", "checklist: eggs, milk, bread").waitFor({ timeout: REPLY_TIMEOUT_MS });
    const reply = bubble(chat, "Assistant");
    await reply.waitFor({ timeout: REPLY_TIMEOUT_MS });
    expect((await reply.innerText()).trim().length).toBeGreaterThan(0);
    // The test phone writes on the right, the assistant on the left.
    const mine = await bubble(chat, "You").locator("p").first().boundingBox();
    const theirs = await reply.locator("p").first().boundingBox();
    expect(mine && theirs && mine.x > theirs.x).toBe(true);
    await screenshot(page, "mock-chat-conversation");

    // On a phone the panel shrinks to the screen instead of running off it.
    await page.setViewportSize(PHONE);
    await reply.waitFor();
    const panel = await chat.boundingBox();
    expect(panel).not.toBeNull();
    if (panel) {
      expect(panel.x).toBeGreaterThanOrEqual(0);
      expect(panel.x + panel.width).toBeLessThanOrEqual(PHONE.width);
      expect(panel.y).toBeGreaterThanOrEqual(0);
    }
    await screenshot(page, "mock-chat-conversation-phone");
  });

  it("makes the http(s) addresses in messages links that open in a new tab", async () => {
    const page = await signedInPage(PHONE);
    const at = new Date().toISOString();
    const message = (id: number, sender_role: ThreadMessage["sender_role"], content: string) => ({
      id,
      thread_id: 1,
      sender: sender_role === "user" ? MOCK_CHAT_USER_PHONE : MOCK_CHAT_SYSTEM_NUMBER,
      sender_role,
      content,
      media_url: null,
      media: [],
      transcript: null,
      delivery_status: null,
      channel: null,
      segment_count: 1,
      created_at: at,
      updated_at: at,
    });
    const conversation: ThreadWithMessages = {
      thread: {
        id: 1,
        participants: [MOCK_CHAT_USER_PHONE],
        system_number: MOCK_CHAT_SYSTEM_NUMBER,
        is_group_chat: false,
        channel: "sms",
        title: null,
        message_count: 2,
        last_message: null,
        last_message_at: at,
        ai_paused: false,
        ai_paused_by: null,
        ai_paused_until: null,
        needs_person: false,
        needs_person_since: null,
        created_at: at,
        updated_at: at,
      },
      messages: [
        message(1, "user", "Is http://old.example/list still up?"),
        message(
          2,
          "assistant",
          "Your checklist is ready: https://textpal.example/ui/01JX0ABC. (Old copy: https://old.example/list?v=2)\n" +
            "Not links: javascript:alert(1) ftp://files.example <b>bold</b>",
        ),
      ],
    };
    await page.route(
      (url) => url.pathname === THREAD_PATH,
      (route) => route.fulfill({ json: conversation }),
    );
    const chat = await openChat(page);

    const reply = bubble(chat, "Assistant", "Your checklist is ready");
    await reply.waitFor();
    const links = reply.getByRole("link");
    expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")))).toEqual([
      "https://textpal.example/ui/01JX0ABC",
      "https://old.example/list?v=2",
    ]);
    for (const anchor of await links.all()) {
      expect(await anchor.getAttribute("target")).toBe("_blank");
      expect(await anchor.getAttribute("rel")).toBe("noopener noreferrer");
    }
    expect(await reply.locator("b").count()).toBe(0);
    expect(await reply.innerText()).toContain("<b>bold</b>");
    expect(
      await bubble(chat, "You").getByRole("link", { name: "http://old.example/list" }).getAttribute("href"),
    ).toBe("http://old.example/list");
    await screenshot(page, "mock-chat-links-phone");
  });

  it("keeps the draft and says so when sending fails", async () => {
    const page = await signedInPage(PHONE);
    await page.route("**/api/admin/mock-sms", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"boom"}' }),
    );
    const chat = await openChat(page);
    const input = chat.getByRole("textbox", { name: "Message" });
    await input.fill("hello");
    await chat.getByRole("button", { name: "Send" }).click();

    await toast(page, "Error").waitFor();
    await toast(page, "Failed to send message.").waitFor();
    expect(await input.inputValue()).toBe("hello");
    expect(await chat.getByRole("button", { name: "Send" }).isEnabled()).toBe(true);
    await screenshot(page, "mock-chat-send-failed-phone");
  });
});
