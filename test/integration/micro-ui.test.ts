import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findMicroUiBySlug } from "../../src/db/repositories/micro-uis.js";
import { insertUserIfAbsent } from "../../src/db/repositories/users.js";
import { microUis, prompts } from "../../src/db/schema/index.js";
import { createMicroUi } from "../../src/domain/micro-ui/create-micro-ui.js";
import { everyComponentDefinition, groceryChecklistDefinition } from "../helpers/micro-ui-definitions.js";
import { createTestApp, type TestApp } from "../helpers/test-server.js";

const PUBLIC_URL = "https://textpal.example.com";
const NOT_FOUND = "Interface not found. This link may be invalid or the interface may have been removed.";
const INVALID_SLUG = "Invalid interface URL. Please check the link and try again.";
const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

let t: TestApp;
let now = new Date("2026-05-01T12:00:00Z");
const clock = { now: () => now };

beforeAll(async () => {
  const webDir = mkdtempSync(join(tmpdir(), "textpal-web-"));
  writeFileSync(join(webDir, "index.html"), "<!doctype html><title>Textpal</title><div id=root></div>");
  t = await createTestApp({ webDir, clock, env: { PUBLIC_URL } });
});
afterAll(() => t.close());

async function storedChecklist(): Promise<string> {
  const created = await createMicroUi(t.database.db, {
    definition: groceryChecklistDefinition(),
    threadId: null,
    userId: null,
    clock,
    publicUrl: PUBLIC_URL,
  });
  if (!created.ok) throw new Error(JSON.stringify(created.errors));
  return created.slug;
}

const getPage = (slug: string) => t.app.inject({ method: "GET", url: `/api/micro-ui/${slug}` });
const saveData = (slug: string, payload: unknown, remoteAddress = "203.0.113.1") =>
  t.app.inject({
    method: "POST",
    url: `/api/micro-ui/${slug}/data`,
    headers: { "content-type": "application/json" },
    payload: JSON.stringify(payload),
    remoteAddress,
  });

describe("createMicroUi", () => {
  it("stores a valid definition under a ULID slug and answers with its public link", async () => {
    const user = await insertUserIfAbsent(t.database.db, "+15005550199", null);
    const created = await createMicroUi(t.database.db, {
      definition: JSON.stringify(everyComponentDefinition()),
      threadId: null,
      userId: user?.id ?? null,
      clock,
      publicUrl: `${PUBLIC_URL}/`,
    });
    if (!created.ok) throw new Error(JSON.stringify(created.errors));
    expect(created.slug).toMatch(ULID);
    expect(created.url).toBe(`${PUBLIC_URL}/ui/${created.slug}`);

    const row = await findMicroUiBySlug(t.database.db, created.slug);
    expect(row).toMatchObject({ type: "tracker", user_id: user?.id, thread_id: null, created_at: now });
    expect(row?.payload).toMatchObject({ meta: { title: "Trip planner" }, data: { trip: { guests: [] } } });
  });

  it("stores nothing and returns the errors with their paths when the definition is invalid", async () => {
    const before = await t.database.db.select().from(microUis);
    const definition = everyComponentDefinition();
    definition.meta.title = "<b>Bank login</b>";
    const created = await createMicroUi(t.database.db, {
      definition,
      threadId: null,
      userId: null,
      clock,
      publicUrl: PUBLIC_URL,
    });
    expect(created).toEqual({
      ok: false,
      errors: [
        { path: "meta.title", message: "HTML is not allowed: write plain text, it is shown as written" },
      ],
    });
    expect(await t.database.db.select().from(microUis)).toHaveLength(before.length);
  });
});

describe("GET /api/micro-ui/{slug}", () => {
  it("answers the stored definition as ui, never cached", async () => {
    const slug = await storedChecklist();
    const response = await getPage(slug);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const { ui } = response.json();
    expect(ui.meta).toEqual({ type: "checklist", title: "Groceries", description: "For Saturday" });
    expect(ui.layout.components[0].props).toMatchObject({ dataSource: "lists.groceries", sortable: true });
    expect(ui.data.lists.groceries).toHaveLength(3);
  });

  it("answers 404 JSON for an unknown slug and 400 for one that is not 26 characters", async () => {
    const missing = await getPage("01ARZ3NDEKTSV4RRFFQ69G5FAV");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: NOT_FOUND });
    for (const slug of ["short", "01ARZ3NDEKTSV4RRFFQ69G5FAVX"]) {
      const invalid = await getPage(slug);
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toEqual({ message: INVALID_SLUG });
    }
  });
});

