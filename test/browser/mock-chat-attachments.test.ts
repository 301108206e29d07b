import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { READABLE_MEDIA_ACCEPT, VOICE_NOTE_TYPES } from "../../src/shared/media-kinds.js";
import { pngOf, wavTone } from "../helpers/fake-media-server.js";
import { startTestServer } from "../helpers/test-server.js";
import { hasBrowser, launchBrowser, type SharedBrowser } from "./browser.js";

const projectRoot = join(import.meta.dirname, "..", "..");
const screenshotDir = join(projectRoot, "test-results", "screenshots");
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const REPLY_TIMEOUT_MS = 15_000;

type Server = Awaited<ReturnType<typeof startTestServer>>;

/**
 * Pictures and voice notes attached in the mock chat, as a phone attaches them to an MMS: picked,
 * shown as removable chips, sent with or without text, then shown in the conversation (a thumbnail,
 * a player) with the assistant's answer about them. The server runs the offline assistant.
 */
describe.skipIf(!hasBrowser)("web app: mock chat attachments", () => {
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

  async function openChat(viewport: {
    width: number;
    height: number;
  }): Promise<{ page: Page; chat: Locator }> {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(`${server.url}/admin/login`);
    await page.getByLabel("Phone number").fill(server.admin.phoneNumber);
    await page.getByLabel("Password").fill(server.admin.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL("**/admin/dashboard");
    await page.getByRole("button", { name: "Open mock chat" }).click();
    const chat = page.getByRole("region", { name: "Mock Chat" });
    await chat.getByRole("heading", { name: "Mock Chat" }).waitFor();
    return { page, chat };
  }

  const toast = (page: Page, text: string) =>
    page.getByRole("region", { name: /Notifications/ }).getByText(text, { exact: true });

  const screenshot = (page: Page, name: string) =>
    page.screenshot({ path: join(screenshotDir, `${name}.png`), animations: "disabled" });

  it("sends a picture and a voice note without text, shows both and the reply about them", async () => {
    const { page, chat } = await openChat(DESKTOP);
    const files = chat.getByTestId("mock-chat-file-input");
    await files.setInputFiles([
      { name: "receipt.png", mimeType: "image/png", buffer: pngOf(48, 32) },
      { name: "note.wav", mimeType: "audio/wav", buffer: wavTone(440, 0.3) },
      { name: "draft.txt", mimeType: "text/plain", buffer: Buffer.from("not this one") },
    ]);
    // Issue 39 point 16: the picker offers what the assistant reads, and refuses what slips past it.
    expect(await files.getAttribute("accept")).toBe(READABLE_MEDIA_ACCEPT);
    expect(READABLE_MEDIA_ACCEPT.split(",")).toEqual(["image/*", ...VOICE_NOTE_TYPES]);
    await toast(page, "Not a picture or voice note").waitFor();
    const chips = chat.getByRole("list", { name: "Attachments" }).first();
    await chips.getByText("receipt.png").waitFor();
    await chips.getByText("note.wav").waitFor();
    expect(await chat.getByText("draft.txt").count()).toBe(0);

    const send = chat.getByRole("button", { name: "Send" });
    expect(await send.isDisabled()).toBe(false);
    await send.click();

    const picture = chat.getByRole("img", { name: "Attachment 1 (image/png)" });
    await picture.waitFor({ timeout: REPLY_TIMEOUT_MS });
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
    const player = chat.locator("audio[aria-label='Attachment 2 (audio/wav)']");
    await player.waitFor();
    expect(await player.evaluate((audio: HTMLAudioElement) => audio.controls)).toBe(true);
    // Its length shows before it is played: the player loaded the file's metadata (0.3 s of tone).
    await expect
      .poll(() => player.evaluate((audio: HTMLAudioElement) => audio.duration), { timeout: REPLY_TIMEOUT_MS })
      .toBeCloseTo(0.3, 1);
    expect(await player.evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(true);
    await chat
      .getByText("I can't listen to audio yet, so please type what your voice note says.", { exact: false })
      .waitFor({ timeout: REPLY_TIMEOUT_MS });
    // Sent: the chips are gone and the composer is empty again.
    expect(await chat.getByRole("button", { name: "Remove receipt.png" }).count()).toBe(0);
    await screenshot(page, "mock-chat-attachments");
  });

  it("refuses a file over 8 MB with a toast, keeping the others", async () => {
    const { page, chat } = await openChat(DESKTOP);
    await chat.getByTestId("mock-chat-file-input").setInputFiles([
      { name: "huge.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(8 * 1024 * 1024 + 1) },
      { name: "small.png", mimeType: "image/png", buffer: pngOf(2, 2) },
    ]);
    await toast(page, "File too large").waitFor();
    await chat.getByText("small.png").waitFor();
    expect(await chat.getByText("huge.jpg").count()).toBe(0);
  });

  it("fits a phone: attachments and their chips never widen the panel", async () => {
    const { page, chat } = await openChat(PHONE);
    await chat.getByTestId("mock-chat-file-input").setInputFiles([
      {
        name: `a-very-long-file-name-from-a-phone-camera-${"x".repeat(60)}.png`,
        mimeType: "image/png",
        buffer: pngOf(600, 200),
      },
    ]);
    await chat.getByRole("button", { name: "Send" }).click();
    // The wide picture (600 px) this test sent, not an earlier test's, has loaded in its bubble.
    await expect
      .poll(
        () =>
          chat
            .getByRole("img", { name: "Attachment 1 (image/png)" })
            .evaluateAll((images) => images.some((img) => (img as HTMLImageElement).naturalWidth === 600)),
        { timeout: REPLY_TIMEOUT_MS },
      )
      .toBe(true);
    const overflow = await chat.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, "mock-chat-attachments-phone");
  });
});
