import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addThread, addUser, hoursAgo } from "../helpers/console-fixtures.js";
import { axeViolations, BLOCKING_IMPACTS, untilSettled } from "./axe.js";
import { hasBrowser } from "./browser.js";
import {
  type ConsoleHarness,
  DESKTOP,
  PHONE,
  screenshot,
  startConsoleHarness,
  toast,
} from "./console-harness.js";

/**
 * Issue 39, "Accessibility, measured": an operator with a keyboard and no mouse signs in, opens a
 * user, takes over a thread, creates an announcement and signs out. Every element the keyboard
 * lands on must show that it has focus, and be on screen.
 */

/** Each walk's own person, so each finds a thread the assistant still answers. */
const PEOPLE = { [DESKTOP.width]: "+13035550142", [PHONE.width]: "+13035550143" };
const shown = (phone: string) => `+1 (303) 555-${phone.slice(-4)}`;
/** More Tab presses than any screen of the walk has stops before its target. */
const MOST_TABS = 80;

interface Focused {
  /** What the focused element is, for a failure message. */
  description: string;
  /** A drawn outline or a box-shadow ring. */
  indicated: boolean;
  onScreen: boolean;
}

/** What the keyboard's focus is on, and whether a person can see it there. */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body)
      return { description: "<body>", indicated: false, onScreen: false };
    // Radix's toast viewport has an invisible stop before its toasts that passes focus on to them;
    // with a toast closing there is nothing to pass it to, and the next Tab goes on past it.
    const region = element.parentElement;
    const toastFocusProxy =
      element.tagName === "SPAN" &&
      region?.getAttribute("role") === "region" &&
      region.querySelector(":scope > ol") !== null;
    if (toastFocusProxy) return { description: "<toast focus proxy>", indicated: false, onScreen: false };
    const style = getComputedStyle(element);
    // A dialog that takes focus itself as it opens shows it by being the open dialog; where focus goes
    // then is the Dialog component's business (issue 39 point 4), not this walk's.
    const dialog = ["dialog", "alertdialog"].includes(element.getAttribute("role") ?? "");
    const transparent = (color: string) => /^rgba\(.*,\s*0\)$/.test(color) || color === "transparent";
    const outlined =
      style.outlineStyle !== "none" &&
      Number.parseFloat(style.outlineWidth) > 0 &&
      !transparent(style.outlineColor);
    // A ring is a shadow with a spread in a colour one can see; a soft resting shadow has no spread.
    const shadows = style.boxShadow === "none" ? [] : style.boxShadow.split(/,(?![^(]*\))/);
    const ringed = shadows.some((shadow) => {
      const color = shadow.match(/rgba?\([^)]*\)/)?.[0] ?? "";
      const lengths = shadow.replace(color, "").match(/-?[\d.]+px/g) ?? [];
      return !transparent(color) && Number.parseFloat(lengths[3] ?? "0") > 0;
    });
    const box = element.getBoundingClientRect();
    const onScreen =
      box.width > 0 &&
      box.height > 0 &&
      box.bottom > 0 &&
      box.right > 0 &&
      box.top < window.innerHeight &&
      box.left < window.innerWidth;
    const name =
      element.getAttribute("aria-label") ||
      (element.id && document.querySelector(`label[for="${element.id}"]`)?.textContent) ||
      element.textContent?.trim().slice(0, 40) ||
      "";
    return {
      description: `<${element.tagName.toLowerCase()} class="${element.getAttribute("class")}"> "${name}"`,
      indicated: dialog || outlined || ringed,
      onScreen,
    };
  });
}

