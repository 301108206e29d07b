import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/db/query-rows.js";
import { ERASE_STEPS } from "../../src/db/repositories/erase-person.js";
import { queuedMessages } from "../../src/db/schema/index.js";
import { eraseConfirmedNow } from "../../src/domain/privacy/erase-confirmed.js";
import { eraseUser } from "../../src/domain/privacy/erase-user.js";
import { SKIP_OPTED_OUT } from "../../src/domain/scheduling/delivery-decision.js";
import { ERASE_CONFIRMATION_REQUEST, ERASE_FAREWELL } from "../../src/messaging/rules/erase-request.js";
import { personTraces, phoneWritings } from "../helpers/person-traces.js";
import { type PipelineApp, SYSTEM_NUMBER, startPipelineApp, userByPhone } from "../helpers/pipeline-app.js";
import { signInCookie } from "../helpers/sign-in.js";
import { testDatabaseKind } from "../helpers/test-database.js";
import { textAndWait } from "../helpers/text-and-wait.js";
import { eventually, inboundSms, postTwilioWebhook, SMS_PATH } from "../helpers/twilio-webhook.js";

/**
 * Erase asked for by text, end to end through the webhook, the real pipeline and the fake Twilio:
 * the confirmation, the YES DELETE, the farewell sent before the erase, and an opt-out that
 * outlives the erase as a salted hash which the next text and every send path respect.
 */
let t: PipelineApp;
const AI_TEXT = "An answer from the model.";

beforeAll(async () => {
  t = await startPipelineApp();
  t.ai.script = () => ({ text: AI_TEXT });
});
afterAll(() => t.stopAll());

const sentTo = (phone: string) => t.twilio.sentTo(phone).map((text) => text.body);

/** The sweep the scheduler runs every few seconds, run now. */
const sweep = () => eraseConfirmedNow(t.database.db, { now: () => new Date() });

describe("erasing by text", () => {
  it("asks for YES DELETE, says goodbye, then leaves nothing of the person", async () => {
    const phone = "+12065550140";
    await textAndWait(t, phone, "my address is 12 Quokka Lane");
    const asked = await textAndWait(t, phone, "DELETE MY DATA");
    expect(asked.map((row) => [row.kind, row.content])).toEqual([["privacy", ERASE_CONFIRMATION_REQUEST.en]]);
    const confirmed = await textAndWait(t, phone, "yes delete");
    expect(confirmed.map((row) => row.content)).toEqual([ERASE_FAREWELL]);
    expect(sentTo(phone).slice(-2)).toEqual([ERASE_CONFIRMATION_REQUEST.en, ERASE_FAREWELL]);

    await eventually(sweep, () => true);
    await eventually(
      () => userByPhone(t, phone),
      (user) => user === undefined,
    );
    expect(await personTraces(t.database.db, [...phoneWritings(phone), "Quokka", "DELETE MY DATA"])).toEqual(
      [],
    );
    const [entry] = await queryRows<{ admin_id: number | null; summary: string }>(
      t.database.db,
      sql`select admin_id, summary from admin_audit_log where action = 'erase' order by id desc limit 1`,
    );
    expect(entry?.admin_id).toBeNull();
    expect(entry?.summary).toMatch(/asked for by the person by text/);
  });

  it("starts the same confirmation when the model calls erase_my_data, and erases nothing by itself", async () => {
    const phone = "+12065550141";
    t.ai.script = () => ({ toolCalls: [{ name: "erase_my_data", arguments: {} }] });
    const answers = await textAndWait(t, phone, "please wipe my account and history");
    t.ai.script = () => ({ text: AI_TEXT });
    expect(answers.map((row) => row.content)).toEqual([ERASE_CONFIRMATION_REQUEST.en]);
    expect(await sweep()).toBe(0);
    expect((await userByPhone(t, phone))?.erase_requested_at).not.toBeNull();
  });

  it("confirms in Spanish and French, and a YES DELETE with nothing asked goes to the assistant", async () => {
    expect((await textAndWait(t, "+12065550142", "Borrar mis datos")).map((row) => row.content)).toEqual([
      ERASE_CONFIRMATION_REQUEST.es,
    ]);
    expect((await textAndWait(t, "+12065550143", "Supprimer mes données")).map((row) => row.content)).toEqual(
      [ERASE_CONFIRMATION_REQUEST.fr],
    );
    expect((await textAndWait(t, "+12065550144", "yes delete")).map((row) => row.content)).toEqual([AI_TEXT]);
  });
});

