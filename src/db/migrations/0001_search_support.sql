-- Case-insensitive "contains" searches (users by phone or profile, threads by participant or last
-- message) use trigram indexes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- array_to_string is only STABLE in general; for text[] it cannot change, and an index needs IMMUTABLE.
CREATE OR REPLACE FUNCTION textpal_participants_text(participants text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT array_to_string(participants, ' ') $$;
