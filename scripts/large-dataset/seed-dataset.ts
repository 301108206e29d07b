import { sql } from "drizzle-orm";
import type { Executor } from "../../src/db/client.js";
import { queryRows } from "../../src/db/query-rows.js";
import { systemNumbers } from "../../src/db/schema/index.js";
import { SYSTEM_NUMBERS } from "./corpus.js";
import {
  contentOf,
  MEAN_THREAD_LENGTH,
  messageCountOf,
  offsetOf,
  phoneOf,
  profileOf,
  referralCodeOf,
  roleOf,
  threadStartOf,
  tierOf,
  timezoneOf,
} from "./dataset-sql.js";
import { below, unit } from "./sql-helpers.js";

/** Two threads per user and five messages per thread: 100,000 users make 200,000 threads and 1,000,000 messages. */
export interface DatasetSize {
  users: number;
}

export const FULL_DATASET: DatasetSize = { users: 100_000 };

export const datasetCounts = ({ users }: DatasetSize) => ({
  users,
  threads: users * 2,
  messages: users * 2 * MEAN_THREAD_LENGTH,
});

export type ProgressReporter = (phase: string, done: number, total: number) => void;

const USER_BATCH = 10_000;
const THREAD_BATCH = 20_000;
/** Free messages a user gets before paying; matches FREE_MESSAGE_LIMIT's default. */
const FREE_LIMIT = 20;
const REFERRAL_BONUS = 10;

const int = (value: number) => sql.raw(String(Math.trunc(value)));

/**
 * Fills the database with realistic console data, set-based (INSERT … SELECT generate_series) in
 * batches. Ids continue after the existing rows, so it can add to a database that has data.
 */
export async function seedDataset(
  db: Executor,
  size: DatasetSize,
  report: ProgressReporter,
  now = new Date(),
) {
  await db
    .insert(systemNumbers)
    .values(SYSTEM_NUMBERS.map((number) => ({ ...number, messages_per_second: 1 })))
    .onConflictDoNothing({ target: systemNumbers.number });
  const userBase = await maxId(db, "users");
  const threadBase = await maxId(db, "threads");
  const messageBase = await maxId(db, "messages");
  const counts = datasetCounts(size);

  await inBatches(
    counts.users,
    USER_BATCH,
    (from, to) => insertUsers(db, userBase, from, to),
    "users",
    report,
  );
  await inBatches(
    counts.threads,
    THREAD_BATCH,
    (from, to) => insertThreads(db, { userBase, threadBase, users: counts.users, now }, from, to),
    "threads",
    report,
  );
  let messages = 0;
  report("messages", 0, counts.messages);
  await inBatches(
    counts.threads,
    THREAD_BATCH,
    async (from, to) => {
      messages += await insertMessages(db, threadBase, from, to);
      report("messages", messages, counts.messages);
    },
    null,
    report,
  );

  // Fresh statistics, so the joins below are planned for the real sizes rather than empty tables.
  await db.execute(sql`analyze users, threads, messages`);
  report("user counters", 0, 2);
  await creditReferrals(db, userBase, counts.users);
  report("user counters", 1, 2);
  await recordUserActivity(db, messageBase);
  report("user counters", 2, 2);

  report("vacuum analyze", 0, 1);
  await finish(db);
  report("vacuum analyze", 1, 1);
  return { ...counts, messages };
}

async function maxId(db: Executor, table: "users" | "threads" | "messages"): Promise<number> {
  const [row] = await queryRows<{ id: string | number | null }>(
    db,
    sql`select max(id) as id from ${sql.identifier(table)}`,
  );
  return Number(row?.id ?? 0);
}

async function inBatches(
  total: number,
  batch: number,
  run: (from: number, to: number) => Promise<unknown>,
  phase: string | null,
  report: ProgressReporter,
) {
  if (phase) report(phase, 0, total);
  for (let from = 1; from <= total; from += batch) {
    const to = Math.min(total, from + batch - 1);
    await run(from, to);
    if (phase) report(phase, to, total);
  }
}

/** Users numbered from..to; every tenth was referred by an earlier one. */
async function insertUsers(db: Executor, base: number, from: number, to: number) {
  const id = sql`(${int(base)} + g)`;
  await db.execute(sql`
    insert into users (id, phone_number, profile, subscription_tier, timezone, timezone_confirmed,
      payment_method, referral_code, referred_by, is_team)
    overriding system value
    select ${id}, ${phoneOf(id)}, ${profileOf(id)}, ${tierOf(id)}, ${timezoneOf(id)}, ${unit(id, 5)} < 0.35,
      case when ${tierOf(id)} = 'premium' then (case when ${unit(id, 6)} < 0.5 then 'venmo' else 'cashapp' end) end,
      ${referralCodeOf(id)},
      case when g % 10 = 0 then ${referralCodeOf(sql`(${int(base)} + g / 10)`)} end,
      g <= 3
    from generate_series(${int(from)}, ${int(to)}) as g`);
  await db.execute(sql`
    insert into referral_codes (code, code_type, user_id)
    select ${referralCodeOf(id)}, 'user', ${id} from generate_series(${int(from)}, ${int(to)}) as g`);
}

interface ThreadPlan {
  userBase: number;
  threadBase: number;
  users: number;
  now: Date;
}

/**
 * Thread j: user ((j-1) mod users)+1 with the main line, then again with one of the other two
 * lines; every 50th thread of the second round is a group chat with the next user.
 */