describe("an opted-out person who is erased", () => {
  it("stays opted out as a hash: the next text is not answered, reminders are skipped, START lets them back", async () => {
    const phone = "+12065550150";
    await textAndWait(t, phone, "hello");
    await textAndWait(t, phone, "STOP");
    const person = await userByPhone(t, phone);
    if (!person) throw new Error("no user");
    const erased = await t.app.inject({
      method: "POST",
      url: `/api/admin/users/${person.id}/erase`,
      headers: { cookie: await signInCookie(t.app), "content-type": "application/json" },
      payload: JSON.stringify({ confirm_phone: phone }),
    });
    expect(erased.json()).toMatchObject({ suppressed: true });
    const hashes = await queryRows<{ number_hash: string }>(
      t.database.db,
      sql`select number_hash from suppressed_numbers`,
    );
    expect(hashes.length).toBeGreaterThan(0);
    expect(await personTraces(t.database.db, phoneWritings(phone))).toEqual([]);

    const sentBefore = sentTo(phone).length;
    expect(await textAndWait(t, phone, "hello again")).toEqual([]);
    const again = await userByPhone(t, phone);
    expect(again?.opted_out).toBe(true);
    // A reminder queued for the number by any path is skipped, not sent.
    const [reminder] = await t.database.db
      .insert(queuedMessages)
      .values({ content: "Reminder: hi", recipient: phone, type: "reminder", scheduled_for: new Date() })
      .returning();
    const [skipped] = await eventually(
      () =>
        t.database.db
          .select()
          .from(queuedMessages)
          .where(and(eq(queuedMessages.id, reminder?.id ?? 0))),
      (rows) => rows[0]?.processed === true,
    );
    expect(skipped?.skip_reason).toBe(SKIP_OPTED_OUT);
    expect(sentTo(phone).length).toBe(sentBefore);

    await textAndWait(t, phone, "START");
    expect((await userByPhone(t, phone))?.opted_out).toBe(false);
    expect(
      await queryRows(
        t.database.db,
        sql`select 1 from suppressed_numbers where number_hash = textpal_number_hash(${phone})`,
      ),
    ).toEqual([]);
    expect((await textAndWait(t, phone, "what's the weather")).map((row) => row.content)).toEqual([AI_TEXT]);
  });
});

/** Until a backend of this database waits for a row lock: the text has reached the erased rows. */
async function waitUntilATextWaitsForALock(): Promise<void> {
  for (let attempt = 0; attempt < 400; attempt++) {
    const waiting = await queryRows(
      t.database.db,
      sql`select 1 from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
    );
    if (waiting.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("the text never waited for the erase");
}

// PGlite runs one transaction at a time, so a text cannot arrive inside an erase there.
describe.runIf(testDatabaseKind() === "postgres")("a text that arrives while its sender is erased", () => {
  it("waits for the erase and then starts a new person, never joining the erased one", async () => {
    const phone = "+12065550160";
    await textAndWait(t, phone, "Numbat secret");
    const old = await userByPhone(t, phone);
    if (!old) throw new Error("no user");
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Every step done, the transaction still open: the text arrives now.
    const erasing = eraseUser(t.database.db, old.id, [...ERASE_STEPS, { name: "hold", run: () => held }]);
    const params = inboundSms(phone, SYSTEM_NUMBER, "sent during the erase");
    const text = postTwilioWebhook(t.app, SMS_PATH, params);
    await waitUntilATextWaitsForALock();
    release();
    expect(await erasing).toMatchObject({ user_id: old.id });
    expect((await text).statusCode).toBe(200);

    const [stored] = await queryRows<{ user_id: number }>(
      t.database.db,
      sql`select tp.user_id from messages m join thread_participants tp on tp.thread_id = m.thread_id
        where m.provider_message_id = ${params.MessageSid}`,
    );
    const fresh = await userByPhone(t, phone);
    if (stored) {
      // Stored after the erase: in a thread of a new person.
      expect(fresh && fresh.id !== old.id && stored.user_id === fresh.id).toBe(true);
    } else {
      // Stored first (PostgreSQL ended the erase's first try to break the lock cycle): erased too.
      expect(fresh).toBeUndefined();
      expect(
        await queryRows(
          t.database.db,
          sql`select 1 from messages where provider_message_id = ${params.MessageSid}`,
        ),
      ).toEqual([]);
    }
    expect(await queryRows(t.database.db, sql`select 1 from users where id = ${old.id}`)).toEqual([]);
    expect(await personTraces(t.database.db, ["Numbat"])).toEqual([]);
  });
});
