-- Issue 3 (bench/inbound): the pipeline keeps the operator's configuration in memory and checks
-- one number per batch of texts instead of reading five tables for every batch. Statement-level
-- triggers count every write to those tables in config_versions; the count is transactional, so a
-- reader sees a new version only once the change it stands for is committed. Sending a text moves
-- system_numbers.next_send_at (its rate slot), which is not configuration and is not counted.
CREATE TABLE "config_versions" (
	"slot" smallint PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION textpal_bump_config_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO config_versions (slot, version) VALUES (textpal_stats_slot(), 1)
  ON CONFLICT (slot) DO UPDATE SET version = config_versions.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER settings_config_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON settings
  FOR EACH STATEMENT EXECUTE FUNCTION textpal_bump_config_version();
--> statement-breakpoint
CREATE TRIGGER keywords_config_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON keywords
  FOR EACH STATEMENT EXECUTE FUNCTION textpal_bump_config_version();
--> statement-breakpoint
CREATE TRIGGER prompts_config_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON prompts
  FOR EACH STATEMENT EXECUTE FUNCTION textpal_bump_config_version();
--> statement-breakpoint
CREATE TRIGGER advertisements_config_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON advertisements
  FOR EACH STATEMENT EXECUTE FUNCTION textpal_bump_config_version();
--> statement-breakpoint
CREATE TRIGGER advertiser_advertisements_config_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
  ON advertiser_advertisements FOR EACH STATEMENT EXECUTE FUNCTION textpal_bump_config_version();
--> statement-breakpoint
CREATE TRIGGER advertisers_config_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON advertisers
  FOR EACH STATEMENT EXECUTE FUNCTION textpal_bump_config_version();
--> statement-breakpoint
CREATE TRIGGER system_numbers_config_version AFTER INSERT OR DELETE OR TRUNCATE ON system_numbers
  FOR EACH STATEMENT EXECUTE FUNCTION textpal_bump_config_version();
--> statement-breakpoint
CREATE TRIGGER system_numbers_config_version_update
  AFTER UPDATE OF number, friendly_name, campaign, custom_prompt, is_active, messages_per_second
  ON system_numbers FOR EACH STATEMENT EXECUTE FUNCTION textpal_bump_config_version();
