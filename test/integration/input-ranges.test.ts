import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSettings } from "../../src/db/repositories/settings.js";
import { systemNumbers } from "../../src/db/schema/index.js";
import { INSTANT_RANGE_MESSAGE } from "../../src/shared/instant-range.js";
import { NOTHING_TO_CHANGE_MESSAGE } from "../../src/shared/patch-body.js";
import { adminClient } from "../helpers/admin-client.js";
import { ISSUE_19_RATE } from "../helpers/hostile-inputs.js";
import { signInCookie } from "../helpers/sign-in.js";
import { createTestApp, type TestApp } from "../helpers/test-server.js";

/** Numbers and ids past what the product or its columns can use are a 400 naming the field, never a 500. */

let t: TestApp;
let call: ReturnType<typeof adminClient>;
let numberId: number;

beforeAll(async () => {
  t = await createTestApp();
  call = adminClient(t.app, await signInCookie(t.app));
  numberId = (await call("POST", "/api/admin/system-numbers", { number: "+14155550100" })).json().id;
});
afterAll(() => t.close());

const storedNumber = async () =>
  (await t.database.db.select().from(systemNumbers).where(eq(systemNumbers.id, numberId)))[0];

describe("a system number's send rate is 0.1 to 1,000 messages per second", () => {
  it.each([
    [ISSUE_19_RATE, "Must be at least 0.1"],
    [5e-324, "Must be at least 0.1"],
    [0.09, "Must be at least 0.1"],
    [1000.5, "Must be at most 1,000"],
    [1e308, "Must be at most 1,000"],
  ])("refuses %d with 400 on add and on edit", async (rate, message) => {
    const added = await call("POST", "/api/admin/system-numbers", {
      number: "+14155550101",
      messages_per_second: rate,
    });
    expect(added.statusCode).toBe(400);
    expect(added.json().errors).toEqual({ messages_per_second: message });
    const edited = await call("PATCH", `/api/admin/system-numbers/${numberId}`, {
      messages_per_second: rate,
    });
    expect(edited.statusCode).toBe(400);
    expect(edited.json().errors).toEqual({ messages_per_second: message });
    expect((await storedNumber())?.messages_per_second).toBe(1);
  });

  it.each([true, false, null, [5], { rate: 5 }])(
    "refuses %j, which is no number, with 400 and stores nothing",
    async (rate) => {
      const added = await call("POST", "/api/admin/system-numbers", {
        number: "+14155550102",
        messages_per_second: rate,
      });
      expect(added.statusCode).toBe(400);
      expect(added.json().errors).toEqual({ messages_per_second: "Must be a number" });
      const edited = await call("PATCH", `/api/admin/system-numbers/${numberId}`, {
        messages_per_second: rate,
      });
      expect(edited.statusCode).toBe(400);
      expect(edited.json().errors).toEqual({ messages_per_second: "Must be a number" });
      expect((await storedNumber())?.messages_per_second).toBe(1);
    },
  );

  it.each([0.1, 1000, "2.5"])("accepts %j", async (rate) => {
    const edited = await call("PATCH", `/api/admin/system-numbers/${numberId}`, {
      messages_per_second: rate,
    });
    expect(edited.statusCode).toBe(200);
    expect((await storedNumber())?.messages_per_second).toBe(Number(rate));
  });
});

describe("message counts in settings are 0 to 1,000,000", () => {
  it.each([
    ["REFERRAL_BONUS_MESSAGES", "99999999999", "Must be at most 1,000,000"],
    ["REFERRAL_BONUS_MESSAGES", "1000001", "Must be at most 1,000,000"],
    ["FREE_MESSAGE_LIMIT", "99999999999", "Must be at most 1,000,000"],
  ])("refuses %s = %s with 400 and keeps the old value", async (key, value, message) => {
    const before = await readSettings(t.database.db);
    const response = await call("POST", "/api/admin/settings", { key, value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `value: ${message}`, errors: { value: message } });
    expect(await readSettings(t.database.db)).toEqual(before);
  });

  it.each([
    ["REFERRAL_BONUS_MESSAGES", "0"],
    ["REFERRAL_BONUS_MESSAGES", "1000000"],
    ["FREE_MESSAGE_LIMIT", "1000000"],
  ])("accepts %s = %s", async (key, value) => {
    expect((await call("POST", "/api/admin/settings", { key, value })).json()).toEqual({ key, value });
  });
});

describe("a PATCH with nothing known to change", () => {
  const patchRoutes = () => {
    const patches = t.routes.filter((route) => route.method === "PATCH").map((route) => route.url);
    expect(patches.sort()).toEqual([
      "/api/admin/referral-codes/:id",
      "/api/admin/system-numbers/:id",
      "/api/admin/users/:id",
    ]);
    return patches;
  };

  it.each([{}, { foo: 1 }])("answers 400 on a system number for %j and changes nothing", async (body) => {
    const before = await storedNumber();
    const number = await call("PATCH", `/api/admin/system-numbers/${numberId}`, body);
    expect(number.statusCode).toBe(400);
    expect(number.json()).toEqual({
      message: `body: ${NOTHING_TO_CHANGE_MESSAGE}`,
      errors: { body: NOTHING_TO_CHANGE_MESSAGE },
    });
    expect(await storedNumber()).toEqual(before);
  });

  it("answers 400 with a message on every PATCH route", async () => {
    for (const pattern of patchRoutes()) {
      for (const body of [{}, { foo: 1 }]) {
        const response = await call("PATCH", pattern.replace(":id", "1"), body);
        expect(response.statusCode, `${pattern} ${JSON.stringify(body)}`).toBe(400);
        expect(response.json().message).toMatch(/^body: /);
      }
    }
  });
});

