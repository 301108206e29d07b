import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInCookie } from "../helpers/sign-in.js";
import { createTestApp, type TestApp } from "../helpers/test-server.js";

interface Operation {
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
}
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** `GET /api/admin/users/{id}` for a document path, `GET /api/admin/users/:id` for a route: one key for both. */
const callKey = (method: string, path: string) =>
  `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ":$1")}`;

describe("GET /api/openapi.json", () => {
  let t: TestApp;
  let document: OpenApiDocument;

  beforeAll(async () => {
    t = await createTestApp();
    const response = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    document = response.json();
  });
  afterAll(() => t.close());

  it("is a valid OpenAPI 3.1 document whose every $ref resolves", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
    expect(() => validator.resolveRefs()).not.toThrow();
  });

  it("describes exactly the API routes the server registers", () => {
    const registered = new Set(
      t.routes
        .filter((route) => route.url.startsWith("/api/") && route.method !== "HEAD")
        .map((route) => callKey(route.method, route.url)),
    );
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => callKey(method, path)),
      ),
    );
    expect([...registered].filter((call) => !documented.has(call))).toEqual([]);
    expect([...documented].filter((call) => !registered.has(call))).toEqual([]);
    expect(registered.size).toBeGreaterThan(10);
  });

  it("marks every admin call, and only those, as needing the session cookie", () => {
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        // Both sign-in steps come before there is a session.
        const isAdmin =
          path.startsWith("/api/admin/") &&
          path !== "/api/admin/login" &&
          path !== "/api/admin/login/two-factor";
        expect({ call: callKey(method, path), cookie: operation.security !== undefined }).toEqual({
          call: callKey(method, path),
          cookie: isAdmin,
        });
        if (isAdmin) expect(operation.responses["401"]).toBeDefined();
      }
    }
  });

  it("documents the answers as the server sends them: a users page is an array with X-Total-Count", async () => {
    const list = document.paths["/api/admin/users"]?.get?.responses["200"] as {
      headers: Record<string, unknown>;
      content: { "application/json": { schema: { type: string } } };
    };
    expect(list.headers["X-Total-Count"]).toBeDefined();
    expect(list.content["application/json"].schema.type).toBe("array");

    const cookie = await signInCookie(t.app);
    const users = await t.app.inject({ method: "GET", url: "/api/admin/users", headers: { cookie } });
    expect(users.headers["x-total-count"]).toBeDefined();
    expect(Array.isArray(users.json())).toBe(true);
  });
});

describe("GET /api/docs", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("serves the reference page, which loads Swagger UI from its own package and nothing else", async () => {
    const page = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1] ?? "");
    expect(scripts).toHaveLength(2);
    for (const src of scripts) {
      const script = await t.app.inject({ method: "GET", url: src });
      expect({ src, status: script.statusCode }).toEqual({ src, status: 200 });
      expect(script.headers["content-type"]).toMatch(/javascript/);
    }
    const other = await t.app.inject({ method: "GET", url: "/api-docs-assets/package.json" });
    expect(other.statusCode).toBe(404);
  });
});
