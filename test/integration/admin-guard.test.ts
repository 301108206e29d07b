import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInCookie } from "../helpers/sign-in.js";
import { createTestApp, type TestApp } from "../helpers/test-server.js";

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInCookie(t.app);
});
afterAll(() => t.close());

const PUBLIC_ADMIN_ROUTES = new Set(["POST /api/admin/login", "POST /api/admin/login/two-factor"]);

/** Route patterns with their parameters filled in with plausible values. */
function concreteUrl(pattern: string): string {
  return pattern.replace(/:([A-Za-z_]+)/g, (_match, name: string) => (/id$/i.test(name) ? "1" : "sample"));
}

describe("every admin route requires a session", () => {
  it("finds the admin routes the app registered", () => {
    const adminRoutes = t.routes.filter((route) => route.url.startsWith("/api/admin"));
    expect(adminRoutes.length).toBeGreaterThanOrEqual(3);
  });

  it("answers 401 JSON to every /api/admin route except login without a session", async () => {
    const guarded = t.routes.filter(
      (route) =>
        route.url.startsWith("/api/admin") &&
        route.method !== "HEAD" &&
        !PUBLIC_ADMIN_ROUTES.has(`${route.method} ${route.url}`),
    );
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const response = await t.app.inject({
        method: route.method as "GET",
        url: concreteUrl(route.url),
        headers: { "content-type": "application/json" },
        payload: route.method === "GET" || route.method === "DELETE" ? undefined : "{}",
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json().message, `${route.method} ${route.url}`).toMatch(/authentication required/i);
    }
  });

  it("answers 401 to unknown admin paths too, so they reveal nothing", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/admin/not-a-route" });
    expect([401, 404]).toContain(response.statusCode);
    expect(response.headers["content-type"]).toMatch(/application\/json/);
  });
});

describe("cross-site request forgery", () => {
  const logout = (headers: Record<string, string>) =>
    t.app.inject({ method: "POST", url: "/api/admin/logout", headers: { cookie, ...headers } });

  it("refuses a state change sent as a form", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/logout",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      payload: "a=b",
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toMatch(/JSON/);
  });

  it("refuses a foreign Origin", async () => {
    const response = await logout({ "content-type": "application/json", origin: "https://evil.example" });
    expect(response.statusCode).toBe(403);
  });

  it("refuses a browser's cross-site fetch", async () => {
    const response = await logout({ "content-type": "application/json", "sec-fetch-site": "cross-site" });
    expect(response.statusCode).toBe(403);
  });

  it("refuses a login posted from a foreign site", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      payload: JSON.stringify(t.admin),
    });
    expect(response.statusCode).toBe(403);
  });

  it("accepts the app's own origin and the configured public URL", async () => {
    const own = await t.app.inject({
      method: "GET",
      url: "/api/admin/me",
      headers: { cookie, origin: "http://localhost:80" },
    });
    expect(own.statusCode).toBe(200);
    const publicOrigin = await t.app.inject({
      method: "POST",
      url: "/api/admin/login",
      headers: { "content-type": "application/json", origin: "http://localhost:3000" },
      payload: JSON.stringify(t.admin),
    });
    expect(publicOrigin.statusCode).toBe(200);
  });
});