describe("ids past 2^31 - 1", () => {
  it.each([
    "/api/admin/users/4294967295",
    "/api/admin/users/2147483648",
    "/api/admin/users/9223372036854775808",
    "/api/admin/users/0xffffffff",
    "/api/admin/thread-messages/4294967295",
    "/api/admin/advertisers/99999999999/advertisements",
  ])("in the path answer 400 naming the id: GET %s", async (url) => {
    const response = await call("GET", url);
    expect(response.statusCode).toBe(400);
    expect(Object.values(response.json().errors)).toEqual(["Must be a whole number from 1 to 2,147,483,647"]);
  });

  it.each(["%201", "1%20", "0x1", "1e0", "01", "1.0", "+1", "-1", "0", "1_000"])(
    "spelled other than as plain digits answer 400 and reach no row: POST /api/admin/admins/%s/reset-password",
    async (id) => {
      const response = await call("POST", `/api/admin/admins/${id}/reset-password`, {
        temporary_password: "a temporary password 1",
      });
      expect(response.statusCode).toBe(400);
      expect(Object.values(response.json().errors)).toEqual([
        "Must be a whole number from 1 to 2,147,483,647",
      ]);
    },
  );

  it("the largest possible id is looked up and not found", async () => {
    expect((await call("GET", "/api/admin/users/2147483647")).statusCode).toBe(404);
  });

  it("in a query string or body answer 400 naming the field", async () => {
    const removal = await call("DELETE", "/api/admin/advertisements/1?advertiser_id=4294967295");
    expect(removal.statusCode).toBe(400);
    expect(removal.json().errors).toHaveProperty("advertiser_id");
    for (const url of [
      "/api/admin/advertisements/1?advertiser_id=0x1",
      "/api/admin/audit-log?admin_id=1e0",
    ]) {
      const loose = await call(url.includes("audit") ? "GET" : "DELETE", url);
      expect(loose.statusCode, url).toBe(400);
      expect(Object.values(loose.json().errors), url).toEqual([
        "Must be a whole number from 1 to 2,147,483,647",
      ]);
    }
    const ad = await call("POST", "/api/admin/advertisements", {
      advertiser_id: 4294967295,
      title: "Spring sale",
      content: "Half price",
    });
    expect(ad.statusCode).toBe(400);
    expect(ad.json().errors).toEqual({ advertiser_id: "Advertiser not found" });
    const [prompt] = (await call("GET", "/api/admin/prompts")).json();
    const rollback = await call("POST", `/api/admin/prompts/${prompt.id}/rollback`, { version: 4294967295 });
    expect(rollback.statusCode).toBe(400);
    expect(rollback.json().errors).toEqual({ version: "Version not found" });
    const page = await call("GET", "/api/admin/users?offset=2147483648");
    expect(page.statusCode).toBe(400);
    expect(page.json().errors).toHaveProperty("offset");
  });
});

describe("job schedules and instants the database can store", () => {
  it("refuses an interval over 10,000 and a day of 2^63", async () => {
    const [job] = (await call("GET", "/api/admin/jobs")).json();
    const base = { name: job.name, type: "recurring", frequency: "month" };
    const interval = await call("PUT", `/api/admin/jobs/${job.id}`, { ...base, interval_value: 10_001 });
    expect(interval.json().errors).toEqual({ interval_value: "Interval must be at most 10,000" });
    const day = await call("PUT", `/api/admin/jobs/${job.id}`, { ...base, specific_day: 2 ** 63 });
    expect(day.json().errors).toEqual({ specific_day: "Day must be between 0 and 31" });
  });

  it("refuses true as an interval or a day, and false as a day, instead of reading them as 1 and 0", async () => {
    const [job] = (await call("GET", "/api/admin/jobs")).json();
    const base = { name: job.name, type: "recurring", frequency: "month" };
    const interval = await call("PUT", `/api/admin/jobs/${job.id}`, { ...base, interval_value: true });
    expect(interval.statusCode).toBe(400);
    expect(interval.json().errors).toEqual({ interval_value: "Interval must be a whole number" });
    for (const day of [true, false]) {
      const response = await call("PUT", `/api/admin/jobs/${job.id}`, { ...base, specific_day: day });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ specific_day: "Day must be between 0 and 31" });
    }
  });

  it("refuses true as an advertiser or a prompt version", async () => {
    const ad = await call("POST", "/api/admin/advertisements", {
      advertiser_id: true,
      title: "Sale",
      content: "Half price",
    });
    expect(ad.statusCode).toBe(400);
    expect(ad.json().errors).toEqual({ advertiser_id: "Advertiser is required" });
    const [prompt] = (await call("GET", "/api/admin/prompts")).json();
    const rollback = await call("POST", `/api/admin/prompts/${prompt.id}/rollback`, { version: true });
    expect(rollback.statusCode).toBe(400);
    expect(rollback.json().errors).toEqual({ version: "Version must be a number" });
  });

  it.each(["0000-01-01T00:00:00Z", "9999-12-31T23:59:59-12:00"])(
    "refuses the instant %s",
    async (instant) => {
      const job = await call("POST", "/api/admin/jobs", { name: "x", type: "one-time", run_at: instant });
      expect(job.statusCode).toBe(400);
      expect(job.json().errors).toEqual({ run_at: INSTANT_RANGE_MESSAGE });
      const announcement = await call("POST", "/api/admin/announcements", {
        name: "Launch",
        message: "We are live",
        cohort: "all",
        delivery_date: instant,
      });
      expect(announcement.statusCode).toBe(400);
      expect(announcement.json().errors).toEqual({ delivery_date: INSTANT_RANGE_MESSAGE });
    },
  );
});
