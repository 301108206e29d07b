import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keywords } from "../../src/db/schema/index.js";
import { createMicroUi } from "../../src/domain/micro-ui/create-micro-ui.js";
import { UNSTORABLE_TEXT_MESSAGE } from "../../src/server/plugins/storable-text-guard.js";
import { adminClient } from "../helpers/admin-client.js";
import { groceryChecklistDefinition } from "../helpers/micro-ui-definitions.js";
import { signInCookie } from "../helpers/sign-in.js";
import { createTestApp, type TestApp } from "../helpers/test-server.js";
import { inboundSms, postTwilioWebhook, SMS_PATH, TEST_TWILIO } from "../helpers/twilio-webhook.js";

/**
 * NUL (which PostgreSQL refuses) and lone surrogates (which have no UTF-8 form) are refused with a
 * 400 naming the field wherever they come in, except the Twilio webhooks, which strip them.
 */

let t: TestApp;
let call: ReturnType<typeof adminClient>;

beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_URL: TEST_TWILIO.publicUrl, TWILIO_AUTH_TOKEN: TEST_TWILIO.authToken },
  });
  call = adminClient(t.app, await signInCookie(t.app));
});
afterAll(() => t.close());

const refused = (field: string) => ({
  message: `${field}: ${UNSTORABLE_TEXT_MESSAGE}`,
  errors: { [field]: UNSTORABLE_TEXT_MESSAGE },
});

describe("admin routes", () => {
  it.each(["%00", "a%00b", "%ED%A0%80"])("refuses a user search of %s", async (search) => {
    const response = await call("GET", `/api/admin/users?search=${search}`);
    if (search === "%ED%A0%80") {
      // Not UTF-8, so the query parser leaves it as typed: harmless text that matches nothing.
      expect(response.statusCode).toBe(200);
      return;
    }
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused("search"));
  });

  it.each([
    ["NUL", "FU\u0000ZZ"],
    ["a lone high surrogate", "FUZZ\uD800"],
    ["a lone low surrogate", "\uDC00FUZZ"],
  ])("refuses %s in a body field and stores nothing", async (_name, keyword) => {
    const response = await call("POST", "/api/admin/keywords", { keyword, response: "Hello" });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused("keyword"));
    expect(await t.database.db.select().from(keywords)).toEqual([]);
  });

  it("keeps emoji and other paired surrogates", async () => {
    const response = await call("POST", "/api/admin/keywords", { keyword: "WAVE👋", response: "Hi 🇺🇸" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ keyword: "WAVE👋", response: "Hi 🇺🇸" });
  });

  it("refuses NUL in a path parameter", async () => {
    const response = await call("GET", "/api/admin/thread-by-phone/%2B1555%00");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused("phone"));
  });
});

describe("public micro UI routes", () => {
  let slug: string;

  beforeAll(async () => {
    const page = await createMicroUi(t.database.db, {
      definition: groceryChecklistDefinition(),
      threadId: null,
      userId: null,
      clock: { now: () => new Date() },
      publicUrl: TEST_TWILIO.publicUrl,
    });
    if (!page.ok) throw new Error(JSON.stringify(page.errors));
    slug = page.slug;
  });

  const save = (data: unknown) =>
    t.app.inject({
      method: "POST",
      url: `/api/micro-ui/${slug}/data`,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(data),
    });

  it("refuses NUL deep in the data, naming its path, and keeps the stored data", async () => {
    const before = (await t.app.inject({ method: "GET", url: `/api/micro-ui/${slug}` })).json();
    const response = await save({
      lists: { groceries: [{ id: "1", text: "Milk\u0000", completed: false }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused("lists.groceries.0.text"));
    expect((await t.app.inject({ method: "GET", url: `/api/micro-ui/${slug}` })).json()).toEqual(before);
  });

  it("refuses a lone surrogate in a key, shown as U+FFFD", async () => {
    const response = await save({ lists: { "a\uD800b": [] } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused("lists.a\uFFFDb"));
  });

  it("refuses NUL in the slug", async () => {
    const response = await t.app.inject({ method: "GET", url: `/api/micro-ui/${"0".repeat(25)}%00` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused("slug"));
  });
});

describe("the Twilio webhooks", () => {
  it("are left to clean the text themselves: NUL is stripped and the text taken", async () => {
    const response = await postTwilioWebhook(
      t.app,
      SMS_PATH,
      inboundSms("+12125550101", "+15005550006", "a\u0000b"),
    );
    expect(response.statusCode).toBe(200);
  });

  it("do not run the check at all: NUL in a query string, which they never read, is no 400", async () => {
    const params = inboundSms("+12125550101", "+15005550006", "hello");
    const response = await postTwilioWebhook(t.app, `${SMS_PATH}?note=%00`, params);
    expect(response.statusCode).toBe(200);
  });
});
