import { type SQL, sql } from "drizzle-orm";
import type { Executor } from "../client.js";
import { queryRows } from "../query-rows.js";

/** The person being erased, and what the erase found of them before the first step. */
export interface ErasedPerson {
  id: number;
  phone: string;
  /** The digits that name the phone however it is written (see nationalDigits). */
  phoneDigits: string;
  optedOut: boolean;
  /** Threads only they are in: deleted whole. */
  soleThreads: number[];
  /** Threads they share with others: their texts go, the others' move to a thread without them. */
  groupThreads: number[];
}

export interface EraseTally {
  messages: number;
  threads: number;
  media: number;
  queued_messages: number;
  reminders: number;
  micro_uis: number;
  consent_events: number;
  referral_codes: number;
  data_exports: number;
  audit_entries_redacted: number;
  suppressed: boolean;
}

/** One table's part of an erase; every step is needed, which the erase proof test shows one by one. */
export interface EraseStep {
  name: string;
  run(tx: Executor, person: ErasedPerson, tally: EraseTally): Promise<void>;
}

/**
 * Locks the person's row and every thread they are in, so a text arriving now waits for the erase
 * and then finds its thread gone (and starts a new person), and reports which threads are theirs.
 */
export async function lockPersonForErase(
  tx: Executor,
  userId: number,
): Promise<{ phone: string; optedOut: boolean; soleThreads: number[]; groupThreads: number[] } | null> {
  const [user] = await queryRows<{ phone_number: string; opted_out: boolean }>(
    tx,
    sql`select phone_number, opted_out from users where id = ${userId} for update`,
  );
  if (!user) return null;
  const threads = await queryRows<{ id: number; sole: boolean }>(
    tx,
    sql`select t.id, not exists (
        select 1 from thread_participants o where o.thread_id = t.id and o.user_id <> ${userId}
      ) as sole
      from threads t
      where t.id in (select thread_id from thread_participants where user_id = ${userId})
        or ${user.phone_number} = any(t.participants)
      order by t.id
      for update of t`,
  );
  return {
    phone: user.phone_number,
    optedOut: user.opted_out,
    soleThreads: threads.filter((t) => t.sole).map((t) => t.id),
    groupThreads: threads.filter((t) => !t.sole).map((t) => t.id),
  };
}

async function count(tx: Executor, statement: SQL): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`with d as (${statement}) select count(*)::int as n from d`,
  );
  return row?.n ?? 0;
}

const ids = (values: number[]) => sql`${sql.param(values)}::int[]`;

/** Their texts: every message of their own threads, and theirs (from or to them) in shared ones. */
const theirMessages = (p: ErasedPerson) =>
  sql`(m.thread_id = any(${ids(p.soleThreads)}) or (m.thread_id = any(${ids(p.groupThreads)})
    and (m.sender = ${p.phone} or m.recipient = ${p.phone} or m.sender = ${`whatsapp:${p.phone}`}
      or m.recipient = ${`whatsapp:${p.phone}`})))`;

const MOCK_PREFIX_LENGTH = "mock-media:".length;

