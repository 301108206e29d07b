import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ThreadSummary } from "../../src/shared/mock-chat.js";
import type { QueuePage } from "../../src/shared/queue.js";
import type { SystemNumber } from "../../src/shared/system-numbers.js";
import type { AdminUser } from "../../src/shared/users.js";
import { addQueuedMessage, addThread, addUser, hoursAgo } from "../helpers/console-fixtures.js";
import { signInCookie } from "../helpers/sign-in.js";
import { createTestApp, TEST_ADMIN, type TestApp } from "../helpers/test-server.js";

/** The console reads a typed phone as the webhook does: fullwidth, tel:, sms:, whatsapp:, 011. */

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInCookie(t.app);
  const db = t.database.db;
  const sf = await addUser(db, { phone_number: "+14155550100", profile: "Runs a Bakery in Oakland" });
  await addUser(db, { phone_number: "+442079460958", profile: "Londoner, ＡＢＣ fan" });
  await addUser(db, { phone_number: "+13035550110", profile: "Customer in Denver" });
  await addThread(db, [sf], [{ role: "user", content: "Call 555-0100 later", at: hoursAgo(1) }]);
  await addQueuedMessage(db, {
    content: "Your reminder",
    recipient: "+442079460958",
    type: "reminder",
    scheduled_for: hoursAgo(-1),
  });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
const post = (url: string, payload: unknown) =>
  t.app.inject({
    method: "POST",
    url,
    headers: { cookie, "content-type": "application/json" },
    payload: JSON.stringify(payload),
  });

async function searchUsers(search: string): Promise<string[]> {
  const response = await get(`/api/admin/users?search=${encodeURIComponent(search)}`);
  expect(response.statusCode, response.body).toBe(200);
  const phones = response.json<AdminUser[]>().map((user) => user.phone_number);
  expect(response.headers["x-total-count"]).toBe(String(phones.length));
  return phones;
}

describe("the users search", () => {
  it.each([
    ["tel:+1 (415) 555-0100", "+14155550100"],
    ["＋１４１５５５５０１００", "+14155550100"],
    ["（４１５）５５５－０１００", "+14155550100"],
    ["sms:+14155550100?body=hi", "+14155550100"],
    ["whatsapp:+14155550100", "+14155550100"],
    ["011 44 20 7946 0958", "+442079460958"],
    ["01144 20 7946 0958", "+442079460958"],
    ["＋４４ ２０ ７９４６ ０９５８", "+442079460958"],
  ])("finds %s", async (search, phone) => {
    expect(await searchUsers(search)).toEqual([phone]);
  });

  it("keeps partial numbers and free text working as before", async () => {
    expect(await searchUsers("(415) 555-01")).toEqual(["+14155550100"]);
    expect(await searchUsers("2079460958")).toEqual(["+442079460958"]);
    expect(await searchUsers("0110")).toEqual(["+13035550110"]);
    expect(await searchUsers("bAKERY")).toEqual(["+14155550100"]);
    expect(await searchUsers("ＡＢＣ")).toEqual(["+442079460958"]);
    expect(await searchUsers("tel:")).toEqual([]);
  });
});

describe("the other lists' searches", () => {
  it("find threads and queued texts by a phone typed as the webhook reads it", async () => {
    const threads = await get(`/api/admin/threads?search=${encodeURIComponent("tel:+1-415-555-0100")}`);
    expect(threads.json<ThreadSummary[]>()).toHaveLength(1);
    const byText = await get(`/api/admin/threads?search=${encodeURIComponent("555-0100 later")}`);
    expect(byText.json<ThreadSummary[]>()).toHaveLength(1);
    const queue = await get(`/api/admin/queue?search=${encodeURIComponent("011 44 20 7946 0958")}`);
    expect(queue.json<QueuePage>().messages.map((message) => message.recipient)).toEqual(["+442079460958"]);
  });
});

describe("the system number form", () => {
  it.each([
    ["tel:+1 (628) 555-0101", "+16285550101"],
    ["＋１ ６２８ ５５５ ０１０２", "+16285550102"],
    ["011 44 7700 900123", "+447700900123"],
    ["+44 07700 900124", "+447700900124"],
  ])("stores %s as %s, the number the webhook will read", async (typed, number) => {
    const response = await post("/api/admin/system-numbers", { number: typed });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<SystemNumber>().number).toBe(number);
  });

  it("refuses a WhatsApp sender and an impossible number with the spec's message", async () => {
    for (const number of ["whatsapp:+16285550103", "+1628555"]) {
      const response = await post("/api/admin/system-numbers", { number });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.number).toBe(
        "Enter the number in E.164 format: + and country code, e.g. +15551234567",
      );
    }
  });

  it("finds a duplicate typed in another form", async () => {
    const response = await post("/api/admin/system-numbers", { number: "tel:+16285550101" });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("+16285550101 is already configured.");
  });
});

describe("sign-in", () => {
  it("accepts the admin's phone typed in fullwidth or as a tel: link", async () => {
    expect(TEST_ADMIN.phoneNumber).toBe("+15005550123");
    for (const phoneNumber of ["＋１５００５５５０１２３", `tel:${TEST_ADMIN.phoneNumber}`]) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/admin/login",
        payload: { phoneNumber, password: TEST_ADMIN.password },
      });
      expect(response.statusCode, phoneNumber).toBe(200);
    }
  });
});
