import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestBuildMigration } from "../../src/db/schema-version.js";
import { signInCookie } from "../helpers/sign-in.js";
import { createTestApp, type TestApp } from "../helpers/test-server.js";

let t: TestApp;
let webDir: string;

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), "textpal-web-"));
  writeFileSync(join(webDir, "index.html"), "<!doctype html><title>Textpal</title><div id=root></div>");
  t = await createTestApp({ webDir });
});
afterAll(() => t.close());

describe("health", () => {
  it("answers ok while the database answers", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(200);
    const { pool, ...rest } = response.json();
    expect(rest).toEqual({ status: "ok", spool_depth: 0 });
    // PostgreSQL reports its pool (the tests open 5 connections); the embedded database has none.
    if (t.database.kind === "postgres") expect(pool).toMatchObject({ size: 5, recycled: 0 });
    else expect(pool).toBeUndefined();
  });

  it("answers 503 when the database does not and nothing would keep a webhook; not ready, but live", async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const response = await broken.app.inject({ method: "GET", url: "/api/health" });
    expect(response.statusCode).toBe(503);
    expect(response.json().status).toBe("unavailable");
    const ready = await broken.app.inject({ method: "GET", url: "/api/health/ready" });
    expect([ready.statusCode, ready.json()]).toEqual([
      503,
      { status: "not ready", reason: "The database is not answering." },
    ]);
    expect((await broken.app.inject({ method: "GET", url: "/api/health/live" })).statusCode).toBe(200);
    await broken.app.close();
  });
});

describe("probes", () => {
  const ready = () => t.app.inject({ method: "GET", url: "/api/health/ready" });

  it("answers live, and ready while the database answers with this build's migrations", async () => {
    const live = await t.app.inject({ method: "GET", url: "/api/health/live" });
    expect([live.statusCode, live.json()]).toEqual([200, { status: "alive" }]);
    const answer = await ready();
    expect([answer.statusCode, answer.json()]).toEqual([200, { status: "ready" }]);
  });

  it("answers 503 naming both migrations when a newer build migrated the database underneath", async () => {
    await t.database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at, tag) values ('x', 99999999999999, '9999_from_the_future')`,
    );
    try {
      const answer = await ready();
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({
        status: "not ready",
        reason: `The database was migrated by a newer build: its last migration is 9999_from_the_future, this build's is ${latestBuildMigration().tag}.`,
      });
    } finally {
      await t.database.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = 99999999999999`,
      );
    }
    expect((await ready()).statusCode).toBe(200);
  });
});

describe("error conventions", () => {
  it("answers unknown API paths with 404 JSON", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/does-not-exist?x=1" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Not found: GET /api/does-not-exist" });
  });

  it("answers 404 JSON for an unknown method on an API path", async () => {
    const response = await t.app.inject({ method: "DELETE", url: "/api/health" });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/Not found/);
  });

  it("answers /metrics with 404 JSON, not the web app, while METRICS_TOKEN is unset", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: "Bearer anything-at-all-here" },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: "Not found: GET /metrics" });
  });

  it("answers 413 JSON for bodies over 1 MB", async () => {
    const cookie = await signInCookie(t.app);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/admin/logout",
      headers: { cookie, "content-type": "application/json" },
      payload: JSON.stringify({ padding: "x".repeat(1024 * 1024 + 10) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/too large/);
  });

  it("answers every response with a request id", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(response.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("web app", () => {
  it("answers client-side routes with index.html", async () => {
    for (const path of ["/", "/admin/users", "/micro-ui/01ARZ3NDEKTSV4RRFFQ69G5FAV", "/no/such/page"]) {
      const response = await t.app.inject({ method: "GET", url: path });
      expect(response.statusCode, path).toBe(200);
      expect(response.headers["content-type"]).toMatch(/text\/html/);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toContain("<div id=root>");
    }
  });
});
