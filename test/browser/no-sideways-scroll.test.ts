import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  advertisements,
  advertiserAdvertisements,
  advertisers,
  announcements,
  keywords,
  prompts,
  referralCodes,
} from "../../src/db/schema/index.js";
import {
  addAuditEntries,
  addChecklistMicroUi,
  addQueuedMessage,
  addSystemNumber,
  addThread,
  addUser,
  daysAgo,
  hoursAgo,
} from "../helpers/console-fixtures.js";
import { signInCookie } from "../helpers/sign-in.js";
import { hasBrowser } from "./browser.js";
import { type ConsoleHarness, DESKTOP, PHONE, screenshot, startConsoleHarness } from "./console-harness.js";

/**
 * Issue 20 point 7: no list screen may scroll sideways or cut its content off, on a desktop or a
 * phone. Every list is seeded with long values, the kind that pushed tables past their box.
 */

const LONG = "a long piece of text that goes on and on so that no column could ever fit it on one line";

interface Layout {
  pageWiderThanWindow: number;
  /** Elements inside main whose content is wider than their box: cut off, spilling or scrolling. */
  overflowing: string[];
}

/**
 * What sticks out at the current width. Deliberate cuts are left out: text ending in an ellipsis
 * (`truncate`, `line-clamp-*`, each with the full text in a title) and visually hidden labels
 * (`sr-only`, clipped away). No list screen has a code or pre block meant to scroll.
 */
function measureLayout(page: Page): Promise<Layout> {
  return page.evaluate(() => {
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}"> ${element.scrollWidth} > ${element.clientWidth}: ${(element.textContent ?? "").slice(0, 40)}`;
    const overflowing: string[] = [];
    for (const element of document.querySelectorAll("main *")) {
      if (element.scrollWidth <= element.clientWidth + 1) continue;
      const style = getComputedStyle(element);
      if (style.textOverflow === "ellipsis" || style.webkitLineClamp !== "none") continue;
      if (style.clipPath !== "none" || style.clip !== "auto") continue;
      overflowing.push(describe(element));
    }
    return {
      pageWiderThanWindow: document.documentElement.scrollWidth - window.innerWidth,
      overflowing,
    };
  });
}

interface Screen {
  name: string;
  path: () => string;
  /** Text that shows once the list has loaded. */
  ready: string;
}