/** In order: what references their texts first, then the texts, threads, and the person's row last. */
export const ERASE_STEPS: EraseStep[] = [
  {
    name: "mock_chat_media",
    async run(tx, p, tally) {
      tally.media = await count(
        tx,
        sql`delete from mock_chat_media where id in (
          select substr(item->>'url', ${MOCK_PREFIX_LENGTH + 1}) from messages m, jsonb_array_elements(m.media) item
          where ${theirMessages(p)} and item->>'url' like 'mock-media:%'
          union
          select substr(m.media_url, ${MOCK_PREFIX_LENGTH + 1}) from messages m
          where ${theirMessages(p)} and m.media_url like 'mock-media:%'
        ) returning 1`,
      );
    },
  },
  {
    name: "micro_uis",
    async run(tx, p, tally) {
      tally.micro_uis = await count(
        tx,
        sql`delete from micro_uis where user_id = ${p.id} or thread_id = any(${ids(p.soleThreads)}) returning 1`,
      );
    },
  },
  {
    name: "shared_thread_messages",
    async run(tx, p, tally) {
      // Replies to their texts stay (they are the others'), no longer pointing at what they answered.
      await tx.execute(
        sql`update messages set reply_to_id = null
          where reply_to_id in (select m.id from messages m where ${theirMessages(p)})
            and thread_id = any(${ids(p.groupThreads)})`,
      );
      tally.messages += await count(
        tx,
        sql`delete from messages m where m.thread_id = any(${ids(p.groupThreads)}) and ${theirMessages(p)} returning 1`,
      );
    },
  },
  {
    name: "shared_threads",
    async run(tx, p, tally) {
      for (const threadId of p.groupThreads) await moveOthersOut(tx, threadId, p);
      tally.threads += p.groupThreads.length;
    },
  },
  {
    name: "threads",
    async run(tx, p, tally) {
      tally.messages += await count(
        tx,
        sql`select 1 from messages where thread_id = any(${ids(p.soleThreads)})`,
      );
      // Their messages and participant rows go with them (ON DELETE CASCADE).
      tally.threads += await count(
        tx,
        sql`delete from threads where id = any(${ids(p.soleThreads)}) returning 1`,
      );
    },
  },
  {
    name: "queued_messages",
    async run(tx, p, tally) {
      tally.queued_messages = await count(
        tx,
        sql`delete from queued_messages where recipient in (${p.phone}, ${`whatsapp:${p.phone}`}) returning 1`,
      );
    },
  },
  {
    name: "suppression",
    async run(tx, p, tally) {
      if (!p.optedOut) return;
      // The salt is made by the first erase that needs it, so a new database stays empty for a restore.
      await tx.execute(
        sql`insert into privacy_keys (id, suppression_salt)
          values (1, replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''))
          on conflict (id) do nothing`,
      );
      await tx.execute(
        sql`insert into suppressed_numbers (number_hash) values (textpal_number_hash(${p.phone}))
          on conflict (number_hash) do nothing`,
      );
      tally.suppressed = true;
    },
  },
  {
    name: "consent_events",
    async run(tx, p, tally) {
      tally.consent_events = await count(
        tx,
        sql`delete from user_consent_events where phone_number = ${p.phone} or user_id = ${p.id} returning 1`,
      );
    },
  },
  {
    name: "referrals",
    async run(tx, p, tally) {
      // People they invited keep their bonus and stay "referred"; the link to whom goes.
      await tx.execute(
        sql`update users set referred_by = ${ERASED_REFERRER}
          where upper(referred_by) in (select upper(code) from referral_codes where user_id = ${p.id})
            and id <> ${p.id}`,
      );
      tally.referral_codes = await count(
        tx,
        sql`delete from referral_codes where user_id = ${p.id} returning 1`,
      );
    },
  },
  {
    name: "audit_log",
    async run(tx, p, tally) {
      tally.audit_entries_redacted = await redactAuditEntries(tx, p);
    },
  },
  {
    name: "sign_in_failures",
    async run(tx, p) {
      await tx.execute(sql`delete from admin_login_failures where phone_number = ${p.phone}`);
    },
  },
  {
    name: "user",
    async run(tx, p, tally) {
      // Their reminders, export links and participant rows go with the row (ON DELETE CASCADE).
      tally.reminders = await count(tx, sql`select 1 from reminders where user_id = ${p.id}`);
      tally.data_exports = await count(tx, sql`select 1 from data_exports where user_id = ${p.id}`);
      await tx.execute(sql`delete from users where id = ${p.id}`);
    },
  },
];

/** What people they invited show as their referrer once the referrer is erased. */
export const ERASED_REFERRER = "ERASED";

/**
 * A shared thread's identity is its participants, so the others' conversation moves to the thread
 * of the people left (made, or an existing one with the same people) and the old thread goes: a
 * text still addressed to the old set then starts a new thread, and a new person.
 */
async function moveOthersOut(tx: Executor, threadId: number, p: ErasedPerson): Promise<void> {
  const [target] = await queryRows<{ id: number }>(
    tx,
    sql`insert into threads (participants, system_number, is_group_chat, channel, title, created_at)
      select array_remove(array_remove(participants, ${p.phone}), ${`whatsapp:${p.phone}`}),
        system_number, is_group_chat, channel, title, created_at
      from threads where id = ${threadId}
      on conflict (system_number, participants, channel) do update set updated_at = now()
      returning id`,
  );
  if (!target) return;
  await tx.execute(sql`update messages set thread_id = ${target.id} where thread_id = ${threadId}`);
  await tx.execute(sql`update micro_uis set thread_id = ${target.id} where thread_id = ${threadId}`);
  await tx.execute(
    sql`insert into thread_participants (thread_id, user_id)
      select ${target.id}, user_id from thread_participants where thread_id = ${threadId} and user_id <> ${p.id}
      on conflict do nothing`,
  );
  await tx.execute(sql`delete from threads where id = ${threadId}`);
  await tx.execute(
    sql`update threads t set message_count = c.n, last_message = c.last_content, last_message_at = c.last_at
      from (
        select count(*)::int as n,
          (select content from messages where thread_id = ${target.id} order by created_at desc, id desc limit 1)
            as last_content,
          max(created_at) as last_at
        from messages where thread_id = ${target.id}
      ) c
      where t.id = ${target.id}`,
  );
}

/**
 * The entries stay (who did what, when), but a summary about them, on their row or threads or
 * naming their phone in any format (its digits, whatever is between them), is blanked, and so is a
 * failed sign-in's phone that was theirs.
 */
async function redactAuditEntries(tx: Executor, p: ErasedPerson): Promise<number> {
  await tx.execute(sql`set local textpal.erasing = 'on'`);
  const threads = [...p.soleThreads, ...p.groupThreads].map(String);
  const redacted = await count(
    tx,
    sql`update admin_audit_log
      set summary = ${REDACTED_SUMMARY},
        admin_phone = case when admin_phone = ${p.phone} then null else admin_phone end
      where (resource_type = 'user' and resource_id = ${String(p.id)})
        or (resource_type = 'thread' and resource_id = any(${sql.param(threads)}::text[]))
        or regexp_replace(summary, '[^0-9]', '', 'g') like ${`%${p.phoneDigits}%`}
        or admin_phone = ${p.phone}
      returning 1`,
  );
  await tx.execute(sql`set local textpal.erasing = 'off'`);
  return redacted;
}

export const REDACTED_SUMMARY = "(erased: what this entry said about the person)";
