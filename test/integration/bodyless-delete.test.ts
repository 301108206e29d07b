import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminClient } from "../helpers/admin-client.js";
import { createFuzzFixtures, type FuzzFixtures } from "../helpers/fuzz-fixtures.js";
import { signInCookie } from "../helpers/sign-in.js";
import { createTestApp, type TestApp } from "../helpers/test-server.js";

/**
 * DELETE, PUT and PATCH need a JSON content type only when they carry a body: the spec's "Delete"
 * calls have none. POST keeps its rule (JSON or X-Requested-With), body or not.
 */

let t: TestApp;
let cookie: string;
let fixtures: FuzzFixtures;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInCookie(t.app);
  fixtures = await createFuzzFixtures(t, adminClient(t.app, cookie));
});
afterAll(() => t.close());

/** A real row for each :id (by the resource the path names), so the delete goes through. */
function concreteUrl(url: string): string {
  const resource = url.replace(/^\/api\/admin\//, "").split("/")[0] ?? "";
  return url.replace(/:([A-Za-z_]+)/g, (_match, name: string) =>
    name === "slug" ? (fixtures.slugs[0] ?? "") : String(fixtures.ids[resource] ?? fixtures.advertiserId),
  );
}

describe("bodyless requests", () => {
  it("accepts a DELETE with no body and no content type on every DELETE route", async () => {
    const deletes = t.routes.filter((route) => route.method === "DELETE");
    expect(deletes.length).toBeGreaterThan(5);
    for (const route of deletes) {
      const response = await t.app.inject({
        method: "DELETE",
        url: concreteUrl(route.url),
        headers: { cookie },
      });
      expect(response.statusCode, `DELETE ${route.url}: ${response.body}`).not.toBe(415);
      expect(response.statusCode, `DELETE ${route.url}: ${response.body}`).toBeLessThan(500);
    }
  });

  it("carries out a bodyless DELETE (a keyword's disables it)", async () => {
    const id = await adminClient(t.app, cookie)("POST", "/api/admin/keywords", {
      keyword: "GONE",
      response: "Bye.",
    }).then((response) => response.json().id as number);
    const response = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/keywords/${id}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id, is_active: false });
  });

  it("answers a bodyless PATCH with the missing-field 400, not 415", async () => {
    const response = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/users/${fixtures.ids.users}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
  });

  it("still refuses a PUT or PATCH whose body is not JSON", async () => {
    const response = await t.app.inject({
      method: "PATCH",
      url: `/api/admin/users/${fixtures.ids.users}`,
      headers: { cookie, "content-type": "text/plain" },
      payload: "is_team_member=true",
    });
    expect(response.statusCode).toBe(415);
  });

  it("still refuses a bodyless POST without JSON or X-Requested-With", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: `/api/admin/users/${fixtures.ids.users}/reset`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(415);
  });

  it("still refuses a bodyless DELETE from another site", async () => {
    const response = await t.app.inject({
      method: "DELETE",
      url: `/api/admin/keywords/${fixtures.ids.keywords}`,
      headers: { cookie, origin: "https://evil.example" },
    });
    expect(response.statusCode).toBe(403);
  });
});
