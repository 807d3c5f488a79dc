-- Names the networks give authors they do not name ('[deleted]' on Reddit, 'LinkedIn Member') were kept as author
-- keys, shared by every such author: hiding one hid them all. They are no identity; posts keep their other keys.
UPDATE "posts"
SET "author_keys" = ARRAY(
  SELECT k FROM unnest("author_keys") AS k
  WHERE k NOT IN ('reddit:name:[deleted]', 'reddit:name:[removed]', 'reddit:name:linkedin member',
                  'linkedin:name:[deleted]', 'linkedin:name:[removed]', 'linkedin:name:linkedin member')
)
WHERE "author_keys" && ARRAY['reddit:name:[deleted]', 'reddit:name:[removed]', 'reddit:name:linkedin member',
                             'linkedin:name:[deleted]', 'linkedin:name:[removed]', 'linkedin:name:linkedin member']::text[];
--> statement-breakpoint
DELETE FROM "hidden_authors"
WHERE "author_key" IN ('reddit:name:[deleted]', 'reddit:name:[removed]', 'reddit:name:linkedin member',
                       'linkedin:name:[deleted]', 'linkedin:name:[removed]', 'linkedin:name:linkedin member');
