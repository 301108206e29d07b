import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/db/query-rows.js";
import { ERASE_STEPS, REDACTED_SUMMARY } from "../../src/db/repositories/erase-person.js";
import { eraseUser } from "../../src/domain/privacy/erase-user.js";
import { seedPersonEverywhere } from "../helpers/erase-fixtures.js";
import { personTraces, phoneWritings } from "../helpers/person-traces.js";
import { signInCookie } from "../helpers/sign-in.js";
import { createTestApp, type TestApp } from "../helpers/test-server.js";

/**
 * Erase by an operator, and the proof: after it, reading every row of every table finds neither
 * the phone (in any writing) nor anything they wrote, while the bystander's words and the
 * dashboard's totals stay; each step of the erase is needed, and a failed erase changes nothing.
 */
let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await signInCookie(t.app);
});
afterAll(() => t.close());

const erase = (id: number, confirm: unknown) =>
  t.app.inject({
    method: "POST",
    url: `/api/admin/users/${id}/erase`,
    headers: { cookie, "content-type": "application/json" },
    payload: JSON.stringify(confirm),
  });

const totals = async () =>
  (
    await queryRows<{ messages: number; ai: number; sms: number }>(
      t.database.db,
      sql`select sum(messages)::int as messages, round(sum(ai_cost)::numeric, 6)::float as ai,
        round(sum(sms_cost)::numeric, 6)::float as sms from message_hourly_stats`,
    )
  )[0];

const traces = (phone: string, tag: string) => personTraces(t.database.db, [...phoneWritings(phone), tag]);

describe("erasing a user from the console", () => {
  it("needs the phone typed, any way it is written, and answers 404 for nobody", async () => {
    const { userId } = await seedPersonEverywhere(t.database.db, {
      phone: "+12065550180",
      bystander: "+12065550181",
      tag: "Wq1",
    });
    const wrong = await erase(userId, { confirm_phone: "+12065550189" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/not this user's phone number/);
    expect((await erase(userId, {})).statusCode).toBe(400);
    expect((await erase(999_999, { confirm_phone: "+12065550180" })).statusCode).toBe(404);
    expect(await traces("+12065550180", "Wq1")).not.toEqual([]);

    const done = await erase(userId, { confirm_phone: "(206) 555-0180" });
    expect(done.statusCode).toBe(200);
    expect(await traces("+12065550180", "Wq1")).toEqual([]);
  });

  it("leaves nothing of them in any table, keeps the bystander, the totals and the fact of the erase", async () => {
    const phone = "+12065550170";
    const { userId, bystanderId } = await seedPersonEverywhere(t.database.db, {
      phone,
      bystander: "+12065550171",
      tag: "Zk7",
    });
    const before = await totals();

    const response = await erase(userId, { confirm_phone: phone });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user_id: userId,
      messages: 4,
      threads: 2,
      media: 1,
      queued_messages: 2,
      reminders: 1,
      micro_uis: 1,
      consent_events: 1,
      referral_codes: 1,
      data_exports: 1,
      audit_entries_redacted: 3,
      suppressed: false,
    });

    expect(await traces(phone, "Zk7")).toEqual([]);
    expect(await totals()).toEqual(before);
    // The bystander keeps their words, in a thread of their own, and stays "referred".
    const kept = await queryRows<{ content: string; participants: string[]; referred_by: string }>(
      t.database.db,
      sql`select m.content, th.participants, u.referred_by from messages m
        join threads th on th.id = m.thread_id join users u on u.id = ${bystanderId}
        where m.sender = '+12065550171'`,
    );
    expect(kept).toEqual([
      { content: "Bystander words", participants: ["+12065550171"], referred_by: "ERASED" },
    ]);
    const [entry] = await queryRows<{ summary: string; admin_id: number | null }>(
      t.database.db,
      sql`select summary, admin_id from admin_audit_log
        where action = 'erase' and resource_type = 'user' and resource_id = ${String(userId)}`,
    );
    expect(entry?.admin_id).not.toBeNull();
    expect(entry?.summary).toMatch(new RegExp(`^User ${userId} erased: 4 messages, 2 threads`));
    const redacted = await queryRows(
      t.database.db,
      sql`select 1 from admin_audit_log where summary = ${REDACTED_SUMMARY}`,
    );
    expect(redacted.length).toBeGreaterThanOrEqual(3);
  });

  it("is shown by the search to need every step: leaving out any one leaves them behind", async () => {
    // The suppression step removes nothing: it keeps an opt-out (see erase-by-text.test.ts).
    const removing = ERASE_STEPS.filter((step) => step.name !== "suppression");
    let n = 0;
    for (const skipped of removing) {
      n++;
      const phone = `+1206555${String(2000 + n)}`;
      const tag = `Sk${n}x`;
      const { userId } = await seedPersonEverywhere(t.database.db, {
        phone,
        bystander: `+1206555${String(3000 + n)}`,
        tag,
      });
      // The rest of the erase succeeds, so what is left is what the one step would have removed.
      const outcome = await eraseUser(
        t.database.db,
        userId,
        ERASE_STEPS.filter((step) => step !== skipped),
      ).then(
        () => "erased",
        (error: Error) => error.message,
      );
      expect(outcome, `without ${skipped.name}`).toBe("erased");
      expect(await traces(phone, tag), `without ${skipped.name}`).not.toEqual([]);
    }
    expect(n).toBe(ERASE_STEPS.length - 1);
  });

  it("changes nothing when it fails half-way", async () => {
    const phone = "+12065550190";
    const { userId } = await seedPersonEverywhere(t.database.db, {
      phone,
      bystander: "+12065550191",
      tag: "Fh3",
    });
    const before = await traces(phone, "Fh3");
    const failing = [
      ...ERASE_STEPS.slice(0, 6),
      {
        name: "fails",
        run: async () => {
          throw new Error("the disk is full");
        },
      },
      ...ERASE_STEPS.slice(6),
    ];
    await expect(eraseUser(t.database.db, userId, failing)).rejects.toThrow("the disk is full");
    expect(await traces(phone, "Fh3")).toEqual(before);
    expect(before.length).toBeGreaterThan(10);
  });
});
