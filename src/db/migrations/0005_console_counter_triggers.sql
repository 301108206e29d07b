-- Issue 6 (console part 1): exact totals for the dashboard and the paged lists without scanning
-- large tables. Counting 1,000,000 messages by role takes 60-130 ms on a 2-core machine even as an
-- index-only scan, and summing a month of AI cost or grouping 14 days of messages by day reads
-- hundreds of thousands of rows; no index brings those under the 50 ms p95 target. Triggers keep
-- running totals instead:
--
--   message_hourly_stats  messages and AI cost per UTC hour and sender role (dashboard totals, AI
--                         cost today / this month, the 14-day chart: at most a few thousand rows)
--   table_row_counts      rows in users and threads (X-Total-Count of the unfiltered lists)
--
-- Statement-level triggers with transition tables add one grouped upsert per INSERT/DELETE
-- statement, not per row. Each connection writes to its own "slot" row (backend pid mod 8), so
-- concurrent writers do not queue on one hot counter row; readers sum the slots. Rows are written
-- with sender_role, created_at and ai_cost already set (src/domain/messaging/outbound-rows.ts);
-- an UPDATE that changes one of them is still accounted for, by a row trigger that fires only then.
-- Days in a zone with a :30 or :45 offset are approximated by whole UTC hours.
--
-- The tables are created by 0004 (from the Drizzle schema in src/db/schema/stats.ts). Drizzle's
-- migrator runs pending migrations in one transaction, so the triggers exist (and lock out
-- concurrent writers) before the backfill counts the existing rows.
CREATE FUNCTION textpal_stats_slot() RETURNS smallint LANGUAGE sql VOLATILE
  AS $$ SELECT (pg_backend_pid() % 8)::smallint $$;
--> statement-breakpoint
CREATE FUNCTION textpal_stats_hour(at timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT date_bin('1 hour', at, TIMESTAMPTZ '2000-01-01 00:00:00+00') $$;
--> statement-breakpoint
CREATE FUNCTION textpal_message_stats_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  sign integer := CASE TG_OP WHEN 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM message_hourly_stats;
    RETURN NULL;
  END IF;
  -- "changed_messages" is the statement's transition table (new rows on INSERT, old on DELETE).
  INSERT INTO message_hourly_stats AS s (hour, sender_role, slot, messages, ai_cost)
  SELECT textpal_stats_hour(created_at), sender_role, textpal_stats_slot(),
    sign * count(*), sign * coalesce(sum(ai_cost), 0)
  FROM changed_messages GROUP BY 1, 2
  ON CONFLICT (hour, sender_role, slot) DO UPDATE
    SET messages = s.messages + excluded.messages, ai_cost = s.ai_cost + excluded.ai_cost;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION textpal_message_stats_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Grouped: when only ai_cost changed, both lines fall on the same counter row.
  INSERT INTO message_hourly_stats AS s (hour, sender_role, slot, messages, ai_cost)
  SELECT hour, sender_role, textpal_stats_slot(), sum(messages), sum(ai_cost)
  FROM (VALUES
    (textpal_stats_hour(OLD.created_at), OLD.sender_role, -1, -coalesce(OLD.ai_cost, 0)),
    (textpal_stats_hour(NEW.created_at), NEW.sender_role, 1, coalesce(NEW.ai_cost, 0))
  ) AS change (hour, sender_role, messages, ai_cost)
  GROUP BY hour, sender_role
  ON CONFLICT (hour, sender_role, slot) DO UPDATE
    SET messages = s.messages + excluded.messages, ai_cost = s.ai_cost + excluded.ai_cost;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION textpal_row_count_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta bigint;
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM table_row_counts WHERE table_name = TG_TABLE_NAME;
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    SELECT count(*) INTO delta FROM changed_rows;
  ELSE
    SELECT -count(*) INTO delta FROM changed_rows;
  END IF;
  INSERT INTO table_row_counts AS c (table_name, slot, row_count)
  VALUES (TG_TABLE_NAME, textpal_stats_slot(), delta)
  ON CONFLICT (table_name, slot) DO UPDATE SET row_count = c.row_count + excluded.row_count;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER messages_stats_insert AFTER INSERT ON messages
  REFERENCING NEW TABLE AS changed_messages FOR EACH STATEMENT EXECUTE FUNCTION textpal_message_stats_trigger();
--> statement-breakpoint
CREATE TRIGGER messages_stats_delete AFTER DELETE ON messages
  REFERENCING OLD TABLE AS changed_messages FOR EACH STATEMENT EXECUTE FUNCTION textpal_message_stats_trigger();
--> statement-breakpoint
CREATE TRIGGER messages_stats_truncate AFTER TRUNCATE ON messages
  FOR EACH STATEMENT EXECUTE FUNCTION textpal_message_stats_trigger();
--> statement-breakpoint
CREATE TRIGGER messages_stats_update AFTER UPDATE ON messages FOR EACH ROW
  WHEN (OLD.sender_role IS DISTINCT FROM NEW.sender_role OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.ai_cost IS DISTINCT FROM NEW.ai_cost)
  EXECUTE FUNCTION textpal_message_stats_update();
--> statement-breakpoint
CREATE TRIGGER users_row_count_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION textpal_row_count_trigger();
--> statement-breakpoint
CREATE TRIGGER users_row_count_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION textpal_row_count_trigger();
--> statement-breakpoint
CREATE TRIGGER users_row_count_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION textpal_row_count_trigger();
--> statement-breakpoint
CREATE TRIGGER threads_row_count_insert AFTER INSERT ON threads
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION textpal_row_count_trigger();
--> statement-breakpoint
CREATE TRIGGER threads_row_count_delete AFTER DELETE ON threads
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION textpal_row_count_trigger();
--> statement-breakpoint
CREATE TRIGGER threads_row_count_truncate AFTER TRUNCATE ON threads
  FOR EACH STATEMENT EXECUTE FUNCTION textpal_row_count_trigger();
--> statement-breakpoint
INSERT INTO message_hourly_stats (hour, sender_role, slot, messages, ai_cost)
SELECT textpal_stats_hour(created_at), sender_role, 0, count(*), coalesce(sum(ai_cost), 0)
FROM messages GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO table_row_counts (table_name, slot, row_count)
SELECT 'users', 0, count(*) FROM users
UNION ALL
SELECT 'threads', 0, count(*) FROM threads;
