import type { Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  everyComponentDefinition,
  groceryChecklistDefinition,
  signupDefinition,
} from "../helpers/micro-ui-definitions.js";
import { type AxeFinding, type AxeWhere, axeViolations, BLOCKING_IMPACTS, logFindings } from "./axe.js";
import { hasBrowser } from "./browser.js";
import { serveFakeGoogleMaps, serveFakeYouTube } from "./fake-embeds.js";
import { DESKTOP, type MicroUiBrowserSuite, PHONE, startMicroUiBrowserSuite } from "./micro-ui-browser.js";

/**
 * Issue 39, "Accessibility, measured": axe-core on the pages outside the console's shell (the
 * landing page with its legal dialog, the sign-in page, blank and refused, and a micro UI page of
 * each kind) at 1280 and 390 px. No serious or critical violation may be found; the lesser ones
 * are printed as a table.
 */
describe.skipIf(!hasBrowser)("public pages and sign-in: accessibility", () => {
  let suite: MicroUiBrowserSuite;
  const lesser: AxeFinding[] = [];
  let blocking: AxeFinding[] = [];

  beforeAll(async () => {
    suite = await startMicroUiBrowserSuite();
  });
  beforeEach(() => {
    blocking = [];
  });
  afterAll(async () => {
    logFindings("public pages and sign-in: moderate and minor", lesser);
    await suite?.close();
  });

  async function check(page: Page, where: AxeWhere) {
    for (const finding of await axeViolations(page, where)) {
      (BLOCKING_IMPACTS.has(finding.impact) ? blocking : lesser).push(finding);
    }
  }
  const widths = [DESKTOP, PHONE];

  it("finds nothing serious on the landing page, its legal dialog and the sign-in page", async () => {
    for (const viewport of widths) {
      const { page } = await suite.openPage("/", viewport);
      await page.getByText("Your personal assistant. Coming soon...").waitFor();
      await check(page, { route: "/", state: "filled", width: viewport.width });
      await page.getByRole("button", { name: "Privacy Policy" }).click();
      await page
        .getByRole("dialog", { name: "Privacy Policy" })
        .getByText(/Effective Date/)
        .waitFor();
      await check(page, { route: "/ privacy dialog", state: "filled", width: viewport.width });

      await page.goto(`${suite.server.url}/admin/login`);
      await page.getByRole("button", { name: "Sign In" }).waitFor();
      await check(page, { route: "/admin/login", state: "empty", width: viewport.width });
      await page.getByRole("button", { name: "Sign In" }).click();
      await page.getByText("Phone number must be at least 10 characters.").waitFor();
      await check(page, { route: "/admin/login", state: "invalid form", width: viewport.width });
      await page.getByLabel("Phone number").fill("5005550123");
      await page.getByLabel("Password").fill("not the password");
      await page.getByRole("button", { name: "Sign In" }).click();
      await page.getByText("Invalid credentials. Please try again.").first().waitFor();
      await check(page, { route: "/admin/login", state: "refused", width: viewport.width });
      await page.context().close();
    }
    expect(blocking).toEqual([]);
  });

  it("finds nothing serious on a micro UI page of each kind, the demo and a missing page", async () => {
    const tracker = everyComponentDefinition();
    const pages = {
      checklist: await suite.storePage(groceryChecklistDefinition()),
      form: await suite.storePage(signupDefinition()),
      "every component, sections": await suite.storePage(tracker),
      "every component, tabs": await suite.storePage({
        ...tracker,
        layout: { ...tracker.layout, type: "tabs" },
      }),
      "every component, grid": await suite.storePage({
        ...tracker,
        layout: { ...tracker.layout, type: "grid" },
      }),
    };
    for (const viewport of widths) {
      const { page } = await suite.openPage("", viewport);
      await serveFakeGoogleMaps(page);
      await serveFakeYouTube(page);
      for (const [kind, slug] of Object.entries(pages)) {
        await page.goto(`${suite.server.url}/ui/${slug}`);
        await page.locator("#root[data-hydrated]").waitFor();
        await page.getByRole("heading", { level: 1 }).waitFor();
        await check(page, { route: `/ui (${kind})`, state: "filled", width: viewport.width });
      }
      await page.goto(`${suite.server.url}/micro-ui-demo`);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      await check(page, { route: "/micro-ui-demo", state: "filled", width: viewport.width });
      await page.goto(`${suite.server.url}/ui/01JXNOSUCHPAGE000000000000`);
      await page.getByText(/Interface not found/).waitFor();
      await check(page, { route: "/ui (missing)", state: "error", width: viewport.width });
      await page.context().close();
    }
    expect(blocking).toEqual([]);
  });
});
