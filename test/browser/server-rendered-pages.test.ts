import type { MicroUiDefinitionInput } from "@shared/micro-ui/definition-schema";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeSetting } from "../../src/db/repositories/settings.js";
import { groceryChecklistDefinition } from "../helpers/micro-ui-definitions.js";
import { hasBrowser } from "./browser.js";
import { builtFileOf } from "./built-web.js";
import { type MicroUiBrowserSuite, startMicroUiBrowserSuite, untilUsable } from "./micro-ui-browser.js";

const NOT_FOUND = "Interface not found. This link may be invalid or the interface may have been removed.";
const INVALID_SLUG = "Invalid interface URL. Please check the link and try again.";

/** A checklist with a ticked item, a table with rows and a video: what a page must show without JavaScript. */
function tripDefinition(): MicroUiDefinitionInput {
  return {
    meta: { type: "page", title: "Weekend trip", description: "Who brings what" },
    layout: {
      type: "page",
      components: [
        { id: "todo", type: "checklist", props: { title: "To do", dataSource: "todo" } },
        {
          id: "guests",
          type: "table",
          props: {
            title: "Guests",
            columns: [
              { key: "name", label: "Name" },
              { key: "dish", label: "Dish" },
            ],
            dataSource: "guests",
          },
        },
        { id: "clip", type: "video", props: { url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" } },
      ],
    },
    data: {
      todo: [
        { id: "1", text: "Book the cabin", completed: true },
        { id: "2", text: "Buy firewood", completed: false },
      ],
      guests: [
        { name: "Ana", dish: "Paella" },
        { name: "Ben", dish: "Flan" },
      ],
    },
  };
}

/** The page state the server handed to the browser, as hydration reads it. */
const pageState = (html: string) =>
  JSON.parse(/<script type="application\/json" id="page-state">(.*?)<\/script>/s.exec(html)?.[1] ?? "null");

describe.skipIf(!hasBrowser)("pages rendered on the server", () => {
  let suite: MicroUiBrowserSuite;

  beforeAll(async () => {
    suite = await startMicroUiBrowserSuite();
  }, 60_000);
  afterAll(() => suite?.close());

  const fetchPage = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${suite.server.url}${path}`, { headers });

  it("sends a micro UI page drawn, with its title, components and the data to hydrate from", async () => {
    const slug = await suite.storePage(tripDefinition());
    const response = await fetchPage(`/ui/${slug}`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain("<title>Weekend trip · Textpal</title>");
    expect(html).toContain('<div id="root" data-ssr><div');
    for (const text of [
      "Weekend trip",
      "Who brings what",
      "Book the cabin",
      "Buy firewood",
      "Paella",
      "Flan",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    const state = pageState(html);
    expect(state).toMatchObject({ state: "shown", slug, ui: { meta: { title: "Weekend trip" } } });
    expect(state.ui.data).toEqual(tripDefinition().data);
    // No inline script runs: the page's policy forbids them, and the state is data, not code.
    expect(html.match(/<script(?![^>]*type="application\/json")(?![^>]*src=)[^>]*>/g)).toBeNull();
    expect((await fetchPage(`/micro-ui/${slug}`)).status).toBe(200);
  });

  it("answers 404 with the viewer's own screens, drawn on the server, for a missing or malformed link", async () => {
    const missing = await fetchPage("/ui/01ARZ3NDEKTSV4RRFFQ69G5FAV");
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain(NOT_FOUND);
    const malformed = await fetchPage("/micro-ui/not-a-slug");
    expect(malformed.status).toBe(404);
    expect(await malformed.text()).toContain(INVALID_SLUG);
  });

  it("hydrates the page it drew: ticking an item saves it, with no errors", async () => {
    const slug = await suite.storePage(groceryChecklistDefinition());
    const { page, problems, consoleMessages } = await suite.openPage(`/ui/${slug}`);
    await page.locator("#root[data-hydrated]").waitFor();
    await page.getByRole("checkbox", { name: "Eggs" }).check();
    await expect.poll(async () => itemStates(await suite.storedData(slug))).toContainEqual(["Eggs", true]);
    // Drag and drop arrives after hydration: the handles work.
    await page.getByRole("button", { name: "Reorder Milk" }).and(page.locator(":enabled")).waitFor();
    expect(problems).toEqual([]);
    expect(consoleMessages.filter((text) => /hydrat|error/i.test(text))).toEqual([]);
  });

  it("shows the page, read-only, with JavaScript turned off", async () => {
    const slug = await suite.storePage(tripDefinition());
    const { page } = await suite.openPage(`/ui/${slug}`, undefined, { javaScript: false });
    await page.getByRole("heading", { name: "Weekend trip", level: 1 }).waitFor();
    expect(await page.getByRole("checkbox", { name: "Book the cabin" }).isChecked()).toBe(true);
    expect(await page.getByRole("checkbox", { name: "Buy firewood" }).isChecked()).toBe(false);
    // Read-only: nothing could save a tick, so nothing can be ticked.
    expect(await page.getByRole("checkbox", { name: "Buy firewood" }).isDisabled()).toBe(true);
    expect(await page.getByRole("cell").allTextContents()).toEqual(["Ana", "Paella", "Ben", "Flan"]);
    const link = page.getByRole("link", { name: "Open in YouTube" });
    expect(await link.getAttribute("href")).toBe("https://www.youtube.com/watch?v=dQw4w9WgXcQ");
    await suite.screenshot(page, "micro-ui-without-javascript-phone");
  });

  it("shows the landing page without JavaScript, and loads the legal texts only when asked", async () => {
    const html = await (await fetchPage("/")).text();
    expect(html).toContain("Your personal assistant. Coming soon...");
    const noScript = await suite.openPage("/", undefined, { javaScript: false });
    await noScript.page.getByRole("heading", { name: "Hi, I'm Textpal" }).waitFor();

    const { page, problems } = await suite.openPage("");
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(`${suite.server.url}/`);
    await page.locator("#root[data-hydrated]").waitFor();
    const legalChunk = `/${builtFileOf("features/legal/legal-dialog.tsx")}`;
    expect(scripts.some((url) => url.endsWith(legalChunk))).toBe(false);
    await page.getByRole("button", { name: "Privacy Policy" }).click();
    await page.getByRole("dialog").waitFor();
    expect(scripts.some((url) => url.endsWith(legalChunk))).toBe(true);
    expect(problems).toEqual([]);
  });

  it("states the retention periods in force in the privacy policy", async () => {
    await writeSetting(suite.server.database.db, "MESSAGE_RETENTION_DAYS", "30");
    await writeSetting(suite.server.database.db, "MEDIA_RETENTION_DAYS", "7");
    const { page, problems } = await suite.openPage("/");
    await page.getByRole("button", { name: "Privacy Policy" }).click();
    const policy = page.getByRole("dialog", { name: "Privacy Policy" });
    await policy
      .getByText("including reminders and announcements already sent: for 30 days, then deleted")
      .waitFor();
    await policy.getByText("(their transcripts): for 7 days, then deleted").waitFor();
    await policy
      .getByText("text DELETE MY DATA to Textpal, then reply YES DELETE within 10 minutes")
      .waitFor();
    expect(problems).toEqual([]);
  });

  it("compresses and caches: assets for a year, pages revalidated by ETag", async () => {
    const slug = await suite.storePage(groceryChecklistDefinition());
    const page = await fetchPage(`/ui/${slug}`, { "accept-encoding": "br, gzip" });
    const html = await page.text();
    expect(page.headers.get("cache-control")).toBe("no-cache");
    expect(page.headers.get("content-encoding")).toBe("br");
    const etag = page.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    expect((await fetchPage(`/ui/${slug}`, { "if-none-match": etag })).status).toBe(304);

    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1] ?? "";
    const preloaded = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
      (m) => m[1],
    );
    const largest = await largestOf([script, ...preloaded]);
    for (const encoding of ["br", "gzip"]) {
      const asset = await fetchPage(largest, { "accept-encoding": encoding });
      expect(asset.headers.get("content-encoding")).toBe(encoding);
      expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    }
  });

  it("downloads no asset again on a second visit", async () => {
    const slug = await suite.storePage(groceryChecklistDefinition());
    const { page } = await suite.openPage(`/ui/${slug}`);
    const downloaded = await assetsDownloadedDuring(page, async () => {
      await page.goto(`${suite.server.url}/ui/${slug}`);
      await untilUsable(page);
    });
    expect(downloaded).toEqual([]);
  });

  /** The asset that weighs most on the wire, so the test sees a file big enough to be compressed. */
  async function largestOf(paths: Array<string | undefined>): Promise<string> {
    let largest = { path: "", size: -1 };
    for (const path of paths) {
      if (!path) continue;
      const size = (await (await fetchPage(path)).arrayBuffer()).byteLength;
      if (size > largest.size) largest = { path, size };
    }
    return largest.path;
  }
});

function itemStates(data: Record<string, unknown>): Array<[string, boolean]> {
  const lists = (data.lists ?? {}) as { groceries?: Array<{ text: string; completed: boolean }> };
  const items = lists.groceries ?? [];
  return items.map((item) => [item.text, item.completed]);
}

/**
 * Assets the browser asked the server for (not its cache) while `visit` ran: only a request that
 * reached the network gets the raw response headers (responseReceivedExtraInfo), a 304 included.
 */
async function assetsDownloadedDuring(page: Page, visit: () => Promise<void>): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  const urls = new Map<string, string>();
  const fromNetwork: string[] = [];
  cdp.on("Network.requestWillBeSent", ({ requestId, request }) => urls.set(requestId, request.url));
  cdp.on("Network.responseReceivedExtraInfo", ({ requestId }) => fromNetwork.push(requestId));
  await visit();
  await cdp.detach();
  return fromNetwork.map((id) => urls.get(id) ?? "").filter((url) => url.includes("/assets/"));
}
