CREATE TABLE "post_facet_days" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"archived" boolean NOT NULL,
	"priority" boolean NOT NULL,
	"kind" text NOT NULL,
	"tag" text NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "post_facet_days_user_id_day_archived_priority_kind_tag_pk" PRIMARY KEY("user_id","day","archived","priority","kind","tag")
);
--> statement-breakpoint
ALTER TABLE "post_facet_days" ADD CONSTRAINT "post_facet_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The facet keys one post counts under (see post_facet_days in schema/posts.ts). A NULL element counts as no tag,
-- as the inbox always counted it. Inlined by the planner wherever it is used.
CREATE FUNCTION post_facet_keys(source_tags text[], rule_tags text[], content_tags text[])
RETURNS TABLE (kind text, tag text) LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select 'total', ''
  union all select case when t is null then 'noSourceTags' else 'sourceTags' end, coalesce(t, '') from unnest(source_tags) as t
  union all select 'noSourceTags', '' where cardinality(source_tags) = 0
  union all select case when t is null then 'noRuleTags' else 'ruleTags' end, coalesce(t, '') from unnest(rule_tags) as t
  union all select 'noRuleTags', '' where cardinality(rule_tags) = 0
  union all select case when t is null then 'noContentTags' else 'contentTags' end, coalesce(t, '') from unnest(content_tags) as t
  union all select 'noContentTags', '' where cardinality(content_tags) = 0
$$;--> statement-breakpoint
-- Adds the facet keys of the posts a statement inserted (+1) and removes those of the posts it deleted (-1); an
-- update is both. Rows are written in key order, so two transactions never wait on each other's rows in a cycle
-- within a statement. Users already deleted (posts removed by the cascade) are skipped.
CREATE FUNCTION post_facet_days_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO post_facet_days AS d (user_id, day, archived, priority, kind, tag, n)
    SELECT c.user_id, c.day, c.archived, c.priority, c.kind, c.tag, c.n FROM (
      SELECT p.user_id, (p.posted_at AT TIME ZONE 'UTC')::date AS day, p.archived, p.passes_source_rules AS priority,
        k.kind, k.tag, count(*)::int AS n
      FROM new_posts p CROSS JOIN LATERAL post_facet_keys(p.source_tags, p.rule_tags, p.content_tags) k
      GROUP BY 1, 2, 3, 4, 5, 6
    ) c
    WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = c.user_id)
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (user_id, day, archived, priority, kind, tag) DO UPDATE SET n = d.n + excluded.n;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO post_facet_days AS d (user_id, day, archived, priority, kind, tag, n)
    SELECT c.user_id, c.day, c.archived, c.priority, c.kind, c.tag, c.n FROM (
      SELECT p.user_id, (p.posted_at AT TIME ZONE 'UTC')::date AS day, p.archived, p.priority, k.kind, k.tag,
        sum(p.sign)::int AS n
      FROM (
        SELECT user_id, posted_at, archived, passes_source_rules AS priority, source_tags, rule_tags, content_tags,
          1 AS sign FROM new_posts
        UNION ALL
        SELECT user_id, posted_at, archived, passes_source_rules, source_tags, rule_tags, content_tags, -1
        FROM old_posts
      ) p CROSS JOIN LATERAL post_facet_keys(p.source_tags, p.rule_tags, p.content_tags) k
      GROUP BY 1, 2, 3, 4, 5, 6
      HAVING sum(p.sign) <> 0
    ) c
    WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = c.user_id)
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (user_id, day, archived, priority, kind, tag) DO UPDATE SET n = d.n + excluded.n;
  ELSE
    INSERT INTO post_facet_days AS d (user_id, day, archived, priority, kind, tag, n)
    SELECT c.user_id, c.day, c.archived, c.priority, c.kind, c.tag, c.n FROM (
      SELECT p.user_id, (p.posted_at AT TIME ZONE 'UTC')::date AS day, p.archived, p.passes_source_rules AS priority,
        k.kind, k.tag, -count(*)::int AS n
      FROM old_posts p CROSS JOIN LATERAL post_facet_keys(p.source_tags, p.rule_tags, p.content_tags) k
      GROUP BY 1, 2, 3, 4, 5, 6
    ) c
    WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = c.user_id)
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (user_id, day, archived, priority, kind, tag) DO UPDATE SET n = d.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER posts_facet_days_insert AFTER INSERT ON posts REFERENCING NEW TABLE AS new_posts
  FOR EACH STATEMENT EXECUTE FUNCTION post_facet_days_apply();--> statement-breakpoint
CREATE TRIGGER posts_facet_days_update AFTER UPDATE ON posts REFERENCING OLD TABLE AS old_posts NEW TABLE AS new_posts
  FOR EACH STATEMENT EXECUTE FUNCTION post_facet_days_apply();--> statement-breakpoint
CREATE TRIGGER posts_facet_days_delete AFTER DELETE ON posts REFERENCING OLD TABLE AS old_posts
  FOR EACH STATEMENT EXECUTE FUNCTION post_facet_days_apply();--> statement-breakpoint
-- The posts stored before the triggers existed.
INSERT INTO post_facet_days (user_id, day, archived, priority, kind, tag, n)
SELECT p.user_id, (p.posted_at AT TIME ZONE 'UTC')::date, p.archived, p.passes_source_rules, k.kind, k.tag, count(*)::int
FROM posts p CROSS JOIN LATERAL post_facet_keys(p.source_tags, p.rule_tags, p.content_tags) k
GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
-- The user's posts by date, with what the list filters, ranks and counts on (Drizzle cannot express INCLUDE):
-- counting a date range's facets and ranking it read the index alone, not the wide rows.
DROP INDEX "posts_user_posted_idx";--> statement-breakpoint
CREATE INDEX "posts_user_posted_idx" ON "posts" USING btree ("user_id","posted_at" DESC NULLS LAST,"id" DESC NULLS LAST)
  INCLUDE ("archived", "passes_source_rules", "is_executive", "connection_bucket", "relevance_base",
    "num_likes", "num_comments", "num_shares", "source_tags", "rule_tags", "content_tags");
