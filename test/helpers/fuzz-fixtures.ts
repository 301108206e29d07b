import { createMicroUi } from "../../src/domain/micro-ui/create-micro-ui.js";
import { SETTING_KEYS } from "../../src/shared/settings.js";
import type { Method } from "./admin-client.js";
import { groceryChecklistDefinition } from "./micro-ui-definitions.js";
import { TEST_ADMIN, type TestApp } from "./test-server.js";
import { newMessageSid, TEST_TWILIO } from "./twilio-webhook.js";

type Call = (method: Method, url: string, payload?: unknown) => Promise<{ statusCode: number; body: string }>;
type Body = Record<string, unknown>;

export const FUZZ_SYSTEM_NUMBER = "+15005550006";
export const FUZZ_USER_PHONE = "+12125550101";

/** Existing rows for the fuzz test's paths, so hostile bodies reach the database instead of a 404. */
export interface FuzzFixtures {
  /** The id to put in a route's :id, by the resource its path names (system-numbers, jobs...). */
  ids: Record<string, number>;
  threadId: number;
  advertiserId: number;
  /** Micro UI pages; the fuzz test takes turns with them to stay under each page's save limit. */
  slugs: string[];
}

async function created(call: Call, url: string, payload: Body): Promise<number> {
  const response = await call("POST", url, payload);
  if (response.statusCode !== 201) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return (JSON.parse(response.body) as { id: number }).id;
}

async function firstId(call: Call, url: string): Promise<number> {
  const rows = JSON.parse((await call("GET", url)).body) as Array<{ id: number }>;
  if (!rows[0]) throw new Error(`${url} listed nothing`);
  return rows[0].id;
}

/** One row of every kind the admin routes address by id, created as an operator would. */
export async function createFuzzFixtures(t: TestApp, call: Call): Promise<FuzzFixtures> {
  const advertiserId = await created(call, "/api/admin/advertisers", { name: "Acme" });
  const ids: Record<string, number> = {
    "system-numbers": await created(call, "/api/admin/system-numbers", { number: FUZZ_SYSTEM_NUMBER }),
    advertisements: await created(call, "/api/admin/advertisements", baseBodies(0).simpleAd),
    advertisers: advertiserId,
    keywords: await created(call, "/api/admin/keywords", { keyword: "FUZZ", response: "Fuzzed." }),
    prompts: await firstId(call, "/api/admin/prompts"),
    announcements: await created(call, "/api/admin/announcements", baseBodies(0).announcement),
    jobs: await firstId(call, "/api/admin/jobs"),
    "referral-codes": await created(call, "/api/admin/referral-codes", { code: "FUZZ01" }),
    admins: await created(call, "/api/admin/admins", {
      phone_number: "+15005550176",
      temporary_password: "fuzz-temporary-pass",
    }),
  };
  await call("POST", "/api/admin/mock-sms", { from: FUZZ_USER_PHONE, body: "hello" });
  ids.users = await firstId(call, "/api/admin/users");
  const threadId = await firstId(call, "/api/admin/threads");
  const slugs: string[] = [];
  for (let index = 0; index < 8; index++) {
    const page = await createMicroUi(t.database.db, {
      definition: groceryChecklistDefinition(),
      threadId: null,
      userId: null,
      clock: { now: () => new Date() },
      publicUrl: t.env.PUBLIC_URL ?? "https://textpal.test",
    });
    if (!page.ok) throw new Error(JSON.stringify(page.errors));
    slugs.push(page.slug);
  }
  return { ids, threadId, advertiserId, slugs };
}

/** Valid bodies of each kind; hostile values replace one field of them at a time. */
function baseBodies(advertiserId: number) {
  const item = { title: "Spring sale", content: "Half price on everything", url: "https://example.com" };
  /** An advertiser advertisement as its own paths take it: the advertiser is in the path. */
  const advertiserAdFields = { ...item, target_tier: "all", frequency: "5", is_active: true };
  return {
    simpleAd: { ...item, merchant: "Acme", is_active: true, frequency: 5 },
    advertiserAdFields,
    advertiserAd: { ...advertiserAdFields, advertiser_id: advertiserId },
    announcement: {
      name: "Launch",
      message: "We are live",
      media_url: "",
      cohort: "all",
      delivery_date: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      timezone_aware: true,
      status: "scheduled",
    },
  };
}