describe.skipIf(!hasBrowser)("console: a keyboard-only walk", () => {
  let harness: ConsoleHarness;
  /** Every element that had focus and did not show it, with the step it was reached on. */
  let unseen: string[] = [];
  /** The dialogs the walk opens are checked by axe on the way (issue 39's target: nothing serious). */
  let serious: unknown[] = [];
  async function checkDialog(page: Page, route: string) {
    const findings = await axeViolations(page, {
      route,
      state: "filled",
      width: page.viewportSize()?.width ?? 0,
    });
    serious.push(...findings.filter((finding) => BLOCKING_IMPACTS.has(finding.impact)));
  }

  beforeAll(async () => {
    harness = await startConsoleHarness();
    const db = harness.server.database.db;
    for (const phone of Object.values(PEOPLE)) {
      const user = await addUser(db, { phone_number: phone, profile: "Walks the dog at 7" });
      await addThread(db, [user], [{ role: "user", content: "Can a person help me?", at: hoursAgo(1) }]);
    }
  });
  beforeEach(() => {
    unseen = [];
    serious = [];
  });
  afterAll(() => harness?.close());

  /** Presses a key and records the element it leaves focus on, if that one does not show it. */
  async function press(page: Page, key: string, step: string) {
    await page.keyboard.press(key);
    let now = await focused(page);
    // Judged where it comes to rest: a drawer or dialog sliding in starts off screen.
    if (!now.indicated || !now.onScreen) {
      await untilSettled(page);
      now = await focused(page);
    }
    if (now.description === "<body>" || now.description === "<toast focus proxy>") return;
    if (!now.indicated || !now.onScreen) {
      unseen.push(
        `${step}: ${now.description}${now.indicated ? "" : " shows no focus"}${now.onScreen ? "" : " is off screen"}`,
      );
    }
  }

  /** Tabs (forward, or back with Shift) until `target` has focus, checking every stop on the way. */
  async function tabTo(page: Page, target: Locator, step: string, key = "Tab") {
    await target.waitFor();
    for (let presses = 0; presses < MOST_TABS; presses++) {
      await press(page, key, step);
      if (await target.evaluate((element) => element === document.activeElement)) return;
    }
    throw new Error(`${step}: ${MOST_TABS} presses of ${key} never reached the target`);
  }

  /**
   * Reaches a link or button of the sidebar, which on a phone is in a drawer the menu button opens.
   */
  async function tabToSidebar(
    page: Page,
    name: string | RegExp,
    step: string,
    role: "link" | "button" = "link",
  ) {
    if ((page.viewportSize()?.width ?? 0) < 768) {
      await tabTo(page, page.getByRole("button", { name: /Open menu/ }), step);
      await press(page, "Enter", step);
      await page.getByRole("dialog", { name: "Navigation" }).waitFor();
    }
    await tabTo(page, page.getByRole(role, { name }), step);
  }

  it.each([
    ["1280", DESKTOP],
    ["390", PHONE],
  ])(
    "at %s px: signs in, opens a user, takes over a thread, creates an announcement and signs out",
    async (width, viewport) => {
      const phone = PEOPLE[viewport.width] ?? "";
      const context = await harness.browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`${harness.server.url}/admin/login`);

      // Sign in.
      await tabTo(page, page.getByLabel("Phone number"), "sign in");
      await page.keyboard.type(harness.server.admin.phoneNumber);
      await tabTo(page, page.getByLabel("Password"), "sign in");
      await page.keyboard.type(harness.server.admin.password);
      await press(page, "Enter", "sign in");
      await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();

      // Open a user from the Users list.
      await tabToSidebar(page, "Users", "to Users");
      await press(page, "Enter", "to Users");
      await page.getByRole("heading", { name: "Users", level: 1 }).waitFor();
      await tabTo(page, page.getByRole("button", { name: shown(phone) }), "open a user");
      await press(page, "Enter", "open a user");
      const details = page.getByRole("dialog", { name: "User Details" });
      await details.getByRole("heading", { name: "Profile" }).waitFor();
      await screenshot(page, `keyboard-walk-user-details-${width}`);
      await checkDialog(page, "users: User Details");
      await press(page, "Tab", "in User Details");
      await press(page, "Escape", "close User Details");
      await details.waitFor({ state: "detached" });

      // Take over the person's thread.
      await tabToSidebar(page, /^Threads/, "to Threads");
      await press(page, "Enter", "to Threads");
      await page.getByRole("heading", { name: "Threads", level: 1 }).waitFor();
      await tabTo(
        page,
        page.getByRole("button", { name: `View messages with ${shown(phone)}` }),
        "open a thread",
      );
      await press(page, "Enter", "open a thread");
      const thread = page.getByRole("dialog", { name: "Thread Messages" });
      await tabTo(page, thread.getByRole("button", { name: "Take over" }), "take over");
      await press(page, "Enter", "take over");
      await toast(page, "Thread taken over").waitFor();
      await thread.getByRole("button", { name: "Hand back" }).waitFor();
      // The button pressed is gone (Hand back took its place); the keyboard goes on from there.
      await tabTo(page, thread.getByRole("textbox", { name: "Message" }), "write to the person");
      await page.keyboard.type("Hello, this is the team.");
      await press(page, "Control+Enter", "write to the person");
      await thread.getByRole("listitem").filter({ hasText: "Hello, this is the team." }).waitFor();
      await screenshot(page, `keyboard-walk-thread-${width}`);
      await checkDialog(page, "threads: Thread Messages");
      await press(page, "Escape", "close the thread");
      await thread.waitFor({ state: "detached" });

      // Create an announcement for the 15th of next month.
      await tabToSidebar(page, "Announcements", "to Announcements");
      await press(page, "Enter", "to Announcements");
      await page.getByRole("heading", { name: "Announcements", level: 1 }).waitFor();
      await tabTo(page, page.getByRole("button", { name: "Create Announcement" }), "create an announcement");
      await press(page, "Enter", "create an announcement");
      const form = page.getByRole("dialog", { name: "Create Announcement" });
      await tabTo(page, form.getByLabel("Name"), "announcement form");
      await page.keyboard.type(`Keyboard news at ${width}`);
      await tabTo(page, form.getByLabel("Announcement Content"), "announcement form");
      await page.keyboard.type("Everything works from the keyboard.");
      await tabTo(page, form.getByRole("button", { name: /next month/i }), "announcement form");
      await press(page, "Enter", "announcement form");
      // Tab enters the calendar on one day of the month shown; Enter picks it.
      await tabTo(page, form.getByRole("gridcell").getByRole("button").first(), "announcement form");
      await screenshot(page, `keyboard-walk-announcement-${width}`);
      await checkDialog(page, "announcements: Create Announcement");
      await press(page, "Enter", "pick a day");
      await tabTo(page, form.getByRole("button", { name: "Create Announcement" }), "announcement form");
      await press(page, "Enter", "announcement form");
      await toast(page, "Announcement created successfully").waitFor();
      await page
        .locator("main")
        .getByText(`Keyboard news at ${width}`)
        .filter({ visible: true })
        .first()
        .waitFor();

      // Sign out.
      await tabToSidebar(page, "Logout", "sign out", "button");
      await press(page, "Enter", "sign out");
      await page.getByRole("button", { name: "Sign In" }).waitFor();
      await context.close();

      expect(unseen).toEqual([]);
      expect(serious).toEqual([]);
    },
  );
});
