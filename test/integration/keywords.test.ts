import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listActiveKeywords } from "../../src/db/repositories/keywords.js";
import { keywords } from "../../src/db/schema/index.js";
import { keywordForText } from "../../src/messaging/rules/policy-lookups.js";
import type { Keyword } from "../../src/shared/keywords.js";
import { adminClient } from "../helpers/admin-client.js";
import { signInCookie } from "../helpers/sign-in.js";
import { createTestApp, type TestApp } from "../helpers/test-server.js";

let t: TestApp;
let call: ReturnType<typeof adminClient>;

beforeAll(async () => {
  t = await createTestApp();
  call = adminClient(t.app, await signInCookie(t.app));
});
afterAll(() => t.close());

const stored = async (id: number) =>
  (await t.database.db.select().from(keywords).where(eq(keywords.id, id)))[0];

describe("keywords", () => {
  let hours: Keyword;

  it("creates a keyword (action none, active by default) that the pipeline then answers", async () => {
    const response = await call("POST", "/api/admin/keywords", {
      keyword: "HOURS",
      response: "Open 9 to 5.",
    });
    expect(response.statusCode).toBe(201);
    hours = response.json<Keyword>();
    expect(hours).toMatchObject({
      keyword: "HOURS",
      response: "Open 9 to 5.",
      action: "none",
      is_active: true,
    });
    expect((await call("GET", "/api/admin/keywords")).json()).toEqual([hours]);
    expect(keywordForText(await listActiveKeywords(t.database.db), " hours ")?.id).toBe(hours.id);
  });

  it("requires keyword and response, and knows only the four actions", async () => {
    const empty = await call("POST", "/api/admin/keywords", { keyword: " ", response: "" });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ keyword: "Keyword is required", response: "Response is required" });
    const badAction = await call("POST", "/api/admin/keywords", {
      keyword: "X",
      response: "y",
      action: "dance",
    });
    expect(badAction.json().errors.action).toBe("Choose an action");
  });

  it("refuses a duplicate in any case with 409, on create and on rename", async () => {
    const duplicate = await call("POST", "/api/admin/keywords", { keyword: "hours", response: "Dup" });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe('The keyword "hours" already exists.');
    const info = (
      await call("POST", "/api/admin/keywords", {
        keyword: "INFO",
        response: "Text HELP for help.",
        action: "help",
      })
    ).json<Keyword>();
    const rename = await call("PUT", `/api/admin/keywords/${info.id}`, { keyword: "Hours", response: "x" });
    expect(rename.statusCode).toBe(409);
    expect((await stored(info.id))?.keyword).toBe("INFO");
  });

  it("updates with PUT", async () => {
    const response = await call("PUT", `/api/admin/keywords/${hours.id}`, {
      keyword: "HOURS",
      response: "Open 8 to 6.",
      action: "subscribe",
      is_active: true,
    });
    expect(response.statusCode).toBe(200);
    expect(await stored(hours.id)).toMatchObject({ response: "Open 8 to 6.", action: "subscribe" });
    expect(
      (await call("PUT", "/api/admin/keywords/999999", { keyword: "Z", response: "z" })).statusCode,
    ).toBe(404);
  });

  it("disables with DELETE: listed as inactive, no longer answered", async () => {
    const response = await call("DELETE", `/api/admin/keywords/${hours.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().is_active).toBe(false);
    expect(await stored(hours.id)).toMatchObject({ is_active: false, keyword: "HOURS" });
    expect(keywordForText(await listActiveKeywords(t.database.db), "hours")).toBeUndefined();
    expect((await call("GET", "/api/admin/keywords")).json()).toHaveLength(2);
  });
});