/**
 * The valid bodies each route pattern starts from (several when one path takes several shapes).
 * A route missing here is still fuzzed, field by field of its schema, from an empty body.
 */
export function fuzzBaselines(fixtures: FuzzFixtures): Record<string, Body[]> {
  const bodies = baseBodies(fixtures.advertiserId);
  const systemNumber = { friendly_name: "Line", campaign: "c", custom_prompt: "p", messages_per_second: 1 };
  const advertiser = { name: "Acme", contact_info: "a@b.c", website: "https://acme.test", notes: "n" };
  const keyword = { keyword: "FUZZ", response: "Fuzzed.", action: "none", is_active: true };
  const prompt = {
    content: "You are a helpful assistant.",
    model: "openai/gpt-4o",
    online_model: "none",
    description: "d",
    temperature: 0.7,
    max_tokens: 500,
    response_format: "text",
  };
  const job = {
    name: "purge-old-queue",
    description: "d",
    type: "recurring",
    frequency: "day",
    interval_value: 1,
    run_at: null,
    specific_time: "03:00",
    specific_day: null,
    is_active: true,
  };
  const ads = [bodies.simpleAd, bodies.advertiserAd];
  return {
    "/api/admin/login": [{ phoneNumber: TEST_ADMIN.phoneNumber, password: TEST_ADMIN.password }],
    "/api/admin/mock-sms": [{ from: FUZZ_USER_PHONE, body: "hello" }],
    "/api/admin/users/:id": [{ is_team: true }],
    "/api/admin/users/:id/profile": [{ profile: "Likes tea." }],
    "/api/admin/settings": SETTING_KEYS.map((key) => ({ key, value: "10" })),
    "/api/admin/system-numbers": [{ number: "+15005550100", is_active: true, ...systemNumber }],
    "/api/admin/system-numbers/:id": [{ is_active: true, ...systemNumber }],
    "/api/admin/advertisements": ads,
    "/api/admin/advertisements/:id": ads,
    "/api/admin/advertisers": [advertiser],
    "/api/admin/advertisers/:id": [{ id: fixtures.advertiserId, ...advertiser }],
    "/api/admin/advertisers/:id/advertisements": [bodies.advertiserAdFields],
    "/api/admin/advertisers/:advertiserId/advertisements/:id": [bodies.advertiserAdFields],
    "/api/admin/admins": [
      { phone_number: "+15005550177", name: "Fuzz", temporary_password: "fuzz-temporary-pass" },
    ],
    "/api/admin/admins/:id/reset-password": [{ temporary_password: "fuzz-temporary-pass" }],
    // A wrong current password: a change that went through would end the fuzz test's own session.
    "/api/admin/me/password": [{ current_password: "not-the-password", new_password: "fuzz-new-password" }],
    "/api/admin/keywords": [keyword],
    "/api/admin/keywords/:id": [keyword],
    "/api/admin/prompts": [{ type: "fuzz_prompt", ...prompt }],
    "/api/admin/prompts/:id": [prompt],
    "/api/admin/prompts/:id/rollback": [{ version: 1 }],
    "/api/admin/referral-codes": [{ code: "ABC123", max_uses: 10 }],
    "/api/admin/referral-codes/:id": [{ is_active: true, max_uses: 10 }],
    "/api/admin/announcements": [bodies.announcement],
    "/api/admin/announcements/:id": [bodies.announcement],
    "/api/admin/jobs": [job],
    "/api/admin/jobs/:id": [job],
    "/api/micro-ui/:slug/data": [{ lists: { groceries: [{ id: "1", text: "Milk", completed: false }] } }],
  };
}

/** Valid forms of each Twilio webhook, by the last segment of its path; a new message id each time. */
export const webhookForms: Record<string, () => Record<string, string>> = {
  sms: () => ({
    MessageSid: newMessageSid(),
    AccountSid: TEST_TWILIO.accountSid,
    From: FUZZ_USER_PHONE,
    To: FUZZ_SYSTEM_NUMBER,
    Body: "hello",
    NumMedia: "1",
    MediaUrl0: "https://example.com/a.jpg",
    MediaContentType0: "image/jpeg",
  }),
  status: () => ({ MessageSid: newMessageSid(), MessageStatus: "delivered", ErrorCode: "30003" }),
};
