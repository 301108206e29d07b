import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addChecklistMicroUi,
  addSystemNumber,
  addThread,
  addUser,
  hoursAgo,
} from "../helpers/console-fixtures.js";
import { hasBrowser } from "./browser.js";
import {
  type ConsoleHarness,
  DESKTOP,
  PHONE,
  screenshot,
  startConsoleHarness,
  toast,
} from "./console-harness.js";

/** Issue 39's layout points that only a browser can show, measured at 1280 and 390 px. */

const WIDTHS = [
  ["desktop", DESKTOP],
  ["phone", PHONE],
] as const;

/**
 * The controls in main that the floating chat button hides: any its box touches, and any focused
 * (as Tab does, which scrolls it into view) whose centre is drawn under the button. From md up the
 * button must be clear at every scroll position, from the top to the end half a screen at a time;
 * on a phone, where it sits in the sticky header that content scrolls under, with the page at its
 * top and at its end.
 */
function controlsUnderChatButton(page: Page, phone: boolean): Promise<string[]> {
  return page.evaluate((phone) => {
    const button = document.querySelector<HTMLElement>('[aria-label="Open mock chat"]');
    if (!button) throw new Error("no mock chat button");
    const name = (element: Element) =>
      `<${element.tagName.toLowerCase()}> ${element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 40)}`;
    // A tab's panel takes focus too, but it is the box around the controls, not one of them.
    const selector = "main :is(a[href], button, input, select, textarea, [tabindex]):not([role=tabpanel])";
    const controls = [...document.querySelectorAll<HTMLElement>(selector)].filter((control) =>
      control.checkVisibility(),
    );
    const hidden: string[] = [];
    const touching = (where: string) => {
      const chat = button.getBoundingClientRect();
      for (const control of controls) {
        const box = control.getBoundingClientRect();
        const overlaps =
          box.right > chat.left && box.left < chat.right && box.bottom > chat.top && box.top < chat.bottom;
        if (overlaps) hidden.push(`${where}: ${name(control)}`);
      }
    };
    const end = document.documentElement.scrollHeight - window.innerHeight;
    const stops = phone ? [0, end] : [];
    for (let y = 0; !phone && y < end + window.innerHeight / 2; y += window.innerHeight / 2) {
      stops.push(Math.min(y, end));
    }
    for (const y of stops) {
      window.scrollTo(0, y);
      touching(`scrolled to ${Math.round(y)} px`);
    }
    for (const control of controls) {
      control.focus();
      const box = control.getBoundingClientRect();
      const drawn = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      if (drawn && button.contains(drawn)) hidden.push(`focused: ${name(control)}`);
    }
    return hidden;
  }, phone);
}

