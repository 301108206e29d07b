import { sql } from "drizzle-orm";
import type { Database } from "../../src/db/client.js";
import { seedDefaults } from "../../src/domain/defaults/seed-defaults.js";

/**
 * Puts at least one row into every table, with the values a backup must carry exactly: bytea,
 * jsonb, text arrays, floats, microsecond timestamps, NULs' neighbours (emoji, quotes, newlines) and
 * NULL. The defaults come from the seeding a start does; the rest are direct inserts, since what
 * is under test is the rows, not the paths that write them.
 */
export async function fillEveryTable(db: Database): Promise<void> {
  await seedDefaults(db, { now: new Date("2026-03-08T09:30:00Z") });
  await db.execute(sql`
    with admin as (
      insert into admins (phone_number, password_hash, name, totp_secret, totp_last_step)
      values ('+15005550100', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA', 'Zoë "Ops" O''Neil', 'JBSWY3DPEHPK3PXP', 59000000)
      returning id
    ), known as (
      insert into admin_known_addresses (admin_id, address, last_signed_in_at)
      select id, '203.0.113.7', '2026-03-08 09:31:02.123456+00' from admin
    ), pending as (
      insert into admin_pending_sign_ins (id, admin_id, expires_at, address, user_agent)
      select repeat('ab', 32), id, '2026-03-08 09:36:00+00', '203.0.113.7', 'Mozilla/5.0 (X11; Linux)' from admin
    ), recovery as (
      insert into admin_recovery_codes (admin_id, code_hash) select id, repeat('cd', 32) from admin
    ), session as (
      insert into admin_sessions (id, admin_id, expires_at, ip, user_agent)
      select repeat('ef', 32), id, '2026-03-15 09:31:00+00', '203.0.113.7', 'curl/8' from admin
    )
    insert into admin_audit_log (created_at, admin_id, admin_phone, action, resource_type, resource_id, summary, ip)
    select '2026-03-08 09:33:00.5+00', id, '+15005550100', 'update', 'settings', 'FREE_MESSAGE_LIMIT', 'FREE_MESSAGE_LIMIT: 10 → 20', '203.0.113.7'
    from admin`);
  await db.execute(sql`
    insert into dashboard_notices (key, created_at, dismissed_at, dismissed_by)
    select 'whatsapp_ai_providers', '2026-03-08 09:30:00.000001+00', '2026-03-08 09:34:00+00', id from admins`);
  await db.execute(sql`
    insert into admin_login_failures (phone_number, ip) values ('+15005550199', '198.51.100.4')`);
  await db.execute(sql`
    with advertiser as (
      insert into advertisers (name, website) values ('Café Ñandú', 'https://example.com') returning id
    )
    insert into advertiser_advertisements (advertiser_id, content, target_tier)
    select id, 'Two for one 🍩', 'free' from advertiser`);
  await db.execute(sql`
    insert into advertisements (title, content, merchant, url, frequency)
    values ('Spring', 'Line one' || chr(10) || 'line two	tab', 'Shop', 'https://example.com/a', 3)`);
  await db.execute(sql`
    with announcement as (
      insert into announcements (name, message, cohort, delivery_date, timezone_aware)
      values ('Launch', 'We are live', 'all', '2026-03-09 17:00:00+00', true) returning id
    )
    insert into queued_messages (content, recipient, type, scheduled_for, announcement_id, hold_reason)
    select 'We are live', '+15005550111', 'marketing', '2026-03-09 17:00:00.000001+00', id, 'whatsapp_window' from announcement`);
  await db.execute(sql`
    insert into privacy_keys (suppression_salt) values (repeat('5a', 32))`);
  await db.execute(sql`
    insert into suppressed_numbers (number_hash) values (textpal_number_hash('+15005550188'))`);
  await db.execute(sql`
    insert into keywords (keyword, response, action) values ('HOURS', 'Open 9–5', 'none')`);
  await db.execute(sql`
    insert into system_numbers (number, friendly_name, messages_per_second, messaging_service_sid)
    values ('+15005550006', 'Main', 0.1, 'MG' || repeat('0a', 16))`);
  await db.execute(sql`
    insert into early_delivery_statuses (provider, provider_message_id, status, error_code, received_at)
    values ('twilio', 'SM' || repeat('1', 32), 'delivered', null, '2026-03-08 09:32:00+00')`);
  await db.execute(sql`
    insert into mock_chat_media (id, content_type, byte_size, bytes)
    values ('media-1', 'image/png', 6, '\\x00ff10805c0a'::bytea)`);
  await db.execute(sql`
    insert into prompt_history (prompt_id, version, content, model, temperature, max_tokens, response_format)
    select id, 1, content, 'gpt-4o-mini', 0.7, 500, 'text' from prompts order by id limit 1`);
  await db.execute(sql`
    with person as (
      insert into users (phone_number, profile, timezone, ai_spend_day, ai_spend_usd, last_active)
      values ('+15005550111', 'Likes "quotes", \\backslashes\\ and ✓', 'Pacific/Chatham', '2026-03-08', 0.000123, '2026-03-08 09:30:00.654321+00')
      returning id
    ), thread as (
      insert into threads (participants, system_number, title, channel)
      values (array['+15005550111', '+15005550006'], '+15005550006', null, 'sms') returning id
    ), participant as (
      insert into thread_participants (thread_id, user_id) select thread.id, person.id from thread, person
    ), consent as (
      insert into user_consent_events (user_id, phone_number, action, source, message)
      select id, '+15005550111', 'opt_in', 'first_text', 'hello' from person
    ), referral as (
      insert into referral_codes (code, code_type, user_id, max_uses) select 'FRIEND1', 'user', id, 5 from person
    ), export_link as (
      insert into data_exports (token_hash, user_id, expires_at)
      select repeat('9f', 32), id, '2026-03-09 09:30:00+00' from person
    ), reminder as (
      insert into reminders (user_id, text, starts_local, rrule, next_at)
      select id, 'Call "Mom" ✓', '2026-03-09T08:00', 'FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', '2026-03-09 15:00:00+00'
      from person returning id
    ), firing as (
      insert into queued_messages (content, recipient, type, scheduled_for, reminder_id)
      select 'Reminder: Call "Mom" ✓', '+15005550111', 'reminder', '2026-03-09 15:00:00+00', id from reminder
    ), page as (
      insert into micro_uis (type, slug, thread_id, user_id, payload)
      select 'checklist', 'aBc123', thread.id, person.id, '{"items": [{"label": "Milk", "done": false}], "n": 1.5e300}'::jsonb
      from thread, person
    )
    insert into messages (thread_id, sender, sender_role, content, media, recipient, ai_cost, sms_cost, processed_at)
    select id, '+15005550111', 'user', 'Hi 👋 — can you remind me?', '[{"url": "media-1", "type": "image/png"}]'::jsonb,
           '+15005550006', 0.1 + 0.2, 0.0079, '2026-03-08 09:30:01+00'
    from thread`);
}
