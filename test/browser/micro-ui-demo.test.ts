import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { hasBrowser, launchBrowser } from "./browser.js";
import { serveFakeGoogleMaps, serveFakeYouTube } from "./fake-embeds.js";
import {
  DESKTOP,
  MAPS_TEST_KEY,
  type MicroUiBrowserSuite,
  PHONE,
  startMicroUiBrowserSuite,
} from "./micro-ui-browser.js";

describe.skipIf(!hasBrowser)("micro UI demo and maps", () => {
  let suite: MicroUiBrowserSuite;

  beforeAll(async () => {
    suite = await startMicroUiBrowserSuite();
  });
  afterAll(() => suite?.close());

  const sample = (page: Page) => page.getByRole("region", { name: "Current sample" });

  async function showSample(page: Page, name: string, type: string, components: number) {
    await page.getByRole("button", { name, exact: true }).click();
    expect(await page.getByRole("button", { name, exact: true }).getAttribute("aria-pressed")).toBe("true");
    await expect
      .poll(() => sample(page).locator("dl").first().innerText())
      .toMatch(new RegExp(`Type:\\s*${type}\\s*Components:\\s*${components}`));
  }

  it("renders every sample, the component registry and the architecture benefits", async () => {
    const { page, problems, consoleMessages } = await suite.openPage("");
    await serveFakeGoogleMaps(page);
    await serveFakeYouTube(page);
    await page.goto(`${suite.server.url}/micro-ui-demo`);
    await page.getByRole("heading", { name: "Micro UI Demo", level: 1 }).waitFor();

    await showSample(page, "Map", "map", 1);
    await sample(page).getByRole("heading", { name: "New York Highlights" }).waitFor();
    await sample(page).getByRole("button", { name: "Marker: Times Square" }).waitFor();
    const openMap = sample(page).getByRole("link", { name: "Open in Google Maps" });
    expect(await openMap.getAttribute("href")).toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&origin=40\.7128/,
    );
    expect(await openMap.getAttribute("target")).toBe("_blank");
    await suite.screenshot(page, "micro-ui-demo-map-phone");

    await showSample(page, "Video", "video", 1);
    const video = sample(page).locator("iframe");
    expect(await video.getAttribute("src")).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?/,
    );
    await sample(page).frameLocator("iframe").getByText("YouTube player").waitFor();
    expect(await sample(page).getByRole("link", { name: "Open in YouTube" }).getAttribute("href")).toBe(
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    );

    await showSample(page, "Checklist", "checklist", 1);
    await sample(page).getByRole("checkbox", { name: "Buy groceries" }).check();
    await expect
      .poll(() => consoleMessages.some((text) => text.startsWith("Micro UI data updated:")))
      .toBe(true);
    await suite.screenshot(page, "micro-ui-demo-checklist-phone");

    await showSample(page, "Dashboard", "dashboard", 3);
    await sample(page).getByText("$12,450.00").waitFor();
    await sample(page).getByText("68 / 100").waitFor();
    await sample(page).getByRole("progressbar").waitFor();
    await suite.screenshot(page, "micro-ui-demo-dashboard-phone");

    await showSample(page, "Table", "table", 1);
    await sample(page).getByRole("cell", { name: "Ada Lovelace" }).waitFor();
    expect(await sample(page).getByRole("row").count()).toBe(5);
    await suite.screenshot(page, "micro-ui-demo-table-phone");

    const registry = page.locator("li", { has: page.locator("code") });
    expect(await registry.locator("code").allInnerTexts()).toEqual([
      "card",
      "form",
      "table",
      "checklist",
      "dashboard",
      "button",
      "text",
      "progress",
      "map",
      "video",
    ]);
    await page.getByText("Architecture benefits").waitFor();
    expect(problems).toEqual([]);

    const desktop = await suite.openPage("/micro-ui-demo", DESKTOP);
    await desktop.page.getByRole("button", { name: "Dashboard", exact: true }).click();
    await desktop.page.getByText("$12,450.00").waitFor();
    await suite.screenshot(desktop.page, "micro-ui-demo-dashboard-desktop");
  });

  it("shows that the sample table scrolls sideways, at 1280 and 390 px", async () => {
    const withScrollbars = await launchBrowser({ showScrollbars: true });
    onTestFinished(() => withScrollbars.close());
    for (const [viewport, name] of [
      [DESKTOP, "micro-ui-demo-table-desktop"],
      [PHONE, "micro-ui-demo-table-scroll-phone"],
    ] as const) {
      const { page, problems } = await suite.openPage("/micro-ui-demo", viewport, { on: withScrollbars });
      await showSample(page, "Table", "table", 1);
      const table = sample(page).getByRole("table");
      await table.getByRole("cell", { name: "Ada Lovelace" }).waitFor();
      const scroller = table.locator("xpath=..");
      const fade = (edge: "start" | "end") => sample(page).getByTestId(`scroll-fade-${edge}`);
      const box = async (locator: Locator) =>
        (await locator.boundingBox()) ?? { x: 0, y: 0, width: 0, height: 0 };

      // The five columns are wider than the page's column at both widths, so part is out of view.
      expect(await scroller.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeGreaterThan(
        0,
      );
      // The cue: the cut edge fades out, a scrollbar is drawn, and the keyboard can scroll it too.
      await fade("end").waitFor();
      expect(await fade("start").count()).toBe(0);
      const [area, endFade] = [await box(scroller), await box(fade("end"))];
      expect(Math.abs(endFade.x + endFade.width - (area.x + area.width))).toBeLessThanOrEqual(2);
      expect(
        await scroller.evaluate((element: HTMLElement) => element.offsetHeight - element.clientHeight),
      ).toBeGreaterThan(0);
      expect(await scroller.getAttribute("tabindex")).toBe("0");
      await suite.screenshot(page, name, { fullPage: false });

      // Scrolled to the end, the last column is whole and the fade moves to the other edge.
      await scroller.hover();
      await page.mouse.wheel(area.width * 2, 0);
      await fade("start").waitFor();
      await fade("end").waitFor({ state: "detached" });
      const lastColumn = await box(table.getByRole("columnheader", { name: "Last active" }));
      expect(lastColumn.x + lastColumn.width).toBeLessThanOrEqual(area.x + area.width + 1);
      await suite.screenshot(page, `${name}-scrolled`, { fullPage: false });
      expect(problems).toEqual([]);
    }
  });

  it("draws markers, text-only popups and a driving route with Google Maps", async () => {
    const { page, problems } = await suite.openPage("");
    const requested = await serveFakeGoogleMaps(page);
    await page.goto(`${suite.server.url}/micro-ui-demo`);
    const map = sample(page).getByTestId("google-map");
    await map.getByRole("button", { name: "Marker: Central Park" }).click();
    await map.getByRole("dialog").getByText("Finish with a picnic").waitFor();

    const script = new URL(requested[0] ?? "about:blank");
    expect(script.searchParams.get("key")).toBe(MAPS_TEST_KEY);
    expect(script.searchParams.get("libraries")).toBe("geometry,places");
    const recorded = await page.evaluate(() => (window as unknown as { fakeMaps: unknown }).fakeMaps);
    expect(recorded).toMatchObject({
      maps: [{ center: { lat: 40.7128, lng: -74.006 }, zoom: 12 }],
      directions: [
        { travelMode: "DRIVING", waypoints: [{ location: { lat: 40.758, lng: -73.9855 }, stopover: true }] },
      ],
      popups: ["object"],
    });
    expect(problems).toEqual([]);
  });

  it("says so when the Maps script or the key cannot be had", async () => {
    const { page } = await suite.openPage("");
    await page.route("https://maps.googleapis.com/**", (route) => route.abort());
    await page.goto(`${suite.server.url}/micro-ui-demo`);
    await sample(page).getByText("Failed to load map").waitFor();
    await sample(page).getByText("Failed to load Google Maps API").waitFor();

    // The server answers 404 when GOOGLE_MAPS_API_KEY is unset (covered by the integration tests).
    const withoutKey = await suite.openPage("");
    await withoutKey.page.route("**/api/google-maps-key", (route) =>
      route.fulfill({
        status: 404,
        contentType: "application/json",
        body: '{"message":"Google Maps is not configured."}',
      }),
    );
    await withoutKey.page.goto(`${suite.server.url}/micro-ui-demo`);
    await sample(withoutKey.page).getByText("Failed to get Google Maps API key").waitFor();
    await sample(withoutKey.page).getByText("Failed to load map").waitFor();
    await suite.screenshot(withoutKey.page, "micro-ui-demo-map-error-phone");
  });
});