describe.skipIf(!hasBrowser)("console: layout", () => {
  let harness: ConsoleHarness;

  beforeAll(async () => {
    harness = await startConsoleHarness();
    const db = harness.server.database.db;
    const user = await addUser(db, { phone_number: "+13035550100" });
    const thread = await addThread(db, [user], [{ role: "user", content: "Hello", at: hoursAgo(1) }]);
    const at = hoursAgo(1);
    await addChecklistMicroUi(db, {
      slug: "01JXLAYOUTMICROUI00000000001",
      thread_id: thread.id,
      user_id: user.id,
      at,
    });
    await addSystemNumber(db, { number: "+14155550100", friendly_name: "Main line", campaign: "Launch" });
  });
  afterAll(() => harness?.close());

  const screens = [
    { path: "/admin/settings", ready: "Group Chats" },
    { path: "/admin/settings?tab=messaging", ready: "Save Settings" },
    { path: "/admin/system-numbers", ready: "Main line" },
    { path: "/admin/users", ready: "+1 (303) 555-0100" },
    { path: "/admin/admins", ready: "Change password" },
    { path: "/admin/security", ready: "This session" },
  ];

  it.each(WIDTHS)(
    "keeps every control clear of the floating chat button at %s width",
    async (width, viewport) => {
      const page = await harness.openPage("/admin/dashboard", viewport);
      await page.getByRole("button", { name: "Open mock chat" }).waitFor();
      for (const screen of screens) {
        await page.evaluate((to) => history.pushState(null, "", to), screen.path);
        await page.locator("main").getByText(screen.ready).filter({ visible: true }).first().waitFor();
        expect(await controlsUnderChatButton(page, width === "phone"), `${screen.path} at ${width}`).toEqual(
          [],
        );
      }
      await page.evaluate((to) => history.pushState(null, "", to), "/admin/settings");
      const groupChats = page.getByRole("switch", { name: /Group Chats/ });
      await groupChats.focus();
      await screenshot(page, `chat-button-clear-settings-${width}`);
    },
  );

  it("shows every Settings tab whole at 390 px, on more rows rather than a strip scrolling sideways", async () => {
    const page = await harness.openPage("/admin/settings", PHONE);
    const tabs = page.getByRole("tablist");
    await tabs.getByRole("tab", { name: "Backups" }).waitFor();
    const fit = await tabs.evaluate((list) => ({
      scrolls: list.scrollWidth > list.clientWidth,
      // A tab cut off by the list's edge or the window's, by name.
      cut: [...list.querySelectorAll('[role="tab"]')]
        .filter((tab) => {
          const box = tab.getBoundingClientRect();
          const edge = list.getBoundingClientRect();
          return box.left < edge.left || box.right > Math.min(edge.right, window.innerWidth);
        })
        .map((tab) => tab.textContent),
    }));
    expect(fit).toEqual({ scrolls: false, cut: [] });
    await screenshot(page, "settings-tabs-phone");
  });

  it("keeps a toast beside the dialog whose action raised it at 1280 px, clear of its buttons", async () => {
    const page = await harness.openPage("/admin/users", DESKTOP);
    await page.getByRole("button", { name: /\+1 \(303\) 555-0100/ }).click();
    const details = page.getByRole("dialog", { name: "User Details" });
    await details.getByRole("button", { name: "Opt out" }).click();
    await page
      .getByRole("alertdialog", { name: "Opt this user out?" })
      .getByRole("button", { name: "Opt Out" })
      .click();
    await toast(page, "User Opted Out").waitFor();
    await details.getByRole("button", { name: "Opt back in" }).waitFor();
    const dialogBox = await details.boundingBox();
    const toastBox = await page
      .getByRole("region", { name: /Notifications/, includeHidden: true })
      .locator("li")
      .boundingBox();
    expect(toastBox?.x ?? 0).toBeGreaterThanOrEqual((dialogBox?.x ?? 0) + (dialogBox?.width ?? 0));
    for (const button of await details.getByRole("button").all()) {
      const box = await button.boundingBox();
      if (!box) continue;
      const drawn = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="dialog"]') !== null,
        { x: box.x + box.width / 2, y: box.y + box.height / 2 },
      );
      expect(drawn, `${await button.textContent()} is drawn`).toBe(true);
    }
    await screenshot(page, "toast-beside-dialog-desktop");
  });

  it("wraps a long URL inside its toast at 390 px", async () => {
    const page = await harness.openPage("/admin/micro-uis", PHONE);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: "Copy URL" }).filter({ visible: true }).first().click();
    const shown = page.getByRole("region", { name: /Notifications/ }).locator("li");
    await shown.getByText("Copied to clipboard").waitFor();
    const fit = await shown.evaluate((item) => ({
      spills: [item, ...item.querySelectorAll("*")].filter(
        (element) => element.scrollWidth > element.clientWidth + 1,
      ).length,
      right: item.getBoundingClientRect().right <= window.innerWidth,
    }));
    expect(fit).toEqual({ spills: 0, right: true });
    await screenshot(page, "toast-long-url-phone");
  });
});
