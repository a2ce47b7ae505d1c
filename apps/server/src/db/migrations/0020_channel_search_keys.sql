-- A text's trigrams (pg_trgm's, as its index takes them), each prefixed by a key: `3:oli` is "oli" in channel 3.
-- Indexed with the members' channel, a search within one channel reads that channel's postings alone, where the
-- channel's and the trigrams' own postings (every channel's) were intersected. A search supplies only trigrams
-- found inside its runs of letters and digits, which every matching text holds too (platform/searched-page.ts).
-- The search path is the migration's (where pg_trgm is): index builds and ANALYZE run with a restricted one.
CREATE FUNCTION search_keys(key integer, t text) RETURNS text[] LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  SET search_path FROM CURRENT AS $$ select array(select key::text || ':' || g from unnest(show_trgm(t)) g) $$;--> statement-breakpoint
CREATE INDEX "members_channel_search_idx" ON "members" USING gin (search_keys("channel_id", "search_text"));
