import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-server.js";

const SLUG = "01ARZ3NDEKTSV4RRFFQ69G5FAV";
const ASSET = "/assets/index-abc123.js";

let t: TestApp;
let webDir: string;

/** A stand-in for dist/web: the page, one hashed script and its source map. */
function fakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), "textpal-web-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "index.html"), "<!doctype html><title>Textpal</title><div id=root></div>");
  writeFileSync(join(dir, ASSET), "console.log('app');\n");
  writeFileSync(join(dir, `${ASSET}.map`), '{"version":3,"sources":["../src/app.tsx"],"mappings":""}');
  return dir;
}

beforeAll(async () => {
  webDir = fakeBuild();
  t = await createTestApp({ webDir });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });

/** The sources of one directive of a Content-Security-Policy header, or undefined without it. */
function directive(policy: unknown, name: string): string[] | undefined {
  return String(policy)
    .split(";")
    .map((entry) => entry.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1);
}

const isMicroUiPolicy = (policy: unknown) =>
  directive(policy, "frame-src")?.includes("https://www.youtube-nocookie.com");

describe("the console and the other app pages", () => {
  it.each([
    "/",
    "/admin",
    "/admin/login",
    "/admin/users",
    "/admin/users?page=2",
    "/no/such/page",
    "/index.html",
  ])("%s cannot be framed and runs only our own scripts", async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.headers["x-frame-options"]).toBe("DENY");
    const policy = response.headers["content-security-policy"];
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(policy, "script-src")).toEqual(["'self'"]);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(directive(policy, "base-uri")).toEqual(["'none'"]);
    expect(directive(policy, "connect-src")).toEqual(["'self'"]);
    expect(isMicroUiPolicy(policy)).toBe(false);
  });

  it("sends the page policy with HEAD too", async () => {
    const response = await t.app.inject({ method: "HEAD", url: "/admin" });
    expect(directive(response.headers["content-security-policy"], "frame-ancestors")).toEqual(["'none'"]);
  });
});

describe("micro UI pages, however the path is written", () => {
  /** Every upper/lower-case spelling of `word`. */
  function caseVariants(word: string): string[] {
    return [...word].reduce<string[]>(
      (spellings, char) =>
        spellings.flatMap((prefix) =>
          char.toLowerCase() === char.toUpperCase()
            ? [prefix + char]
            : [prefix + char.toLowerCase(), prefix + char.toUpperCase()],
        ),
      [""],
    );
  }
  /** `word` with one character percent-encoded, for each character, in both hex cases. */
  function escapedVariants(word: string): string[] {
    return [...word].flatMap((char, index) => {
      const hex = char.charCodeAt(0).toString(16);
      return [hex.toLowerCase(), hex.toUpperCase()].map(
        (code) => `${word.slice(0, index)}%${code}${word.slice(index + 1)}`,
      );
    });
  }

  const variants = [
    ...caseVariants("ui").map((word) => `/${word}/${SLUG}`),
    ...caseVariants("micro-ui").map((word) => `/${word}/${SLUG}`),
    ...caseVariants("micro-ui-demo").map((word) => `/${word}`),
    ...escapedVariants("ui").map((word) => `/${word}/${SLUG}`),
    ...escapedVariants("micro-ui").map((word) => `/${word}/${SLUG}`),
    ...escapedVariants("micro-ui-demo").map((word) => `/${word}`),
    `/%55%49/${SLUG}`,
    `/ui/${SLUG}/`,
    `/ui/${SLUG}?from=sms`,
    `/UI/${SLUG}?x=%E0%A4%A`,
  ];

  it("covers the spellings the report found", () => {
    for (const url of [`/UI/${SLUG}`, `/Ui/${SLUG}`, `/MICRO-UI/${SLUG}`, `/%75i/${SLUG}`]) {
      expect(variants).toContain(url);
    }
  });

  it("sends every spelling with the micro UI policy, which has no 'unsafe-eval'", async () => {
    const wrong: string[] = [];
    for (const url of variants) {
      const response = await get(url);
      const policy = response.headers["content-security-policy"];
      const ok =
        response.statusCode === 200 &&
        isMicroUiPolicy(policy) &&
        directive(policy, "frame-ancestors")?.join(" ") === "'none'" &&
        !directive(policy, "script-src")?.includes("'unsafe-eval'") &&
        !directive(policy, "script-src")?.includes("'unsafe-inline'") &&
        response.headers["x-frame-options"] === "DENY";
      if (!ok) wrong.push(`${url}: ${response.statusCode} ${String(policy)}`);
    }
    expect(wrong).toEqual([]);
    expect(variants.length).toBeGreaterThan(300);
  });

  it("allows eval on micro UI pages only where a Maps key loads Google's API, which documents the need", async () => {
    const withMaps = await createTestApp({ webDir, env: { GOOGLE_MAPS_API_KEY: "maps-key-for-test" } });
    try {
      const page = await withMaps.app.inject({ method: "GET", url: `/ui/${SLUG}` });
      expect(directive(page.headers["content-security-policy"], "script-src")).toContain("'unsafe-eval'");
      const console = await withMaps.app.inject({ method: "GET", url: "/admin" });
      expect(directive(console.headers["content-security-policy"], "script-src")).not.toContain(
        "'unsafe-eval'",
      );
    } finally {
      await withMaps.close();
    }
  });

  it("never answers an undecodable path with the page", async () => {
    for (const url of ["/ui/%zz", "/%E0%A4%A/ui", "/%75i/%ED%A0%80"]) {
      const response = await get(url);
      const isPage = String(response.headers["content-type"]).startsWith("text/html");
      expect(!isPage || isMicroUiPolicy(response.headers["content-security-policy"]), url).toBe(true);
    }
  });
});

describe("responses that are not pages", () => {
  it.each([
    ["an API answer", "/api/health"],
    ["an unknown API path", "/api/nope"],
    ["a script", ASSET],
    ["a missing asset", "/assets/missing-123.js"],
  ])("%s allows nothing and cannot be framed", async (_label, url) => {
    const response = await get(url);
    expect(response.headers["x-frame-options"]).toBe("DENY");
    expect(directive(response.headers["content-security-policy"], "default-src")).toEqual(["'none'"]);
    expect(directive(response.headers["content-security-policy"], "frame-ancestors")).toEqual(["'none'"]);
  });

  it("answers a missing asset with 404, not the page", async () => {
    const response = await get("/assets/missing-123.js");
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("<div id=root>");
  });

  it("still serves the build's scripts", async () => {
    const response = await get(ASSET);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("console.log('app')");
  });

  it("keeps the policy on a server error page: no web app built", async () => {
    const apiOnly = await createTestApp({ webDir: null });
    try {
      const response = await apiOnly.app.inject({ method: "GET", url: "/admin" });
      expect(response.statusCode).toBe(404);
      expect(directive(response.headers["content-security-policy"], "default-src")).toEqual(["'none'"]);
      expect(response.headers["x-frame-options"]).toBe("DENY");
    } finally {
      await apiOnly.close();
    }
  });
});

describe("source maps", () => {
  it("are not served outside development", async () => {
    const response = await get(`${ASSET}.map`);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("sources");
  });

  it("are served when asked for in development", async () => {
    const development = await createTestApp({ webDir, env: { NODE_ENV: "development" } });
    try {
      const response = await development.app.inject({ method: "GET", url: `${ASSET}.map` });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("../src/app.tsx");
    } finally {
      await development.close();
    }
  });
});