async function insertThreads(db: Executor, plan: ThreadPlan, from: number, to: number) {
  const { userBase, threadBase, users, now } = plan;
  const j = sql`g`;
  const count = messageCountOf(j);
  const start = threadStartOf(j, count, now);
  const lastAt = sql`(${start} + ${offsetOf(j, count)})`;
  const groupChat = sql`(g > ${int(users)} and g % 50 = 0)`;
  await db.execute(sql`
    insert into threads (id, participants, system_number, is_group_chat, message_count, last_message,
      last_message_at, created_at, updated_at)
    overriding system value
    select ${int(threadBase)} + g,
      case when grp then array[least(first.phone_number, second.phone_number), greatest(first.phone_number, second.phone_number)]
        else array[first.phone_number] end,
      case when g <= ${int(users)} then ${SYSTEM_NUMBERS[0]?.number}
        when g % 2 = 0 then ${SYSTEM_NUMBERS[1]?.number} else ${SYSTEM_NUMBERS[2]?.number} end,
      grp, ${count}, ${contentOf(j, count)}, ${lastAt}, ${start}, ${lastAt}
    from (
      select g, ${groupChat} as grp from generate_series(${int(from)}, ${int(to)}) as g
    ) as plan
    join users first on first.id = ${int(userBase)} + (g - 1) % ${int(users)} + 1
    join users second on second.id = ${int(userBase)} + g % ${int(users)} + 1`);
  await db.execute(sql`
    insert into thread_participants (thread_id, user_id)
    select ${int(threadBase)} + g, ${int(userBase)} + (g - 1) % ${int(users)} + 1
    from generate_series(${int(from)}, ${int(to)}) as g
    union all
    select ${int(threadBase)} + g, ${int(userBase)} + g % ${int(users)} + 1
    from generate_series(${int(from)}, ${int(to)}) as g where ${groupChat}`);
}

/** The messages of threads from..to, in thread order so ids follow time within a thread. */
async function insertMessages(db: Executor, threadBase: number, from: number, to: number): Promise<number> {
  const j = sql`(t.id - ${int(threadBase)})`;
  const k = sql`k`;
  const key = sql`(t.id * 16 + k)`;
  const rows = await queryRows<{ inserted: string | number }>(
    db,
    sql`
    with inserted as (
      insert into messages (thread_id, sender, sender_role, content, delivery_status, error_code, provider,
        provider_message_id, recipient, kind, processed_at, sent_at, attempts, segment_count, prompt_tokens,
        completion_tokens, ai_cost, created_at, updated_at)
      select t.id,
        case when m.role = 'user' then t.participants[1 + ((k + 1) / 2) % cardinality(t.participants)] else t.system_number end,
        m.role, m.content,
        case when m.role = 'user' then 'received' else m.status end,
        case m.status when 'undelivered' then '30005' when 'failed' then '30008' end,
        'twilio', 'SM' || md5(t.id::text || '-' || k::text),
        case when m.role = 'user' then null else t.participants[1] end,
        case m.role when 'user' then 'inbound' when 'assistant' then 'reply' else 'ad' end,
        case when m.role = 'user' then m.at end,
        case when m.role = 'user' then null else m.at end,
        1,
        case when length(m.content) <= 160 then 1 else ceil(length(m.content) / 153.0)::int end,
        case when m.role = 'assistant' then 600 + ${below(1400, key, 6)} end,
        case when m.role = 'assistant' then 20 + ${below(180, key, 7)} end,
        case when m.role = 'assistant'
          then ((600 + ${below(1400, key, 6)}) * 0.15 + (20 + ${below(180, key, 7)}) * 0.6) / 1000000 end,
        m.at, m.at
      from threads t
      cross join lateral generate_series(1, t.message_count) as k
      cross join lateral (
        select ${roleOf(j, k)} as role, ${contentOf(j, k)} as content,
          t.created_at + ${offsetOf(j, k)} as at,
          case when ${unit(key, 5)} < 0.96 then 'delivered' when ${unit(key, 5)} < 0.985 then 'sent'
            when ${unit(key, 5)} < 0.995 then 'undelivered' else 'failed' end as status
      ) as m
      where t.id between ${int(threadBase + from)} and ${int(threadBase + to)}
      order by t.id, k
      returning 1
    )
    select count(*) as inserted from inserted`,
  );
  return Number(rows[0]?.inserted ?? 0);
}

/** Users 1..users/10 each referred one user (every tenth), which earned them bonus messages. */
async function creditReferrals(db: Executor, userBase: number, users: number) {
  const referrers = sql`between ${int(userBase + 1)} and ${int(userBase + Math.floor(users / 10))}`;
  await db.execute(
    sql`update users set referral_count = 1, bonus_messages = ${int(REFERRAL_BONUS)} where id ${referrers}`,
  );
  await db.execute(sql`update referral_codes set current_uses = 1 where user_id ${referrers}`);
}

/** Counters and dates that follow from the messages: texts sent, free ones used, joined and last seen. */
async function recordUserActivity(db: Executor, messageBase: number) {
  await db.execute(sql`
    update users u set
      total_messages_sent = s.sent,
      free_messages_used = least(s.sent, ${int(FREE_LIMIT)} + u.bonus_messages),
      last_active = s.last_at,
      created_at = s.first_at - interval '2 minutes',
      updated_at = s.last_at
    from (
      select sender, count(*)::int as sent, min(created_at) as first_at, max(created_at) as last_at
      from messages where id > ${int(messageBase)} and sender_role = 'user' group by sender
    ) as s
    where u.phone_number = s.sender`);
}

/**
 * Identity sequences continue after the explicit ids. VACUUM clears the old row versions the
 * counter updates left behind and marks pages all-visible (index-only scans need that), and
 * ANALYZE tells the planner the new sizes.
 */
async function finish(db: Executor) {
  for (const table of ["users", "threads"] as const) {
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.identifier(table)}))`,
    );
  }
  await db.execute(sql`vacuum analyze`);
}