describe("POST /api/micro-ui/{slug}/data", () => {
  it("replaces the data, keeps the rest of the definition and bumps updated_at", async () => {
    const slug = await storedChecklist();
    now = new Date(now.getTime() + 60_000);
    const data = { lists: { groceries: [{ id: "9", text: "Apples", completed: true }] }, note: "extra" };
    const response = await saveData(slug, data);
    expect(response.statusCode).toBe(200);

    const { ui } = (await getPage(slug)).json();
    expect(ui.data).toEqual(data);
    expect(ui.meta.title).toBe("Groceries");
    const [row] = await t.database.db.select().from(microUis).where(eq(microUis.slug, slug));
    expect(row?.updated_at).toEqual(now);
    expect(row?.created_at.getTime()).toBeLessThan(now.getTime());
  });

  it.each([
    ["a list", [1, 2], "data must be a JSON object"],
    ["a string", "text", "data must be a JSON object"],
    ["null", null, "data must be a JSON object"],
    ["over 64 KB", { notes: "x".repeat(66_000) }, "data must be at most 64 KB"],
  ])("refuses %s with 400 and keeps the stored data", async (_name, payload, message) => {
    const slug = await storedChecklist();
    const response = await saveData(slug, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `data: ${message}`, errors: { data: message } });
    expect((await getPage(slug)).json().ui.data.lists.groceries).toHaveLength(3);
  });

  it("refuses deeply nested data with 400, not a server error", async () => {
    const slug = await storedChecklist();
    for (const levels of [25, 5000]) {
      const response = await t.app.inject({
        method: "POST",
        url: `/api/micro-ui/${slug}/data`,
        headers: { "content-type": "application/json" },
        payload: `${'{"a":'.repeat(levels)}1${"}".repeat(levels)}`,
        remoteAddress: "203.0.113.50",
      });
      expect(response.statusCode, `${levels} levels`).toBe(400);
    }
  });

  it("refuses bodies that are not JSON (a cross-site form can send no other), and bad slugs", async () => {
    const slug = await storedChecklist();
    const text = await t.app.inject({
      method: "POST",
      url: `/api/micro-ui/${slug}/data`,
      headers: { "content-type": "text/plain" },
      payload: "{}",
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().errors).toEqual({ data: "data must be a JSON object" });
    expect((await saveData("01ARZ3NDEKTSV4RRFFQ69G5FAV", {})).json()).toEqual({ message: NOT_FOUND });
    expect((await saveData("nope", {})).statusCode).toBe(400);
  });

  it("limits saves per client address and per page, per minute", async () => {
    const slug = await storedChecklist();
    const statuses = async (count: number, address: string) => {
      const results: number[] = [];
      for (let index = 0; index < count; index++)
        results.push((await saveData(slug, { n: index }, address)).statusCode);
      return results;
    };
    now = new Date(Math.ceil(now.getTime() / 60_000) * 60_000 + 60_000);
    expect(await statuses(60, "198.51.100.1")).toEqual(Array(60).fill(200));
    const limited = await saveData(slug, {}, "198.51.100.1");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe("Too many changes at once. Please wait a minute and try again.");
    // The same page from other addresses: 60 more fit the page's 120, then it is full for everyone.
    expect(await statuses(60, "198.51.100.2")).toEqual(Array(60).fill(200));
    expect((await saveData(slug, {}, "198.51.100.3")).statusCode).toBe(429);

    now = new Date(now.getTime() + 60_000);
    expect((await saveData(slug, {}, "198.51.100.1")).statusCode).toBe(200);
  });
});

describe("GET /api/google-maps-key", () => {
  it("answers 404 when no key is configured", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/google-maps-key" });
    expect(response.statusCode).toBe(404);
  });

  it("answers the configured key", async () => {
    const withKey = await createTestApp({ env: { GOOGLE_MAPS_API_KEY: "browser-key-123" } });
    try {
      const response = await withKey.app.inject({ method: "GET", url: "/api/google-maps-key" });
      expect(response.json()).toEqual({ apiKey: "browser-key-123" });
    } finally {
      await withKey.close();
    }
  });
});

describe("micro UI pages", () => {
  it.each(["/ui/01ARZ3NDEKTSV4RRFFQ69G5FAV", "/micro-ui/01ARZ3NDEKTSV4RRFFQ69G5FAV", "/micro-ui-demo"])(
    "sends %s with a Content-Security-Policy allowing only our scripts, Google Maps and YouTube",
    async (url) => {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      const policy = String(response.headers["content-security-policy"]);
      const directive = (name: string) =>
        policy
          .split("; ")
          .find((entry) => entry.startsWith(`${name} `))
          ?.split(" ")
          .slice(1);
      expect(directive("script-src")).toContain("'self'");
      expect(directive("script-src")).not.toContain("'unsafe-inline'");
      expect(directive("script-src")).not.toContain("'unsafe-eval'");
      expect(directive("script-src")).toContain("https://*.googleapis.com");
      expect(directive("frame-src")).toEqual(["https://www.youtube-nocookie.com", "*.google.com"]);
      expect(directive("object-src")).toEqual(["'none'"]);
      expect(directive("frame-ancestors")).toEqual(["'none'"]);
    },
  );

  it("gives other pages the app's own policy, without Google or YouTube", async () => {
    for (const url of ["/", "/admin/login"]) {
      const response = await t.app.inject({ method: "GET", url });
      const policy = String(response.headers["content-security-policy"]);
      expect(policy, url).toContain("script-src 'self';");
      expect(policy, url).not.toMatch(/google|youtube/);
    }
  });
});

describe("seeded micro_ui prompt", () => {
  it("exists with the model settings it needs to write definitions", async () => {
    const [prompt] = await t.database.db.select().from(prompts).where(eq(prompts.type, "micro_ui"));
    expect(prompt).toMatchObject({
      model: "openai/gpt-4o",
      temperature: 0.3,
      max_tokens: 1500,
      response_format: "json_object",
    });
    expect(prompt?.content).toContain('"type":"checklist"');
  });
});
