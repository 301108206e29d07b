import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertMicroUi } from "../../src/db/repositories/micro-uis.js";
import type { AdminMicroUi, MicroUiSummary } from "../../src/shared/micro-ui/admin.js";
import { adminClient } from "../helpers/admin-client.js";
import { addThread, addUser } from "../helpers/console-fixtures.js";
import { signInCookie } from "../helpers/sign-in.js";
import { createTestApp, type TestApp } from "../helpers/test-server.js";

const NOW = new Date("2025-06-15T15:00:00Z");
const SLUG = (n: number) => `01JXMICROUI0000000000000${String(n).padStart(2, "0")}`;

let t: TestApp;
let call: ReturnType<typeof adminClient>;
let threadId: number;

beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => NOW } });
  call = adminClient(t.app, await signInCookie(t.app));
  const user = await addUser(t.database.db, { phone_number: "+14155550123" });
  threadId = (await addThread(t.database.db, [user], [])).id;
  const pages = [
    // 08:00 UTC is 01:00 in Los Angeles: today there.
    { type: "checklist", at: "2025-06-15T08:00:00Z", thread_id: threadId, user_id: user.id },
    // 05:00 UTC is still the 14th in Los Angeles.
    { type: "checklist", at: "2025-06-15T05:00:00Z", thread_id: null, user_id: null },
    { type: "table", at: "2025-06-10T12:00:00Z", thread_id: null, user_id: null },
    { type: "map", at: "2025-06-01T12:00:00Z", thread_id: null, user_id: null },
  ];
  for (const [index, page] of pages.entries()) {
    await insertMicroUi(t.database.db, {
      type: page.type,
      slug: SLUG(index),
      thread_id: page.thread_id,
      user_id: page.user_id,
      payload: { meta: { type: page.type, title: `Page ${index}` } },
      at: new Date(page.at),
    });
  }
});
afterAll(() => t.close());

const list = async (query = "") => {
  const response = await call("GET", `/api/admin/micro-uis${query}`);
  return { pages: response.json<AdminMicroUi[]>(), total: Number(response.headers["x-total-count"]) };
};

describe("micro UIs in the console", () => {
  it("lists pages newest first with their payload and ids", async () => {
    const { pages, total } = await list();
    expect(total).toBe(4);
    expect(pages.map((page) => page.slug)).toEqual([SLUG(0), SLUG(1), SLUG(2), SLUG(3)]);
    expect(pages[0]).toMatchObject({
      type: "checklist",
      thread_id: threadId,
      payload: { meta: { title: "Page 0" } },
      created_at: "2025-06-15T08:00:00.000Z",
    });
    expect((await list("?limit=2&offset=2")).pages.map((page) => page.type)).toEqual(["table", "map"]);
  });

  it("searches by type, slug or thread id", async () => {
    expect((await list("?search=CHECK")).total).toBe(2);
    expect((await list(`?search=${SLUG(2).slice(-4)}`)).pages.map((page) => page.type)).toEqual(["table"]);
    expect((await list(`?search=${threadId}`)).pages.map((page) => page.slug)).toContain(SLUG(0));
    expect((await list("?search=calendar")).total).toBe(0);
  });

  it("summarises: total, created today in the operator's zone, distinct types, last 7 days", async () => {
    const inLosAngeles = await call("GET", "/api/admin/micro-uis/summary?timezone=America%2FLos_Angeles");
    expect(inLosAngeles.json<MicroUiSummary>()).toEqual({ total: 4, today: 1, types: 3, this_week: 3 });
    const inUtc = await call("GET", "/api/admin/micro-uis/summary?timezone=UTC");
    expect(inUtc.json<MicroUiSummary>().today).toBe(2);
    // An unknown zone falls back to DEFAULT_TIMEZONE (New York: the day began at 04:00 UTC).
    const unknownZone = await call("GET", "/api/admin/micro-uis/summary?timezone=Mars%2FOlympus");
    expect(unknownZone.json<MicroUiSummary>().today).toBe(2);
  });
});
