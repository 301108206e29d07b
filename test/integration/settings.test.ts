import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSettings } from "../../src/db/repositories/settings.js";
import { SETTING_DEFAULTS, SETTING_KEYS } from "../../src/shared/settings.js";
import { signInCookie } from "../helpers/sign-in.js";
import { createTestApp, type TestApp } from "../helpers/test-server.js";

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInCookie(t.app);
});
afterAll(() => t.close());

const save = (payload: unknown) =>
  t.app.inject({
    method: "POST",
    url: "/api/admin/settings",
    headers: { cookie, "content-type": "application/json" },
    payload: JSON.stringify(payload),
  });

describe("GET /api/admin/settings", () => {
  it("lists every key with its value, defaults included", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/admin/settings", headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const list = response.json<Array<{ key: string; value: string }>>();
    expect(list.map((setting) => setting.key)).toEqual(SETTING_KEYS);
    expect(list).toContainEqual({ key: "FREE_MESSAGE_LIMIT", value: "20" });
    expect(list).toContainEqual({ key: "GROUP_CHATS", value: "false" });
    // Meta's terms bar general-purpose AI assistants from WhatsApp: a new installation starts without it.
    expect(list).toContainEqual({ key: "WHATSAPP_ENABLED", value: "false" });
  });
});

describe("POST /api/admin/settings", () => {
  it("stores a valid value, trimmed", async () => {
    const response = await save({ key: "VENMO_HANDLE", value: "  @textpal  " });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ key: "VENMO_HANDLE", value: "@textpal" });
    expect((await readSettings(t.database.db)).VENMO_HANDLE).toBe("@textpal");
  });

  it.each([
    ["FREE_MESSAGE_LIMIT", "ten", "Must be a number"],
    ["FREE_MESSAGE_LIMIT", "0", "Must be at least 1"],
    ["FREE_MESSAGE_LIMIT", "2.5", "Must be a number"],
    ["VENMO_HANDLE", "   ", "Venmo handle is required"],
    ["CASHAPP_HANDLE", "", "Cash App handle is required"],
    ["PAYMENT_REQUEST_MESSAGE", "Pay up", "Message must be at least 10 characters"],
    ["GROUP_CHAT_DISABLED_MESSAGE", "No groups", "Message must be at least 10 characters"],
    ["INVITE_ONLY_MESSAGE", "short", "Message must be at least 10 characters"],
    ["MAINTENANCE_MODE_MESSAGE", "", "Message must be at least 10 characters"],
    ["ONLINE_MODE", "yes", "Must be true or false"],
    ["REFERRAL_BONUS_MESSAGES", "-1", "Must be a number"],
    ["MESSAGE_RETENTION_DAYS", "0", "Must be from 1 to 36,500 days, or empty to keep everything"],
    ["MESSAGE_RETENTION_DAYS", "-3", "Must be a whole number of days, or empty to keep everything"],
    ["MEDIA_RETENTION_DAYS", "abc", "Must be a whole number of days, or empty to keep everything"],
    ["MEDIA_RETENTION_DAYS", "1.5", "Must be a whole number of days, or empty to keep everything"],
    ["MAX_TEXTS_PER_MINUTE", "0", "Must be from 1 to 1,000"],
    ["MAX_TEXTS_PER_MINUTE", "1001", "Must be from 1 to 1,000"],
    ["MAX_TEXTS_PER_MINUTE", "", "Must be a number"],
    ["FLOOD_LIMIT_MESSAGE", "Slow down", "Message must be at least 10 characters"],
    ["WHATSAPP_ENABLED", "on", "Must be true or false"],
    [
      "WHATSAPP_DISABLED_MESSAGE",
      "Please text me by SMS instead.",
      "Must include {number}, where the number to text by SMS goes",
    ],
    [
      "WHATSAPP_TEMPLATE_SID",
      "MG0123456789abcdef0123456789abcdef",
      "Must be a Content SID: HX followed by 32 letters and digits, or empty",
    ],
    [
      "WHATSAPP_TEMPLATE_SID",
      "HX0123456789abcdef",
      "Must be a Content SID: HX followed by 32 letters and digits, or empty",
    ],
  ])("rejects %s = %j with 400 '%s' and keeps the old value", async (key, value, message) => {
    const before = await readSettings(t.database.db);
    const response = await save({ key, value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { value: message } });
    expect(await readSettings(t.database.db)).toEqual(before);
  });

  it("rejects unknown keys and non-string values", async () => {
    const unknown = await save({ key: "DROP_TABLES", value: "true" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toHaveProperty("key");
    expect((await save({ key: "FREE_MESSAGE_LIMIT", value: 30 })).statusCode).toBe(400);
    expect((await save({ key: "FREE_MESSAGE_LIMIT" })).statusCode).toBe(400);
  });

  it("accepts every default value as it is", async () => {
    for (const key of SETTING_KEYS) {
      if (SETTING_DEFAULTS[key] === "") continue;
      const response = await save({ key, value: SETTING_DEFAULTS[key] });
      expect(response.statusCode, key).toBe(200);
    }
    expect((await save({ key: "REFERRAL_BONUS_MESSAGES", value: "0" })).statusCode).toBe(200);
  });
});
