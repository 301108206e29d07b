/**
 * bench/erase: erasing one person who has 10,000 messages (issue 37's target: ≤ 5 s), in a
 * database with 20,000 other people (200,000 messages) and 50,000 audit entries around them, on
 * PGlite and, with TEST_DATABASE_URL, on PostgreSQL. Prints the seeding time, the erase's time and
 * its counts for each engine, and the dashboard totals before and after (which must match).
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:erase
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { type DatabaseHandle, type DatabaseOptions, openDatabase } from "../src/db/client.js";
import { queryRows } from "../src/db/query-rows.js";
import { eraseUser } from "../src/domain/privacy/erase-user.js";
import { createScratchPostgresDatabase } from "../test/helpers/test-database.js";

const PERSON = "+12065550100";
const SYSTEM = "+15005550006";
const OTHERS = 20_000;
const THEIR_MESSAGES = 10_000;

async function seed(database: DatabaseHandle): Promise<number> {
  const { db } = database;
  await db.execute(sql`insert into users (phone_number, referral_code, opted_out)
    select '+1312' || lpad(g::text, 7, '0'), 'R' || g, false from generate_series(1, ${OTHERS}) g`);
  await db.execute(sql`insert into threads (participants, system_number)
    select array[phone_number], ${SYSTEM} from users`);
  await db.execute(sql`insert into thread_participants (thread_id, user_id)
    select t.id, u.id from threads t join users u on u.phone_number = t.participants[1]`);
  await db.execute(sql`insert into messages (thread_id, sender, sender_role, content, recipient, processed_at)
    select t.id, t.participants[1], 'user', 'text ' || g, ${SYSTEM}, now()
    from threads t, generate_series(1, 10) g`);
  await db.execute(sql`insert into admin_audit_log (created_at, action, resource_type, resource_id, summary)
    select now(), 'update', 'user', g::text, 'changed is_team: false → true' from generate_series(1, 50000) g`);
  const [person] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (phone_number, profile, opted_out) values (${PERSON}, 'likes tea', true) returning id`,
  );
  if (!person) throw new Error("no person");
  const [thread] = await queryRows<{ id: number }>(
    db,
    sql`insert into threads (participants, system_number) values (array[${PERSON}]::text[], ${SYSTEM}) returning id`,
  );
  if (!thread) throw new Error("no thread");
  await db.execute(
    sql`insert into thread_participants (thread_id, user_id) values (${thread.id}, ${person.id})`,
  );
  await db.execute(sql`insert into messages (thread_id, sender, sender_role, content, recipient, processed_at, ai_cost)
    select ${thread.id}, case when g % 2 = 0 then ${PERSON} else ${SYSTEM} end,
      case when g % 2 = 0 then 'user' else 'assistant' end, 'their text ' || g,
      case when g % 2 = 0 then ${SYSTEM} else ${PERSON} end, now(), 0.001
    from generate_series(1, ${THEIR_MESSAGES}) g`);
  await db.execute(sql`insert into queued_messages (content, recipient, type, scheduled_for)
    select 'Reminder ' || g, ${PERSON}, 'reminder', now() + interval '1 day' from generate_series(1, 200) g`);
  await db.execute(sql`insert into user_consent_events (user_id, phone_number, action, source)
    values (${person.id}, ${PERSON}, 'opt_in', 'first_text'), (${person.id}, ${PERSON}, 'opt_out', 'keyword')`);
  await db.execute(sql`analyze`);
  return person.id;
}

const totals = async (database: DatabaseHandle) =>
  (
    await queryRows<{ messages: number; ai: number }>(
      database.db,
      sql`select sum(messages)::int as messages, round(sum(ai_cost)::numeric, 4)::float as ai from message_hourly_stats`,
    )
  )[0];

async function run(label: string, options: DatabaseOptions): Promise<void> {
  const database = await openDatabase(options);
  try {
    const seedStart = performance.now();
    const userId = await seed(database);
    const seeded = (performance.now() - seedStart) / 1000;
    const before = await totals(database);
    const start = performance.now();
    const counts = await eraseUser(database.db, userId);
    const seconds = (performance.now() - start) / 1000;
    const after = await totals(database);
    console.log(
      `${label.padEnd(10)} seeded in ${seeded.toFixed(1)} s; erase ${seconds.toFixed(2)} s ` +
        `(target ≤ 5 s): ${counts?.messages} messages, ${counts?.queued_messages} queued, ` +
        `suppressed ${counts?.suppressed}; totals before ${JSON.stringify(before)} after ${JSON.stringify(after)}`,
    );
  } finally {
    await database.close();
  }
}

const dir = mkdtempSync(join(tmpdir(), "textpal-bench-erase-"));
try {
  await run("PGlite", { kind: "pglite", dataDir: dir });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
if (process.env.TEST_DATABASE_URL) {
  const scratch = await createScratchPostgresDatabase({ migrated: true });
  try {
    await run("PostgreSQL", { kind: "postgres", url: scratch.url });
  } finally {
    await scratch.drop();
  }
} else {
  console.log("PostgreSQL skipped: set TEST_DATABASE_URL to measure it too.");
}