describe.skipIf(!hasBrowser)("console: list screens fit their width", () => {
  let harness: ConsoleHarness;
  let advertiserId = 0;

  /**
   * One page per width, kept for every screen: each screen is reached the way an operator moves
   * between them, by the console's own navigation (wouter follows history.pushState), not by
   * loading the console anew. The list is measured once its text shows and no request is in flight.
   */
  const pages = new Map<string, { page: Page; inFlight: Set<unknown> }>();
  async function pageAt(width: string, viewport: { width: number; height: number }, path: string) {
    const open = pages.get(width);
    if (open) {
      await open.page.evaluate((to) => history.pushState(null, "", to), path);
      return open;
    }
    const inFlight = new Set<unknown>();
    const page = await harness.openPage(path, viewport, async (page) => {
      page.on("request", (request) => inFlight.add(request));
      page.on("requestfinished", (request) => inFlight.delete(request));
      page.on("requestfailed", (request) => inFlight.delete(request));
    });
    pages.set(width, { page, inFlight });
    return { page, inFlight };
  }

  async function expectFits(screen: Screen, state: string) {
    for (const [width, viewport] of [
      ["desktop", DESKTOP],
      ["phone", PHONE],
    ] as const) {
      const { page, inFlight } = await pageAt(width, viewport, screen.path());
      await page.locator("main").getByText(screen.ready).filter({ visible: true }).first().waitFor();
      await expect.poll(() => inFlight.size).toBe(0);
      if (width === "phone") await screenshot(page, `fit-${screen.name}-${state}-phone`);
      const layout = await measureLayout(page);
      expect(layout, `${screen.name} (${state}) at ${width} width`).toEqual({
        pageWiderThanWindow: expect.any(Number),
        overflowing: [],
      });
      expect(layout.pageWiderThanWindow, `${screen.name} (${state}) page at ${width}`).toBeLessThanOrEqual(0);
    }
  }

  beforeAll(async () => {
    harness = await startConsoleHarness();
    const db = harness.server.database.db;
    const [advertiser] = await db.insert(advertisers).values({ name: "Bean There" }).returning();
    advertiserId = advertiser?.id ?? 0;
  });
  afterAll(() => harness?.close());

  const emptyScreens: Screen[] = [
    { name: "keywords", path: () => "/admin/keywords", ready: "No keywords found." },
    { name: "advertisements", path: () => "/admin/advertisements", ready: "No advertisements found." },
    {
      name: "advertiser-advertisements",
      path: () => `/admin/advertisers/${advertiserId}/advertisements`,
      ready: "No Advertisements Yet",
    },
    { name: "system-numbers", path: () => "/admin/system-numbers", ready: "No system numbers configured" },
    { name: "referral-codes", path: () => "/admin/referral-codes", ready: "No referral codes found" },
    { name: "queue", path: () => "/admin/queue", ready: "No queued messages found" },
    { name: "micro-uis", path: () => "/admin/micro-uis", ready: "No micro UIs found" },
    { name: "announcements", path: () => "/admin/announcements", ready: "No announcements" },
    // Filtered: the harness's own sign-in may be an entry already.
    {
      name: "audit-log",
      path: () => "/admin/audit?action=none",
      ready: "No audit entries match these filters.",
    },
    {
      name: "backups",
      path: () => "/admin/settings?tab=backups",
      ready: "No backups yet. Create one now, or wait for the daily job.",
    },
  ];

  it.each(emptyScreens)("shows the empty $name list without sideways scrolling", async (screen) => {
    await expectFits(screen, "empty");
  });

  const filledScreens: Screen[] = [
    { name: "users", path: () => "/admin/users", ready: "+1 (303) 555-0100" },
    { name: "threads", path: () => "/admin/threads", ready: "+1 (303) 555-0100" },
    { name: "keywords", path: () => "/admin/keywords", ready: "OPENINGHOURS" },
    { name: "advertisements", path: () => "/admin/advertisements", ready: "Coffee deal" },
    {
      name: "advertiser-advertisements",
      path: () => `/admin/advertisers/${advertiserId}/advertisements`,
      ready: "Morning special",
    },
    { name: "system-numbers", path: () => "/admin/system-numbers", ready: "Main line" },
    { name: "referral-codes", path: () => "/admin/referral-codes", ready: "SPRINGTIMEBONUS" },
    { name: "queue", path: () => "/admin/queue", ready: "Reminder:" },
    { name: "micro-uis", path: () => "/admin/micro-uis", ready: "01JXFITMICROUI0000000000001" },
    { name: "announcements", path: () => "/admin/announcements", ready: "Spring update" },
    { name: "jobs", path: () => "/admin/jobs", ready: "Job Management" },
    { name: "prompts", path: () => "/admin/prompts", ready: "layout_check" },
    { name: "security", path: () => "/admin/security", ready: "This session" },
    { name: "audit-log", path: () => "/admin/audit", ready: "Two-factor codes locked" },
    { name: "backups", path: () => "/admin/settings?tab=backups", ready: "Manual" },
  ];

  it("seeds every list with long values", async () => {
    // The filled lists are seen from new pages: the console keeps some lists fresh for a minute,
    // and the empty ones it already showed must not stand in for them.
    for (const { page } of pages.values()) await page.context().close();
    pages.clear();
    const db = harness.server.database.db;
    const user = await addUser(db, { phone_number: "+13035550100", profile: `Likes ${LONG}` });
    await addUser(db, { phone_number: "+13035550101" });
    const thread = await addThread(
      db,
      [user],
      [{ role: "user", content: `Question about ${LONG}`, at: hoursAgo(2) }],
    );
    await db.insert(keywords).values([
      { keyword: "OPENINGHOURS", response: `We are open ${LONG}`, action: "help" },
      { keyword: "STOPALLTEXTSNOW", response: "", action: "unsubscribe", is_active: false },
    ]);
    await db.insert(advertisements).values([
      {
        title: `Coffee deal with ${LONG}`,
        content: `Two for one ${LONG}`,
        merchant: "The Very Long Named Coffee Roasting Company of San Francisco",
        url: "https://example.com/coffee",
        frequency: 1000,
      },
      { title: "Pizza night", content: "Half off", merchant: "Slice", url: "https://example.com/pizza" },
    ]);
    await db.insert(advertiserAdvertisements).values([
      {
        advertiser_id: advertiserId,
        title: "Morning special",
        content: `Breakfast ${LONG}`,
        url: "https://example.com/a/very/long/path/that/keeps/going/and/going/to/the/morning/special",
        target_tier: "premium",
      },
      { advertiser_id: advertiserId, title: null, content: "No title", url: null },
    ]);
    await addSystemNumber(db, {
      number: "+14155550100",
      friendly_name: "Main line",
      campaign: "Launch campaign for the whole west coast",
      custom_prompt: `Answer as ${LONG}`,
      messages_per_second: 2.5,
      messaging_service_sid: `MG${"0123456789abcdef".repeat(2)}`,
    });
    await addSystemNumber(db, { number: "+14155550101", is_active: false });
    await db.insert(referralCodes).values({ code: "SPRINGTIMEBONUS", code_type: "system", current_uses: 40 });
    await addQueuedMessage(db, {
      content: `Reminder: ${LONG}`,
      recipient: "+14155550123",
      type: "reminder",
      scheduled_for: new Date(Date.now() + 86_400_000),
      media_url: "https://example.com/picture.png",
    });
    await addQueuedMessage(db, {
      content: "Sent already",
      recipient: "+14155550124",
      type: "marketing",
      scheduled_for: hoursAgo(30),
      processed: true,
      processed_at: hoursAgo(29),
      skip_reason: "The recipient opted out of marketing texts",
    });
    await addChecklistMicroUi(db, {
      slug: "01JXFITMICROUI0000000000001",
      thread_id: thread.id,
      user_id: user.id,
      at: daysAgo(1),
    });
    await db.insert(announcements).values({
      name: "Spring update",
      message: `Spring is here with ${LONG}`,
      cohort: "all",
      delivery_date: new Date(Date.now() + 3 * 86_400_000),
      media_url: "https://example.com/spring.png",
    });
    await db.insert(prompts).values({ type: "layout_check", content: `You are ${LONG}. ${LONG}.` });
    await addAuditEntries(db, [
      {
        created_at: hoursAgo(1),
        admin_phone: "+13035550199",
        // The longest action's words.
        action: "two_factor_locked",
        resource_type: "keyword",
        resource_id: "OPENINGHOURS-AND-A-VERY-LONG-IDENTIFIER",
        summary: `Changed the response to ${LONG}`,
        ip: "2001:0db8:85a3:0000:0000:8a2e:0370:7334",
        user_agent: `Mozilla/5.0 ${LONG}`,
      },
    ]);
    const backup = await harness.server.app.inject({
      method: "POST",
      url: "/api/admin/backups",
      headers: { cookie: await signInCookie(harness.server.app), "x-requested-with": "fetch" },
    });
    expect(backup.statusCode).toBe(201);
  });

  it.each(filledScreens)("shows the $name list without sideways scrolling", async (screen) => {
    await expectFits(screen, "filled");
  });
});
