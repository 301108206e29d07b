import { sql } from "drizzle-orm";
import type { Executor } from "../../src/db/client.js";
import { queryRows } from "../../src/db/query-rows.js";

export const ERASE_SYSTEM_NUMBER = "+15005550006";

/**
 * A person with something in every table an erase must reach, each text carrying `tag`, and a
 * bystander who shares a group thread with them, was invited by them and whose words must stay.
 * The audit log names them three ways (their row, their phone typed with dashes, a failed sign-in
 * with their phone). Direct inserts: what is under test is the erase, not the paths that write.
 */
export async function seedPersonEverywhere(
  db: Executor,
  {
    phone,
    bystander,
    tag,
    optedOut = false,
  }: { phone: string; bystander: string; tag: string; optedOut?: boolean },
): Promise<{ userId: number; bystanderId: number }> {
  const [person] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (phone_number, profile, referral_code, opted_out)
      values (${phone}, ${`${tag} likes tea`}, ${`${tag}REF`}, ${optedOut}) returning id`,
  );
  const [other] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (phone_number, referred_by) values (${bystander}, ${`${tag}REF`}) returning id`,
  );
  if (!person || !other) throw new Error("seeding made no users");
  const national = phone.replace(/^\+1/, "");
  const dashed = `${national.slice(0, 3)}-${national.slice(3, 6)}-${national.slice(6)}`;
  const [sole] = await queryRows<{ id: number }>(
    db,
    sql`insert into threads (participants, system_number, last_message, message_count)
      values (array[${phone}]::text[], ${ERASE_SYSTEM_NUMBER}, ${`${tag} reply`}, 2) returning id`,
  );
  const [group] = await queryRows<{ id: number }>(
    db,
    sql`insert into threads (participants, system_number, is_group_chat, last_message, message_count)
      values (${sql.param([phone, bystander].sort())}::text[], ${ERASE_SYSTEM_NUMBER}, true, ${`${tag} in the group`}, 3)
      returning id`,
  );
  if (!sole || !group) throw new Error("seeding made no threads");
  await db.execute(sql`insert into thread_participants (thread_id, user_id) values
    (${sole.id}, ${person.id}), (${group.id}, ${person.id}), (${group.id}, ${other.id})`);
  await db.execute(sql`insert into mock_chat_media (id, content_type, byte_size, bytes)
    values (${`${tag}-media`}, 'image/png', 1, '\\x00'::bytea)`);
  await db.execute(sql`insert into messages
      (thread_id, sender, sender_role, content, media, recipient, transcript, ai_cost, sms_cost, processed_at, kind)
    values
      (${sole.id}, ${phone}, 'user', ${`${tag} remind me`}, ${JSON.stringify([{ url: `mock-media:${tag}-media`, content_type: "image/png" }])}::jsonb,
        ${ERASE_SYSTEM_NUMBER}, ${`${tag} voice note`}, 0, 0, now(), 'inbound'),
      (${sole.id}, ${ERASE_SYSTEM_NUMBER}, 'assistant', ${`${tag} reply`}, '[]', ${phone}, null, 0.25, 0.0079, null, 'reply'),
      (${group.id}, ${phone}, 'user', ${`${tag} in the group`}, '[]', ${ERASE_SYSTEM_NUMBER}, null, 0, 0, now(), 'inbound'),
      (${group.id}, ${bystander}, 'user', 'Bystander words', '[]', ${ERASE_SYSTEM_NUMBER}, null, 0, 0, now(), 'inbound'),
      (${group.id}, ${ERASE_SYSTEM_NUMBER}, 'assistant', 'Group answer', '[]', ${phone}, null, 0.5, 0.0079, null, 'reply')`);
  await db.execute(sql`insert into micro_uis (type, slug, thread_id, user_id, payload)
    values ('checklist', ${`${tag}page`}, ${sole.id}, ${person.id}, ${JSON.stringify({ title: `${tag} packing list` })}::jsonb)`);
  await db.execute(sql`insert into queued_messages (content, recipient, type, scheduled_for)
    values (${`Reminder: ${tag} dentist`}, ${phone}, 'reminder', now() + interval '1 day')`);
  await db.execute(sql`with reminder as (
      insert into reminders (user_id, text, starts_local, rrule, next_at)
      values (${person.id}, ${`${tag} stand up`}, '2026-03-09T08:00', 'FREQ=DAILY', now() + interval '1 day')
      returning id
    )
    insert into queued_messages (content, recipient, type, scheduled_for, reminder_id)
    select ${`Reminder: ${tag} stand up`}, ${phone}, 'reminder', now() + interval '1 day', id from reminder`);
  await db.execute(sql`insert into user_consent_events (user_id, phone_number, action, source, message)
    values (${person.id}, ${phone}, 'opt_in', 'first_text', ${`${tag} hello`})`);
  await db.execute(
    sql`insert into referral_codes (code, code_type, user_id) values (${`${tag}REF`}, 'user', ${person.id})`,
  );
  await db.execute(sql`insert into data_exports (token_hash, user_id, expires_at)
    values (${`${tag}-export`}, ${person.id}, now() + interval '1 day')`);
  await db.execute(sql`insert into admin_audit_log (created_at, action, resource_type, resource_id, summary, admin_phone)
    values
      (now(), 'opt_out', 'user', ${String(person.id)}, 'opted out by an operator', null),
      (now(), 'send', 'mock_text', '7', ${`mock text from ${dashed}`}, null),
      (now(), 'sign_in_failed', 'session', null, 'unknown phone', ${phone})`);
  await db.execute(
    sql`insert into admin_login_failures (phone_number, ip) values (${phone}, '198.51.100.9')`,
  );
  return { userId: person.id, bystanderId: other.id };
}
