-- Values saved before the console checked ranges (issue 19): a number paced below 0.1 texts a
-- second made every send's slot arithmetic overflow, and a free allowance or referral bonus
-- beyond 1,000,000 overflowed the users' integer counters. They are brought into range once.
UPDATE "system_numbers" SET "messages_per_second" = 0.1 WHERE "messages_per_second" < 0.1;
--> statement-breakpoint
UPDATE "settings" SET "value" = '1000000'
  WHERE "key" IN ('FREE_MESSAGE_LIMIT', 'REFERRAL_BONUS_MESSAGES')
    AND "value" ~ '^\s*[0-9]+(\.[0-9]*)?\s*$'
    AND trim("value")::numeric > 1000000;
