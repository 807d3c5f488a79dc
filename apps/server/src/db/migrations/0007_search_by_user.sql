-- btree_gin lets a GIN index start with the user's id (PGlite loads it as a contrib extension, see db/client.ts).
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "posts_search_idx";--> statement-breakpoint
CREATE INDEX "posts_user_search_idx" ON "posts" USING gin ("user_id","search_vector");
