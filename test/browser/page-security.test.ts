import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBrowser } from "./browser.js";
import { type ConsoleHarness, PHONE, screenshot, startConsoleHarness } from "./console-harness.js";
import { recordCspViolations } from "./csp-violations.js";

describe.skipIf(!hasBrowser)("page security headers in the browser", () => {
  let harness: ConsoleHarness;

  beforeAll(async () => {
    harness = await startConsoleHarness();
  });
  afterAll(() => harness?.close());

  async function open(path: string) {
    const violations: string[] = [];
    const page = await harness.openPage(path, undefined, (page) => recordCspViolations(page, violations));
    return { page, violations };
  }

  it("loads the landing page and its legal dialog under the page policy", async () => {
    const { page, violations } = await open("/");
    await page.getByText("Your personal assistant. Coming soon...").waitFor();
    await page.getByRole("button", { name: "Privacy Policy" }).click();
    await page.getByRole("dialog", { name: "Privacy Policy" }).waitFor();
    expect(violations).toEqual([]);
  });

  it("runs the console's screens, dialogs and mock chat under the page policy", async () => {
    const { page, violations } = await open("/admin/dashboard");
    await page.getByRole("heading", { name: "Dashboard", level: 1 }).waitFor();
    const sidebar = page.getByRole("navigation", { name: "Admin" });

    await sidebar.getByRole("link", { name: "Users" }).click();
    await page.getByRole("heading", { name: "Users", level: 1 }).waitFor();

    // A Radix dialog locks scrolling with an injected <style> element and style attributes.
    await sidebar.getByRole("link", { name: "Advertisers" }).click();
    await page.getByRole("button", { name: "Add Advertiser" }).click();
    await page.getByRole("dialog").waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "hidden" });

    await page.getByRole("button", { name: "Open mock chat" }).click();
    await page.getByText("Thread not found. Send a message to create one.").waitFor();

    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL("**/admin/login");
    await page.getByRole("button", { name: "Sign In" }).waitFor();
    expect(violations).toEqual([]);
  });

  it("shows the API reference from the OpenAPI document under its own policy, at 1280 and 390 px", async () => {
    for (const viewport of [undefined, PHONE]) {
      const violations: string[] = [];
      const page = await harness.openPage("/api/docs", viewport, (page) =>
        recordCspViolations(page, violations),
      );
      await page.getByRole("heading", { name: /Textpal API/ }).waitFor();
      // A tag section and one of its operations, read from /api/openapi.json.
      await page.getByRole("heading", { name: "Users" }).waitFor();
      await page.getByText("/api/admin/users/{id}").first().waitFor();
      await screenshot(page, `api-docs-${viewport ? "390" : "1280"}`);
      expect(violations).toEqual([]);
    }
  });

  it("refuses to let another site frame the console", async () => {
    const consoleUrl = `${harness.server.url}/admin/login`;
    // A real server on another origin: Chromium does not let a page it was handed by a route frame
    // a loopback address at all, which would pass this test whatever the console's headers.
    const decoy = createServer((_request, response) => {
      response.writeHead(200, { "content-type": "text/html" });
      response.end(
        `<!doctype html><h1>Win a prize</h1><iframe src="${consoleUrl}" width="800" height="600"></iframe>`,
      );
    });
    await new Promise<void>((resolve) => decoy.listen(0, "127.0.0.1", resolve));
    try {
      const { page, violations } = await open("");
      const { port } = decoy.address() as AddressInfo;
      await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: "load" });
      await page.getByRole("heading", { name: "Win a prize" }).waitFor();
      const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
      expect(frame?.url()).not.toBe(consoleUrl);
      expect(violations.some((text) => text.includes("frame-ancestors"))).toBe(true);
    } finally {
      decoy.close();
    }
  });
});
