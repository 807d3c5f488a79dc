-- A post's search words, each behind its user's key (the first 8 characters of the user's id) and the week it was
-- posted in (whole weeks since 1970-01-01, UTC): '13fd64532960:pipeline'. A GIN index on them answers a search
-- ('<key><week>:pipeline' for each week of the date range) from the user's own words of those weeks alone. The
-- btree_gin index on (user_id, search_vector) it replaces gathered every user's matching words first, then
-- intersected them with the user's (100,000-long) posting list, and every match of every date reached the heap.
-- Two users sharing a key only share index entries: user_id and posted_at are still tested. The epoch of a
-- timestamptz does not depend on the time zone, so the function is immutable (extract itself is only stable).
CREATE FUNCTION user_search_words(owner uuid, posted_at timestamptz, words tsvector) RETURNS tsvector
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  select array_to_tsvector(array(
    select left(owner::text, 8) || floor(extract(epoch from posted_at) / 604800)::bigint::text || ':' || w
    from unnest(tsvector_to_array(words)) as w
  ))
$$;--> statement-breakpoint
DROP INDEX "posts_user_search_idx";--> statement-breakpoint
CREATE INDEX "posts_user_words_idx" ON "posts" USING gin (user_search_words("user_id", "posted_at", "search_vector"));
