import { eq } from "drizzle-orm";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { admins, messages, threads } from "../../src/db/schema/index.js";
import { contractUrl } from "../../src/shared/api/contract-url.js";
import { mockChatApi } from "../../src/shared/api/mock-chat.js";
import { MOCK_CHAT_SYSTEM_NUMBER } from "../../src/shared/mock-chat.js";
import { OPERATOR_MESSAGE_MAX } from "../../src/shared/threads.js";
import { adminClient } from "../helpers/admin-client.js";
import { addThread, addUser, hoursAgo } from "../helpers/console-fixtures.js";
import { signInCookie } from "../helpers/sign-in.js";
import { TEST_ADMIN } from "../helpers/test-server.js";
import { eventually } from "../helpers/twilio-webhook.js";
import { hasBrowser } from "./browser.js";
import {
  type ConsoleHarness,
  DESKTOP,
  PHONE,
  screenshot,
  searchParams,
  startConsoleHarness,
  toast,
} from "./console-harness.js";

const OPERATOR = "Olivia Ops";
// The offline assistant answers (no AI key in tests), after the inbound worker picked the text up.
const ANSWER_TIMEOUT_MS = 15_000;

type Viewport = { width: number; height: number };

describe.skipIf(!hasBrowser)("console: operators step in", () => {
  let harness: ConsoleHarness;
  let admin: ReturnType<typeof adminClient>;

  beforeAll(async () => {
    harness = await startConsoleHarness();
    const db = harness.server.database.db;
    await db.update(admins).set({ name: OPERATOR }).where(eq(admins.phone_number, TEST_ADMIN.phoneNumber));
    admin = adminClient(harness.server.app, await signInCookie(harness.server.app));
  });
  afterAll(() => harness?.close());

  /**
   * A real inbound text: the mock chat's call takes it as a webhook would, and the harness's
   * workers answer it. Resolves once it is stored, with its id and thread.
   */
  async function text(from: string, body: string) {
    const response = await admin("POST", contractUrl(mockChatApi.send), { from, body });
    expect(response.statusCode, response.body).toBe(202);
    const { messageId, threadId } = response.json() as { messageId?: number; threadId?: number };
    if (!messageId || !threadId) throw new Error(`"${body}" was not stored at once`);
    return { messageId, threadId };
  }

  /** What the service wrote in answer to a text, once the inbound worker has decided. */
  async function answersTo(messageId: number) {
    const db = harness.server.database.db;
    const [inbound] = await eventually(
      () => db.select().from(messages).where(eq(messages.id, messageId)),
      (rows) => rows[0]?.processed_at != null,
      ANSWER_TIMEOUT_MS,
    );
    if (!inbound?.processed_at) throw new Error(`text ${messageId} was never processed`);
    return db.select().from(messages).where(eq(messages.reply_to_id, messageId));
  }

  /** Counts the page's calls to a path, to tell the live poll from a reload of the whole thread. */
  function countCalls(page: Page, pathPart: string): () => number {
    let calls = 0;
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.includes(pathPart)) calls++;
    });
    return () => calls;
  }

  async function openThread(page: Page, phone: string): Promise<Locator> {
    await page.getByLabel("Search threads").fill(phone);
    await page.getByText("Showing 1–1 of 1 threads").waitFor();
    await page.getByRole("button", { name: /View messages with/ }).click();
    const dialog = page.getByRole("dialog", { name: "Thread Messages" });
    await dialog.getByRole("region", { name: "Messages" }).waitFor();
    return dialog;
  }

  const status = (dialog: Locator) => dialog.getByRole("status").first();
  const messageItem = (dialog: Locator, content: string) =>
    dialog.getByRole("listitem").filter({ hasText: content });

  /** Nothing sticks out sideways at a phone's width, and the dialog's controls are on screen. */
  async function expectFitsPhone(page: Page, dialog: Locator, viewport: Viewport) {
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    expect(await dialog.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(
      0,
    );
    for (const control of [
      dialog.getByRole("button", { name: "Send" }),
      dialog.getByRole("textbox", { name: "Message" }),
    ]) {
      const box = await control.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
      expect(box && box.y + box.height <= viewport.height).toBe(true);
    }
  }

  async function takeOverTalkAndHandBack(viewport: Viewport, phone: string, name: string) {
    const first = await text(phone, "Hi, can you help me plan a trip?");
    expect((await answersTo(first.messageId)).length).toBeGreaterThan(0);

    const page = await harness.openPage("/admin/threads", viewport);
    const threadLoads = countCalls(page, "/api/admin/thread-messages/");
    const dialog = await openThread(page, phone);
    expect(searchParams(page).get("thread")).toBe(String(first.threadId));
    await status(dialog).getByText("The assistant is answering").waitFor();
    await dialog
      .getByText("The assistant is still answering in this thread. Take over to pause it.")
      .waitFor();

    await dialog.getByRole("button", { name: "Take over" }).click();
    await toast(page, "Thread taken over").waitFor();
    await status(dialog).getByText(`Taken over by ${OPERATOR}`).waitFor();
    expect(await status(dialog).textContent()).toMatch(
      /the assistant is paused; handed back automatically at .+ if nobody writes/,
    );
    await dialog.getByRole("button", { name: "Hand back" }).waitFor();
    expect(await dialog.getByRole("button", { name: "Take over" }).count()).toBe(0);
    expect(await dialog.getByText("The assistant is still answering in this thread.").count()).toBe(0);

    // The person writes while the operator has the thread: it shows up live, and only the operator answers.
    const paused = await text(phone, "Is anyone there? I need a real answer.");
    await messageItem(dialog, "Is anyone there? I need a real answer.").waitFor();
    expect(await answersTo(paused.messageId)).toEqual([]);
    expect(await messageItem(dialog, "Is anyone there?").getByText("User", { exact: true }).count()).toBe(1);

    const composer = dialog.getByRole("textbox", { name: "Message" });
    const written = "Hi, Olivia here from the team.\nWhere would you like to go? ✈️";
    await composer.fill(written);
    // Counted as the server counts: code points, so the plane and its variation selector are two.
    await dialog.getByText(`${Array.from(written).length} / ${OPERATOR_MESSAGE_MAX}`).waitFor();
    // Ctrl+Enter sends; a plain Enter made the new line above.
    await composer.press("Control+Enter");
    const reply = messageItem(dialog, "Hi, Olivia here from the team.");
    await reply.getByText(`Sent by ${OPERATOR}`).waitFor();
    await reply.getByText("Operator", { exact: true }).waitFor();
    expect(await composer.inputValue()).toBe("");
    await dialog.getByText(`0 / ${OPERATOR_MESSAGE_MAX}`).waitFor();
    if (viewport.width < 768) await expectFitsPhone(page, dialog, viewport);
    await screenshot(page, `takeover-operator-reply-${name}`);

    await dialog.getByRole("button", { name: "Hand back" }).click();
    await toast(page, "Thread handed back").waitFor();
    await status(dialog).getByText("The assistant is answering").waitFor();

    // Handed back: the assistant answers the next text, and its answer shows up live too (the
    // offline assistant's words repeat, so its answers are counted rather than looked for by text).
    const aiAnswers = dialog.getByRole("listitem").filter({ has: page.getByText("AI", { exact: true }) });
    const answeredBefore = await aiAnswers.count();
    const resumed = await text(phone, "Thanks! What's the capital of France?");
    await messageItem(dialog, "What's the capital of France?").waitFor();
    const answers = await answersTo(resumed.messageId);
    expect(answers.filter((row) => row.sender_role === "assistant").length).toBeGreaterThan(0);
    await expect
      .poll(() => aiAnswers.count(), { timeout: ANSWER_TIMEOUT_MS })
      .toBeGreaterThan(answeredBefore);
    await screenshot(page, `takeover-handed-back-${name}`);
    // Every new message came through the live poll: the thread itself was loaded once.
    expect(threadLoads()).toBe(1);
  }

  it("takes a thread over, shows the person's texts live, sends the operator's reply and hands back, at 1280 px", async () => {
    await takeOverTalkAndHandBack(DESKTOP, "+12065550161", "desktop");
  });

  it("does the same on a 390 px phone", async () => {
    await takeOverTalkAndHandBack(PHONE, "+12065550162", "phone");
  });

  it("checks the message as the server does and shows the server's refusal word for word", async () => {
    const db = harness.server.database.db;
    const gone = await addUser(db, { phone_number: "+12065550163", opted_out: true });
    await addThread(db, [gone], [{ role: "user", content: "STOP", at: hoursAgo(2) }]);
    const page = await harness.openPage("/admin/threads");
    const dialog = await openThread(page, "+12065550163");
    const composer = dialog.getByRole("textbox", { name: "Message" });

    await dialog.getByRole("button", { name: "Send" }).click();
    await dialog.getByText("Message is required").waitFor();
    await composer.fill("x".repeat(OPERATOR_MESSAGE_MAX + 1));
    await dialog.getByText(`${OPERATOR_MESSAGE_MAX + 1} / ${OPERATOR_MESSAGE_MAX}`).waitFor();
    await dialog.getByRole("button", { name: "Send" }).click();
    await dialog.getByText(`Message is too long (${OPERATOR_MESSAGE_MAX} characters at most).`).waitFor();

    await composer.fill("Sorry to see you go.");
    await dialog.getByRole("button", { name: "Send" }).click();
    await dialog.getByRole("alert").getByText("This person has opted out and cannot be messaged.").waitFor();
    // Kept for another try, and nothing was stored.
    expect(await composer.inputValue()).toBe("Sorry to see you go.");
    expect(await messageItem(dialog, "Sorry to see you go.").count()).toBe(0);
    await screenshot(page, "takeover-opted-out");
  });

  it("follows new messages only while the operator is at the bottom, and says when it cannot check", async () => {
    const db = harness.server.database.db;
    const phone = "+12065550166";
    const long = await addUser(db, { phone_number: phone });
    const earlier = Array.from({ length: 30 }, (_, index) => ({
      role: index % 2 === 0 ? ("user" as const) : ("assistant" as const),
      content: `Earlier message ${index}`,
      at: hoursAgo(30 - index),
    }));
    const seeded = await addThread(db, [long], earlier, MOCK_CHAT_SYSTEM_NUMBER);
    const page = await harness.openPage(`/admin/threads?thread=${seeded.id}`);
    const dialog = page.getByRole("dialog", { name: "Thread Messages" });
    const list = dialog.getByRole("region", { name: "Messages" });
    await messageItem(dialog, "Earlier message 29").waitFor();
    const fromBottom = () => list.evaluate((box) => box.scrollHeight - box.scrollTop - box.clientHeight);
    await expect.poll(fromBottom).toBeLessThan(2);

    // At the bottom: a new text is scrolled into view.
    const seen = await text(phone, "First new text");
    expect(seen.threadId).toBe(seeded.id);
    await messageItem(dialog, "First new text").waitFor();
    await expect.poll(fromBottom).toBeLessThan(2);
    // Read out politely; the thirty it opened with were not.
    await dialog
      .getByRole("status")
      .filter({ hasText: "New message from +1 (206) 555-0166: First new text" })
      .waitFor({ state: "attached" });

    // Scrolled up to read: the next one arrives without moving the operator's place.
    await list.evaluate((box) => box.scrollTo({ top: 0 }));
    await text(phone, "Second new text");
    await messageItem(dialog, "Second new text").waitFor();
    expect(await list.evaluate((box) => box.scrollTop)).toBe(0);

    await page.route("**/api/admin/threads/*/updates?**", (route) =>
      route.fulfill({ status: 500, body: "{}" }),
    );
    const notice = dialog.getByText("Could not check for new messages. Trying again…");
    await notice.waitFor();
    await page.unroute("**/api/admin/threads/*/updates?**");
    await notice.waitFor({ state: "hidden" });
  });

  it("flags a person who asks for a human: the notice, the filter, the sidebar badge and the dashboard card", async () => {
    const phone = "+12065550164";
    const asked = await text(phone, "talk to a human");
    const [notice] = await answersTo(asked.messageId);
    expect(notice?.kind).toBe("handoff");
    await eventually(
      () => harness.server.database.db.select().from(threads).where(eq(threads.id, asked.threadId)),
      (rows) => rows[0]?.needs_person_at != null,
    );

    const page = await harness.openPage("/admin/dashboard");
    const card = page
      .locator("div.rounded-xl")
      .filter({ has: page.getByRole("heading", { name: "Need a person" }) });
    await card.getByText("1", { exact: true }).waitFor();
    await page.getByRole("link", { name: "Threads (1 thread needs a person)" }).waitFor();
    await screenshot(page, "takeover-dashboard-needs-person");

    await card.getByRole("link", { name: "View these threads" }).click();
    await page.waitForURL("**/admin/threads?needs_person=true");
    expect(await page.getByRole("checkbox", { name: "Needs a person" }).getAttribute("aria-checked")).toBe(
      "true",
    );
    await page.getByText("Showing 1–1 of 1 threads").waitFor();
    const row = page.locator("tbody tr").first();
    await row.getByText("Needs a person", { exact: true }).waitFor();
    await screenshot(page, "takeover-threads-needs-person");

    await page.getByRole("button", { name: /View messages with/ }).click();
    const dialog = page.getByRole("dialog", { name: "Thread Messages" });
    await status(dialog).getByText("Needs a person").waitFor();
    expect(await status(dialog).textContent()).toContain("the person asked for a human");
    const handoff = dialog.getByRole("listitem").filter({ hasText: "Hand-off notice, sent automatically" });
    await handoff.getByText("Automatic", { exact: true }).waitFor();
    await screenshot(page, "takeover-needs-person-dialog");

    // Taking it over answers the flag: the badge goes from the sidebar and the row says who has it.
    await dialog.getByRole("button", { name: "Take over" }).click();
    await status(dialog).getByText(`Taken over by ${OPERATOR}`).waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await page.getByText("No threads need a person").filter({ visible: true }).waitFor();
    await page.getByRole("link", { name: "Threads", exact: true }).waitFor();
    await page.getByRole("checkbox", { name: "Needs a person" }).click();
    expect(searchParams(page).get("needs_person")).toBeNull();
    await page.getByLabel("Search threads").fill(phone);
    await page.getByText("Showing 1–1 of 1 threads").waitFor();
    const taken = page.locator("tbody tr").first().getByTitle(`Taken over by ${OPERATOR}`);
    await taken.getByText("Taken over", { exact: true }).waitFor();
    await taken.getByText(`by ${OPERATOR}`).waitFor();
    await screenshot(page, "takeover-threads-taken-over");
  });

  it("shows the count on a phone's menu button and in its drawer", async () => {
    const phone = "+12065550165";
    const asked = await text(phone, "I want to speak with an agent please");
    await answersTo(asked.messageId);
    const page = await harness.openPage("/admin/threads?needs_person=true", PHONE);
    await page.getByText("Showing 1–1 of 1 threads").waitFor();
    await page.getByText("Needs a person", { exact: true }).filter({ visible: true }).first().waitFor();
    await screenshot(page, "takeover-threads-needs-person-phone");
    await page.getByRole("button", { name: "Open menu (1 thread needs a person)" }).click();
    await page.getByRole("link", { name: "Threads (1 thread needs a person)" }).waitFor();
    await screenshot(page, "takeover-phone-menu-badge");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "View messages with +1 (206) 555-0165" }).click();
    const dialog = page.getByRole("dialog", { name: "Thread Messages" });
    await status(dialog).getByText("Needs a person").waitFor();
    await expectFitsPhone(page, dialog, PHONE);
    await screenshot(page, "takeover-needs-person-dialog-phone");
  });
});
