import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findUsableReferralCode } from "../../src/db/repositories/referral-codes.js";
import { referralCodes } from "../../src/db/schema/index.js";
import { findOrCreateUser } from "../../src/domain/users/find-or-create-user.js";
import type { ReferralCode } from "../../src/shared/referral-codes.js";
import { adminClient } from "../helpers/admin-client.js";
import { signInCookie } from "../helpers/sign-in.js";
import { createTestApp, type TestApp } from "../helpers/test-server.js";

let t: TestApp;
let call: ReturnType<typeof adminClient>;
let userCode: string;

beforeAll(async () => {
  t = await createTestApp();
  call = adminClient(t.app, await signInCookie(t.app));
  userCode = (await findOrCreateUser(t.database.db, "+14155550123")).referral_code ?? "";
  await findOrCreateUser(t.database.db, "+12125550199");
});
afterAll(() => t.close());

const stored = async (id: number) =>
  (await t.database.db.select().from(referralCodes).where(eq(referralCodes.id, id)))[0];
const list = async (query = "") => {
  const response = await call("GET", `/api/admin/referral-codes${query}`);
  return { codes: response.json<ReferralCode[]>(), total: Number(response.headers["x-total-count"]) };
};

describe("referral codes", () => {
  let spring: ReferralCode;

  it("lists the users' own codes with the owner's phone", async () => {
    const { codes, total } = await list();
    expect(total).toBe(2);
    expect(codes.find((code) => code.code === userCode)).toMatchObject({
      code_type: "user",
      user_phone: "+14155550123",
      current_uses: 0,
      max_uses: 1000,
      is_active: true,
    });
  });

  it("creates a system code: uppercased, 1000 uses when blank", async () => {
    const response = await call("POST", "/api/admin/referral-codes", { code: " spring ", max_uses: "" });
    expect(response.statusCode).toBe(201);
    spring = response.json<ReferralCode>();
    expect(spring).toMatchObject({ code: "SPRING", code_type: "system", user_phone: null, max_uses: 1000 });
    expect((await findUsableReferralCode(t.database.db, "spring"))?.id).toBe(spring.id);
  });

  it("refuses a blank code, a malformed one and one that exists in any case", async () => {
    const blank = await call("POST", "/api/admin/referral-codes", { code: "  " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors.code).toBe("Please enter a referral code.");
    const long = await call("POST", "/api/admin/referral-codes", { code: "TOOLONG1" });
    expect(long.json().errors.code).toBe("A referral code is 6 letters or digits.");
    const zero = await call("POST", "/api/admin/referral-codes", { code: "ABC123", max_uses: 0 });
    expect(zero.json().errors.max_uses).toBe("Max uses must be a whole number of at least 1");
    const duplicate = await call("POST", "/api/admin/referral-codes", { code: userCode.toLowerCase() });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(`The referral code ${userCode} already exists.`);
  });

  it("searches by code or owner phone, typed as people write it", async () => {
    expect((await list("?search=spr")).codes.map((code) => code.code)).toEqual(["SPRING"]);
    const byPhone = await list(`?search=${encodeURIComponent("(415) 555")}`);
    expect(byPhone.codes.map((code) => code.user_phone)).toEqual(["+14155550123"]);
    expect((await list("?search=nothing-like-it")).total).toBe(0);
  });

  it("edits the limit of system codes only", async () => {
    const response = await call("PATCH", `/api/admin/referral-codes/${spring.id}`, { max_uses: "250" });
    expect(response.statusCode).toBe(200);
    expect(response.json().max_uses).toBe(250);
    expect((await stored(spring.id))?.max_uses).toBe(250);
    const [owned] = (await list("?search=415")).codes;
    const refused = await call("PATCH", `/api/admin/referral-codes/${owned?.id}`, { max_uses: 5 });
    expect(refused.statusCode).toBe(409);
    expect((await call("PATCH", `/api/admin/referral-codes/${spring.id}`, {})).statusCode).toBe(400);
  });

  it("deactivates with DELETE and reactivates with PATCH", async () => {
    const off = await call("DELETE", `/api/admin/referral-codes/${spring.id}`);
    expect(off.json().is_active).toBe(false);
    expect((await stored(spring.id))?.is_active).toBe(false);
    expect(await findUsableReferralCode(t.database.db, "SPRING")).toBeUndefined();
    const on = await call("PATCH", `/api/admin/referral-codes/${spring.id}`, { is_active: true });
    expect(on.json().is_active).toBe(true);
    expect((await stored(spring.id))?.is_active).toBe(true);
    expect((await call("DELETE", "/api/admin/referral-codes/999999")).statusCode).toBe(404);
  });
});
