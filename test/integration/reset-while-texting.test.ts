import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../src/db/query-rows.js";
import { messages, threads, users } from "../../src/db/schema/index.js";
import { MOCK_CHAT_USER_PHONE } from "../../src/shared/mock-chat.js";
import { signInCookie } from "../helpers/sign-in.js";
import { testDatabaseKind } from "../helpers/test-database.js";
import { createTestApp, type TestApp } from "../helpers/test-server.js";

/**
 * An operator resets a user, deleting their threads, while a text of theirs arrives through the
 * mock chat, which stores it in one transaction with its audit entry. On PostgreSQL the text can
 * find the thread just before the reset commits and then fail its foreign key: it must find or
 * make the thread again, not answer 5xx. A trigger holds the text's insert, once it has found its
 * thread, until the reset has deleted that thread. PGlite runs one transaction at a time, so it
 * cannot race. Errors are logged, so a failure shows the server's reason.
 */
let t: TestApp;
let cookie: string;

const SLOW_TEXT = "held open while the reset commits";

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: "error" } });
  cookie = await signInCookie(t.app);
});
afterAll(() => t.close());

const post = (url: string, body?: unknown) =>
  t.app.inject({
    method: "POST",
    url,
    headers: {
      cookie,
      ...(body === undefined
        ? { "x-requested-with": "XMLHttpRequest" }
        : { "content-type": "application/json" }),
    },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });

/** Until a backend sleeps in the trigger: the text has found its thread and not yet inserted. */
async function waitUntilTextIsHeld(): Promise<void> {
  for (let attempt = 0; attempt < 400; attempt++) {
    const held = await queryRows(
      t.database.db,
      sql`select 1 from pg_stat_activity where wait_event = 'PgSleep' and datname = current_database()`,
    );
    if (held.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error("the text never reached its insert");
}

describe.runIf(testDatabaseKind() === "postgres")(
  "a user reset while that user's text is being stored",
  () => {
    it("stores the text in a new thread and answers 202", async () => {
      expect(
        (await post("/api/admin/mock-sms", { from: MOCK_CHAT_USER_PHONE, body: "first" })).statusCode,
      ).toBe(202);
      const [person] = await t.database.db
        .select()
        .from(users)
        .where(eq(users.phone_number, MOCK_CHAT_USER_PHONE));
      if (!person) throw new Error("the first text made no user");
      const [before] = await t.database.db.select().from(threads);
      await t.database.db.execute(
        sql.raw(`
        CREATE FUNCTION hold_slow_text() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.content = '${SLOW_TEXT}' THEN
            FOR i IN 1..200 LOOP
              EXIT WHEN NOT EXISTS (SELECT 1 FROM threads WHERE id = NEW.thread_id);
              PERFORM pg_sleep(0.025);
            END LOOP;
          END IF;
          RETURN NEW;
        END; $$`),
      );
      await t.database.db.execute(sql`
      CREATE TRIGGER hold_slow_text BEFORE INSERT ON messages FOR EACH ROW EXECUTE FUNCTION hold_slow_text()`);

      const text = post("/api/admin/mock-sms", { from: MOCK_CHAT_USER_PHONE, body: SLOW_TEXT });
      await waitUntilTextIsHeld();
      const reset = await post(`/api/admin/users/${person.id}/reset`);
      expect(reset.statusCode).toBe(200);
      expect((await text).statusCode).toBe(202);

      const stored = await t.database.db
        .select({ threadId: threads.id })
        .from(messages)
        .innerJoin(threads, eq(threads.id, messages.thread_id))
        .where(eq(messages.content, SLOW_TEXT));
      expect(stored).toHaveLength(1);
      expect(stored[0]?.threadId).not.toBe(before?.id);
    });
  },
);
