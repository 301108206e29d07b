import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemNumbers } from "../../src/db/schema/index.js";
import type { SystemNumber } from "../../src/shared/system-numbers.js";
import { signInCookie } from "../helpers/sign-in.js";
import { createTestApp, type TestApp } from "../helpers/test-server.js";

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInCookie(t.app);
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie, ...(method === "GET" ? {} : { "content-type": "application/json" }) },
    payload: payload === undefined ? undefined : JSON.stringify(payload),
  });

const stored = async (id: number) =>
  (await t.database.db.select().from(systemNumbers).where(eq(systemNumbers.id, id)))[0];

describe("system numbers", () => {
  it("starts empty", async () => {
    expect((await call("GET", "/api/admin/system-numbers")).json()).toEqual([]);
  });

  it("adds a number, active by default, and lists it without internal fields", async () => {
    const response = await call("POST", "/api/admin/system-numbers", {
      number: "+1 (415) 555-0100",
      friendly_name: "Main line",
      campaign: "",
      custom_prompt: "Be brief.",
    });
    expect(response.statusCode).toBe(201);
    const created = response.json<SystemNumber>();
    expect(created).toMatchObject({
      number: "+14155550100",
      friendly_name: "Main line",
      campaign: null,
      custom_prompt: "Be brief.",
      is_active: true,
      messages_per_second: 1,
    });
    const list = (await call("GET", "/api/admin/system-numbers")).json<SystemNumber[]>();
    expect(list).toEqual([created]);
    expect(list[0]).not.toHaveProperty("next_send_at");
    expect(await stored(created.id)).toMatchObject({ number: "+14155550100", is_active: true });
  });

  it("rejects a missing or non-E.164 number with the spec's message and a duplicate with 409", async () => {
    const missing = await call("POST", "/api/admin/system-numbers", { number: "" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.number).toBe("Number is required");
    const noPlus = await call("POST", "/api/admin/system-numbers", { number: "4155550101" });
    expect(noPlus.statusCode).toBe(400);
    expect(noPlus.json().errors.number).toMatch(/E\.164/);
    const duplicate = await call("POST", "/api/admin/system-numbers", { number: "+14155550100" });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe("+14155550100 is already configured.");
    const badRate = await call("POST", "/api/admin/system-numbers", {
      number: "+14155550102",
      messages_per_second: 0,
    });
    expect(badRate.json().errors.messages_per_second).toBe("Must be at least 0.1");
  });

  it("edits the details and the send rate, leaving other fields alone", async () => {
    const [row] = (await call("GET", "/api/admin/system-numbers")).json<SystemNumber[]>();
    const response = await call("PATCH", `/api/admin/system-numbers/${row?.id}`, {
      campaign: "Spring launch",
      messages_per_second: 2.5,
      custom_prompt: "",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      friendly_name: "Main line",
      campaign: "Spring launch",
      custom_prompt: null,
      messages_per_second: 2.5,
    });
    expect(await stored(row?.id ?? 0)).toMatchObject({ campaign: "Spring launch", messages_per_second: 2.5 });
  });

  it("deactivates with DELETE, keeping the row, and reactivates with PATCH", async () => {
    const [row] = (await call("GET", "/api/admin/system-numbers")).json<SystemNumber[]>();
    const id = row?.id ?? 0;
    const off = await call("DELETE", `/api/admin/system-numbers/${id}`);
    expect(off.statusCode).toBe(200);
    expect(off.json().is_active).toBe(false);
    expect((await stored(id))?.is_active).toBe(false);
    const on = await call("PATCH", `/api/admin/system-numbers/${id}`, { is_active: true });
    expect(on.json().is_active).toBe(true);
    expect((await stored(id))?.is_active).toBe(true);
    expect((await call("DELETE", "/api/admin/system-numbers/424242")).statusCode).toBe(404);
  });
});
