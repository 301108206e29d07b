import { execFile } from "node:child_process";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { groceryChecklistDefinition } from "../helpers/micro-ui-definitions.js";
import { WEB_DIR } from "./built-web.js";

const run = promisify(execFile);
const SSR_BUNDLE = pathToFileURL(join(WEB_DIR, "..", "ssr", "server.js")).href;

/**
 * The server-side bundle is loaded into the server process (decision 021). On Node 20 the first
 * AsyncLocalStorage.run in a process turns on async hooks for every promise it makes from then on:
 * React's Node build of `prerender` did that at load, and it cost the whole message path about a
 * fifth more CPU per text in bench/inbound. Inside a promise reaction, executionAsyncId() is 0 only
 * while no promise hook is on. The bundle must also let the process end by itself.
 */
describe("the server-side bundle", () => {
  it("renders both pages without turning on async hooks, and holds nothing open", async () => {
    const script = `
      const { executionAsyncId } = await import("node:async_hooks");
      const { pageRenderer } = await import(${JSON.stringify(SSR_BUNDLE)});
      const landing = await pageRenderer.renderLandingPage({ retention: { messageDays: 30, mediaDays: 30 } });
      const page = await pageRenderer.renderMicroUiPage({ state: "shown", slug: "abc", ui: ${JSON.stringify(
        groceryChecklistDefinition(),
      )} });
      const id = await Promise.resolve().then(() => executionAsyncId());
      console.log(JSON.stringify({ id, landing: landing.html.length, page: page.html.length }));
    `;
    const { stdout } = await run(process.execPath, ["--input-type=module", "-e", script], {
      env: { ...process.env, NODE_ENV: "production" },
      timeout: 20_000,
    });
    const result = JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}");
    expect(result.landing).toBeGreaterThan(1000);
    expect(result.page).toBeGreaterThan(100);
    expect(result.id).toBe(0);
  });
});
