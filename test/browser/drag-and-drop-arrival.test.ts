import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { groceryChecklistDefinition } from "../helpers/micro-ui-definitions.js";
import { hasBrowser } from "./browser.js";
import { builtFileOf } from "./built-web.js";
import { type MicroUiBrowserSuite, startMicroUiBrowserSuite } from "./micro-ui-browser.js";

const DRAG_AND_DROP = "features/micro-ui/components/checklist/sortable-checklist.tsx";

/**
 * A server-rendered checklist hydrates as a plain list, and drag and drop arrives a moment later and
 * takes over its rows. The person may be using the list by then: the takeover must wait for them,
 * not swallow a tap or an edit. The chunk is held at the network so each test decides when it lands.
 */
describe.skipIf(!hasBrowser)("drag and drop arriving on a checklist in use", () => {
  let suite: MicroUiBrowserSuite;

  beforeAll(async () => {
    suite = await startMicroUiBrowserSuite();
  }, 60_000);
  afterAll(() => suite?.close());

  /** Opens a grocery checklist with the drag-and-drop chunk held back until `arrive()`. */
  async function openWithDragAndDropHeld() {
    const slug = await suite.storePage(groceryChecklistDefinition());
    const { page, problems } = await suite.openPage("");
    const chunk = `/${builtFileOf(DRAG_AND_DROP)}`;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let requested = false;
    await page.route(`**${chunk}`, async (route) => {
      requested = true;
      await held;
      await route.continue();
    });
    await page.goto(`${suite.server.url}/ui/${slug}`);
    await page.locator("#root[data-hydrated]").waitFor();
    await expect.poll(() => requested).toBe(true);

    /** Lets the chunk through, and returns once the page has it and has rendered since. */
    const arrive = async () => {
      release();
      // A string, so the test runner's transform leaves this import() to the browser.
      await page.evaluate(
        `import(${JSON.stringify(chunk)}).then(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))))`,
      );
    };
    return { slug, page, problems, arrive };
  }

  const handleWorks = (page: Page, item: string) =>
    page
      .getByRole("button", { name: `Reorder ${item}` })
      .and(page.locator(":enabled"))
      .waitFor();

  it("ticks an item whose press began before drag and drop arrived", async () => {
    const { slug, page, problems, arrive } = await openWithDragAndDropHeld();
    const box = await page.getByRole("checkbox", { name: "Eggs" }).boundingBox();
    if (!box) throw new Error("the Eggs box is not on screen");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await arrive();
    await page.mouse.up();
    expect(await page.getByRole("checkbox", { name: "Eggs" }).isChecked()).toBe(true);
    await expect.poll(() => suite.storedGroceries(slug)).toEqual(["Milk", "Bread", "Eggs ✓"]);
    // The press is over, so drag and drop takes over.
    await handleWorks(page, "Eggs");
    expect(problems).toEqual([]);
  });

  it("keeps an edit in progress, draft and caret, and takes over once it is saved", async () => {
    const { slug, page, problems, arrive } = await openWithDragAndDropHeld();
    await page.getByRole("button", { name: "Edit Milk" }).click();
    const field = page.getByRole("textbox", { name: "Edit Milk" });
    await page.keyboard.press("End");
    await page.keyboard.type(" (oat");
    await arrive();
    await page.keyboard.type(")");
    expect(await field.inputValue()).toBe("Milk (oat)");
    expect(await page.getByRole("button", { name: "Reorder Milk" }).isDisabled()).toBe(true);
    await page.keyboard.press("Enter");
    await expect.poll(() => suite.storedGroceries(slug)).toEqual(["Milk (oat)", "Eggs", "Bread"]);
    await handleWorks(page, "Milk (oat)");
    expect(problems).toEqual([]);
  });
});
