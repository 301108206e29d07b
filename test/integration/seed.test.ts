import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prompts, settings } from "../../src/db/schema/index.js";
import { seedDefaults } from "../../src/domain/defaults/seed-defaults.js";
import { SETTING_DEFAULTS } from "../../src/shared/settings.js";
import { createTestApp, type TestApp } from "../helpers/test-server.js";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("first-start seeding", () => {
  it("seeds every setting default of the spec", async () => {
    const rows = await t.database.db.select().from(settings);
    const values = Object.fromEntries(rows.map((row) => [row.key, row.value]));
    expect(values).toMatchObject({
      FREE_MESSAGE_LIMIT: "20",
      ONLINE_MODE: "true",
      IMAGE_ANALYSIS: "true",
      GROUP_CHATS: "false",
      INVITE_ONLY_MODE: "false",
      MAINTENANCE_MODE: "false",
      VENMO_HANDLE: "",
      CASHAPP_HANDLE: "",
    });
    expect(values.PAYMENT_REQUEST_MESSAGE).toMatch(/\$5/);
    expect(values.GROUP_CHAT_DISABLED_MESSAGE).toMatch(/too many people/);
    expect(values.INVITE_ONLY_MESSAGE).toMatch(/invite-only.*referral code/);
    expect(values.MAINTENANCE_MODE_MESSAGE).toMatch(/maintenance.*try again/);
    for (const key of [
      "PAYMENT_REQUEST_MESSAGE",
      "GROUP_CHAT_DISABLED_MESSAGE",
      "INVITE_ONLY_MESSAGE",
      "MAINTENANCE_MODE_MESSAGE",
    ]) {
      expect(values[key]?.length, key).toBeGreaterThanOrEqual(10);
    }
    expect(Object.keys(values).sort()).toEqual(Object.keys(SETTING_DEFAULTS).sort());
  });

  it("seeds the system prompt with the spec's defaults", async () => {
    const [prompt] = await t.database.db.select().from(prompts).where(eq(prompts.type, "system"));
    expect(prompt).toMatchObject({ model: "openai/gpt-4o", temperature: 0.7, max_tokens: 500, version: 1 });
    expect(prompt?.content).toMatch(/SMS/);
  });

  it("never overwrites what an operator changed", async () => {
    await t.database.db.update(settings).set({ value: "35" }).where(eq(settings.key, "FREE_MESSAGE_LIMIT"));
    await t.database.db
      .update(prompts)
      .set({ content: "Operator's own prompt", version: 2 })
      .where(eq(prompts.type, "system"));
    await seedDefaults(t.database.db);
    const [limit] = await t.database.db.select().from(settings).where(eq(settings.key, "FREE_MESSAGE_LIMIT"));
    const systemPrompts = await t.database.db.select().from(prompts).where(eq(prompts.type, "system"));
    expect(limit?.value).toBe("35");
    expect(systemPrompts).toHaveLength(1);
    expect(systemPrompts[0]).toMatchObject({ content: "Operator's own prompt", version: 2 });
  });
});
