import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../../src/config/paths.js";
import { adminAuditLog, settings, threads } from "../../src/db/schema/index.js";
import type { Channel } from "../../src/shared/channels.js";
import { MOCK_CHAT_SYSTEM_NUMBER } from "../../src/shared/mock-chat.js";
import { WHATSAPP_TERMS_URL } from "../../src/shared/whatsapp-terms.js";
import { signInCookie } from "../helpers/sign-in.js";
import { createTestApp, type TestApp } from "../helpers/test-server.js";

/** Migration 0029's data statements, run again over a database as 0028 left it: no WhatsApp setting. */
const dataStatements = readFileSync(join(projectRoot, "src/db/migrations/0029_whatsapp_terms.sql"), "utf8")
  .split("--> statement-breakpoint")
  .filter((statement) => statement.includes("INSERT INTO"));

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInCookie(t.app);
  // A start seeds the defaults; before 0029 there was no WHATSAPP_ENABLED to seed.
  await t.database.db.delete(settings).where(eq(settings.key, "WHATSAPP_ENABLED"));
});
afterAll(() => t.close());

const conversation = (phone: string, channel: Channel, systemNumber = "+15005550006") =>
  t.database.db.insert(threads).values({ participants: [phone], system_number: systemNumber, channel });

async function upgrade() {
  for (const statement of dataStatements) await t.database.db.execute(sql.raw(statement));
}

async function whatsappEnabled() {
  const [row] = await t.database.db.select().from(settings).where(eq(settings.key, "WHATSAPP_ENABLED"));
  return row?.value;
}

const notices = async () =>
  (await t.app.inject({ method: "GET", url: "/api/admin/dashboard/notices", headers: { cookie } })).json();
const dismiss = (id: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/admin/dashboard/notices/${id}/dismiss`,
    headers: { cookie, "content-type": "application/json" },
    payload: "{}",
  });

describe("upgrading to WhatsApp off by default (0029)", () => {
  it("leaves WhatsApp off, with no notice, where nobody wrote on it but the mock chat", async () => {
    await conversation("+15125550160", "sms");
    await conversation("+15555550100", "whatsapp", MOCK_CHAT_SYSTEM_NUMBER);
    await upgrade();
    expect(await whatsappEnabled()).toBeUndefined();
    expect(await notices()).toEqual([]);
  });

  it("keeps WhatsApp on where people wrote on it, with a notice shown until an operator dismisses it", async () => {
    await conversation("+15125550161", "whatsapp");
    await upgrade();
    expect(await whatsappEnabled()).toBe("true");
    const [notice] = await notices();
    expect(notice).toMatchObject({
      id: "whatsapp_ai_providers",
      title: expect.stringContaining("WhatsApp"),
      text: expect.stringContaining("general-purpose AI assistants"),
      link: { href: WHATSAPP_TERMS_URL, label: expect.any(String) },
    });

    const dismissed = await dismiss("whatsapp_ai_providers");
    expect(dismissed.statusCode).toBe(204);
    expect(await notices()).toEqual([]);
    const entries = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.resource_type, "dashboard_notice"));
    expect(entries).toMatchObject([{ action: "dismiss", resource_id: "whatsapp_ai_providers" }]);
    // A second operator who clicked at the same moment is not told off.
    expect((await dismiss("whatsapp_ai_providers")).statusCode).toBe(204);
  });

  it("answers 400 for a notice no build has", async () => {
    const response = await dismiss("drop_tables");
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty("id", "Unknown notice");
  });
});
