import type { Locator, Page } from "playwright-core";
import { ulid } from "ulid";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertMicroUi } from "../../src/db/repositories/micro-uis.js";
import {
  everyComponentDefinition,
  groceryChecklistDefinition,
  signupDefinition,
} from "../helpers/micro-ui-definitions.js";
import { hasBrowser } from "./browser.js";
import { serveFakeGoogleMaps, serveFakeYouTube } from "./fake-embeds.js";
import {
  DESKTOP,
  type MicroUiBrowserSuite,
  PHONE,
  startMicroUiBrowserSuite,
  untilUsable,
} from "./micro-ui-browser.js";

const INVALID_SLUG = "Invalid interface URL. Please check the link and try again.";
const NOT_FOUND = "Interface not found. This link may be invalid or the interface may have been removed.";

describe.skipIf(!hasBrowser)("micro UI viewer", () => {
  let suite: MicroUiBrowserSuite;

  beforeAll(async () => {
    suite = await startMicroUiBrowserSuite();
  });
  afterAll(() => suite?.close());

  async function centreOf(target: Locator) {
    const box = await target.boundingBox();
    if (!box) throw new Error("the element is not on screen");
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }
  /** Holds a finger on the element's centre for longer than a tap, as a phone's long press. */
  async function longPress(page: Page, target: Locator) {
    const point = await centreOf(target);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
    await page.waitForTimeout(800);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  }
  const itemTexts = (page: Page) =>
    page.getByRole("checkbox").evaluateAll((boxes) => boxes.map((box) => box.getAttribute("aria-label")));

  it("opens a stored checklist and keeps every change: add, tick, edit, delete, reorder, reload", async () => {
    const slug = await suite.storePage(groceryChecklistDefinition());
    const { page, problems } = await suite.openPage(`/ui/${slug}`);
    await page.getByRole("heading", { name: "Groceries", level: 1 }).waitFor();
    await page.getByText("Made by the Textpal assistant").waitFor();
    expect(await page.title()).toBe("Groceries · Textpal");
    await page.getByRole("button", { name: "Reorder Milk" }).and(page.locator(":enabled")).waitFor();
    await suite.screenshot(page, "micro-ui-checklist-phone");

    const add = page.getByPlaceholder("Add new item...");
    await add.fill("Butter");
    await add.press("Enter");
    await expect.poll(() => suite.storedGroceries(slug)).toEqual(["Butter", "Milk", "Eggs", "Bread"]);
    await add.fill("   ");
    await add.press("Enter");
    expect(await itemTexts(page)).toEqual(["Butter", "Milk", "Eggs", "Bread"]);

    await page.getByRole("checkbox", { name: "Milk" }).check();
    expect(await itemTexts(page)).toEqual(["Butter", "Eggs", "Bread", "Milk"]);
    await expect.poll(() => suite.storedGroceries(slug)).toEqual(["Butter", "Eggs", "Bread", "Milk ✓"]);

    await page.getByRole("button", { name: "Eggs", exact: true }).click();
    await page.getByLabel("Edit Eggs").fill("Free-range eggs");
    await page.getByLabel("Edit Eggs").press("Enter");
    await expect
      .poll(() => suite.storedGroceries(slug))
      .toEqual(["Butter", "Free-range eggs", "Bread", "Milk ✓"]);

    await page.getByRole("button", { name: "Bread", exact: true }).click();
    await page.getByLabel("Edit Bread").fill("Rye");
    await page.getByLabel("Edit Bread").press("Escape");
    await page.getByRole("button", { name: "Bread", exact: true }).click();
    await page.getByLabel("Edit Bread").fill("   ");
    await page.getByLabel("Edit Bread").press("Enter");
    expect(await itemTexts(page)).toEqual(["Butter", "Free-range eggs", "Bread", "Milk"]);

    await page.getByRole("button", { name: "Butter", exact: true }).click();
    await page.getByLabel("Edit Butter").waitFor();
    await suite.screenshot(page, "micro-ui-checklist-editing-phone");
    await page.getByRole("button", { name: "Delete Butter" }).click();
    await expect.poll(() => suite.storedGroceries(slug)).toEqual(["Free-range eggs", "Bread", "Milk ✓"]);

    // Keyboard reordering (dnd-kit): Space lifts the item, an arrow moves it, Space drops it.
    await page.getByRole("button", { name: "Reorder Bread" }).focus();
    await page.keyboard.press("Space");
    await page.waitForTimeout(150);
    await page.keyboard.press("ArrowUp");
    await page.waitForTimeout(300);
    await page.keyboard.press("Space");
    await expect.poll(() => itemTexts(page)).toEqual(["Bread", "Free-range eggs", "Milk"]);
    await expect.poll(() => suite.storedGroceries(slug)).toEqual(["Bread", "Free-range eggs", "Milk ✓"]);

    await page.reload();
    await page.getByRole("heading", { name: "Groceries", level: 1 }).waitFor();
    await page.getByRole("checkbox").first().waitFor();
    expect(await itemTexts(page)).toEqual(["Bread", "Free-range eggs", "Milk"]);
    expect(await page.getByRole("checkbox", { name: "Milk" }).isChecked()).toBe(true);
    expect(problems).toEqual([]);
  });

  it("on a phone: a 44 px tick target, a tap on the text ticks, a long press or the edit button edits", async () => {
    const slug = await suite.storePage(groceryChecklistDefinition());
    const { page, problems } = await suite.openPage(`/ui/${slug}`, PHONE, { touch: true });
    const milk = page.getByRole("checkbox", { name: "Milk" });
    await milk.waitFor();

    // Every point of a 44 x 44 px square around the box reaches it (directly or through its label).
    const reachesBox = await milk.evaluate(
      (box, { x, y }) => {
        const offsets = [-21, 0, 21];
        return offsets.flatMap((dx) =>
          offsets.map((dy) => {
            const hit = document.elementFromPoint(x + dx, y + dy);
            return hit === box || (hit instanceof HTMLLabelElement && hit.control === box);
          }),
        );
      },
      await centreOf(milk),
    );
    expect(reachesBox).toEqual(Array(9).fill(true));

    await page.getByRole("button", { name: "Eggs", exact: true }).tap();
    await expect.poll(() => page.getByRole("checkbox", { name: "Eggs" }).isChecked()).toBe(true);
    expect(await page.getByRole("textbox", { name: "Edit Eggs" }).count()).toBe(0);
    await expect.poll(() => suite.storedGroceries(slug)).toEqual(["Milk", "Bread", "Eggs ✓"]);

    await longPress(page, page.getByRole("button", { name: "Bread", exact: true }));
    const editBread = page.getByRole("textbox", { name: "Edit Bread" });
    await editBread.fill("Rye bread");
    await editBread.press("Enter");
    await expect.poll(() => suite.storedGroceries(slug)).toEqual(["Milk", "Rye bread", "Eggs ✓"]);

    await page.getByRole("button", { name: "Edit Milk" }).tap();
    await page.getByRole("textbox", { name: "Edit Milk" }).waitFor();
    await suite.screenshot(page, "micro-ui-checklist-touch-editing-phone");
    await page.getByRole("textbox", { name: "Edit Milk" }).press("Escape");
    expect(await page.getByRole("checkbox", { name: "Milk" }).isChecked()).toBe(false);
    await suite.screenshot(page, "micro-ui-checklist-touch-phone");
    expect(problems).toEqual([]);

    const desktop = await suite.openPage(`/ui/${slug}`, DESKTOP);
    await desktop.page.getByRole("button", { name: "Edit Milk" }).waitFor();
    await suite.screenshot(desktop.page, "micro-ui-checklist-desktop");
  });

  it("shows a form submission in the table bound to the same path, and keeps it", async () => {
    const slug = await suite.storePage(signupDefinition());
    const { page, problems } = await suite.openPage(`/micro-ui/${slug}`);
    const table = page.getByRole("table");
    await page.getByText("No rows yet.").waitFor();

    await page.getByLabel("Your name").fill("Ada");
    await page.getByLabel("Bringing").selectOption("Dessert");
    await page.getByLabel("Vegetarian").check();
    await page.getByRole("button", { name: "Count me in" }).click();
    await table.getByRole("cell", { name: "Ada" }).waitFor();
    await table.getByRole("cell", { name: "Dessert" }).waitFor();
    await table.getByRole("img", { name: "Yes" }).waitFor();
    expect(await page.getByLabel("Your name").inputValue()).toBe("");
    await expect
      .poll(async () => (await suite.storedData(slug)).signups)
      .toEqual([expect.objectContaining({ name: "Ada", dish: "Dessert", vegetarian: true })]);
    await suite.screenshot(page, "micro-ui-form-table-phone");

    await page.reload();
    await table.getByRole("cell", { name: "Ada" }).waitFor();
    const desktop = await suite.openPage(`/micro-ui/${slug}`, DESKTOP);
    await desktop.page.getByRole("cell", { name: "Ada" }).waitFor();
    await suite.screenshot(desktop.page, "micro-ui-form-table-desktop");
    expect(problems).toEqual([]);
  });

  it("renders all ten component types of a stored page", async () => {
    const slug = await suite.storePage(everyComponentDefinition());
    const { page, problems } = await suite.openPage("");
    await serveFakeGoogleMaps(page);
    await serveFakeYouTube(page);
    await page.goto(`${suite.server.url}/ui/${slug}`);
    await page.getByRole("heading", { name: "Trip planner", level: 1 }).waitFor();
    await page.getByText("Have a great trip!").waitFor();
    await page.getByRole("heading", { name: "Hotel" }).waitFor();
    await page.getByText("Confirmation 4411").waitFor();
    await page.getByRole("button", { name: "Details" }).waitFor();
    await page.getByRole("heading", { name: "Who is coming?" }).waitFor();
    await page.getByRole("columnheader", { name: "Kids" }).waitFor();
    await page.getByRole("checkbox", { name: "Sunscreen" }).waitFor();
    await page.getByText("$420.00").waitFor();
    await page.getByRole("button", { name: "Book" }).waitFor();
    await page.getByText("30 / 100").waitFor();
    await page.getByRole("button", { name: "Marker: Start" }).waitFor();
    await page.frameLocator("iframe").getByText("YouTube player").waitFor();
    // Section layout: a divider between each of the ten components.
    expect(await page.locator("article hr").count()).toBe(9);
    await suite.screenshot(page, "micro-ui-every-component-phone");
    expect(problems).toEqual([]);
  });

  it("skips a component type it does not know, with a console warning", async () => {
    const slug = ulid();
    await insertMicroUi(suite.server.database.db, {
      type: "note",
      slug,
      thread_id: null,
      user_id: null,
      payload: {
        meta: { type: "note", title: "From a newer version" },
        layout: {
          type: "page",
          components: [
            { id: "a", type: "hologram", props: {} },
            { id: "b", type: "text", props: { content: "Still readable" } },
          ],
        },
        data: {},
      },
      at: new Date(),
    });
    const { page, consoleMessages } = await suite.openPage(`/ui/${slug}`);
    await page.getByText("Still readable").waitFor();
    expect(consoleMessages).toContain('Unknown micro UI component type "hologram" skipped');
  });

  it("refuses a slug that is not 26 characters without fetching anything", async () => {
    const { page } = await suite.openPage("");
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/micro-ui")) fetched.push(request.url());
    });
    await page.goto(`${suite.server.url}/ui/not-a-real-slug`);
    await page.getByText(INVALID_SLUG).waitFor();
    expect(fetched).toEqual([]);
  });

  it("says when no page has that slug", async () => {
    const { page } = await suite.openPage("/ui/01ARZ3NDEKTSV4RRFFQ69G5FAV");
    await page.getByText(NOT_FOUND).waitFor();
    await suite.screenshot(page, "micro-ui-not-found-phone");
  });

  it("keeps a change on screen and only logs it when saving fails", async () => {
    const slug = await suite.storePage(groceryChecklistDefinition());
    const { page, consoleMessages } = await suite.openPage("");
    await page.route("**/api/micro-ui/*/data", (route) => route.fulfill({ status: 500, body: "down" }));
    await page.goto(`${suite.server.url}/ui/${slug}`);
    await untilUsable(page);
    await page.getByRole("checkbox", { name: "Milk" }).check();
    await expect
      .poll(() => consoleMessages.some((text) => text.startsWith("Failed to update micro UI data")))
      .toBe(true);
    expect(await page.getByRole("checkbox", { name: "Milk" }).isChecked()).toBe(true);
    expect(await suite.storedGroceries(slug)).toEqual(["Milk", "Eggs", "Bread"]);
  });

  it("sends the micro UI Content-Security-Policy with the page", async () => {
    const slug = await suite.storePage(groceryChecklistDefinition());
    const { page } = await suite.openPage("");
    const response = await page.goto(`${suite.server.url}/ui/${slug}`);
    expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
  });

  it.each(["/UI/", "/Ui/", "/MICRO-UI/", "/%75i/"])(
    "renders the page at %s{slug} too, and with the micro UI policy",
    async (prefix) => {
      const slug = await suite.storePage(groceryChecklistDefinition());
      const { page, problems } = await suite.openPage("");
      const response = await page.goto(`${suite.server.url}${prefix}${slug}`);
      await page.getByRole("heading", { name: "Groceries", level: 1 }).waitFor();
      const policy = response?.headers()["content-security-policy"] ?? "";
      expect(policy).toContain("frame-src https://www.youtube-nocookie.com");
      expect(policy).toContain("frame-ancestors 'none'");
      // This suite configures a Maps key, so the policy has the eval Google documents for its API.
      expect(policy).toContain("'unsafe-eval'");
      expect(problems).toEqual([]);
    },
  );
});
