CREATE TABLE "sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"platform" text NOT NULL,
	"followed_entity_type" text NOT NULL,
	"query" text,
	"url" text,
	"profile" jsonb,
	"company_profile" jsonb,
	"date_range" text NOT NULL,
	"strategy" text,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"posted_by_people" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"posted_by_companies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mentioned_people" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mentioned_companies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"poster_works_at_companies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trackers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"platform" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tracked_entity_type" text,
	"tracked_entity_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hidden_authors" (
	"user_id" uuid NOT NULL,
	"author_key" text NOT NULL,
	"poster_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hidden_authors_user_id_author_key_pk" PRIMARY KEY("user_id","author_key")
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"source_id" uuid,
	"platform" text NOT NULL,
	"external_id" text NOT NULL,
	"url" text,
	"content" text NOT NULL,
	"ai_summary" text,
	"ai_summary_engine" text,
	"posted_at" timestamp with time zone NOT NULL,
	"poster_name" text,
	"poster_headline" text,
	"poster_profile_url" text,
	"poster_image_url" text,
	"poster_sales_nav_id" text,
	"poster_entity_id" text,
	"poster_slug" text,
	"poster_followers" integer,
	"author_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"connection_depth" text,
	"connection_bucket" text,
	"is_executive" boolean DEFAULT false NOT NULL,
	"image_url" text,
	"video_url" text,
	"external_link" text,
	"carousel_images" text[] DEFAULT '{}'::text[] NOT NULL,
	"full_carousel_url" text,
	"num_likes" integer DEFAULT 0 NOT NULL,
	"num_comments" integer DEFAULT 0 NOT NULL,
	"num_shares" integer DEFAULT 0 NOT NULL,
	"liked" boolean DEFAULT false NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"followed" boolean DEFAULT false NOT NULL,
	"connected" boolean DEFAULT false NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"previously_engaged" boolean DEFAULT false NOT NULL,
	"comment" text,
	"comments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"comments_parsed" boolean DEFAULT false NOT NULL,
	"source_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"rule_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"content_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"keyword_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"passes_source_rules" boolean DEFAULT true NOT NULL,
	"rules_pending" boolean DEFAULT false NOT NULL,
	"enriched_at" timestamp with time zone,
	"relevance_base" double precision DEFAULT 0 NOT NULL,
	"influence" double precision DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, search_text)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rule_verdicts" (
	"post_id" uuid NOT NULL,
	"criterion_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"verdict" boolean NOT NULL,
	"engine" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rule_verdicts_post_id_criterion_hash_pk" PRIMARY KEY("post_id","criterion_hash")
);
--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trackers" ADD CONSTRAINT "trackers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_authors" ADD CONSTRAINT "hidden_authors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_verdicts" ADD CONSTRAINT "rule_verdicts_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sources_user_created_idx" ON "sources" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "trackers_user_created_idx" ON "trackers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_user_platform_external_key" ON "posts" USING btree ("user_id","platform","external_id");--> statement-breakpoint
CREATE INDEX "posts_user_posted_idx" ON "posts" USING btree ("user_id","posted_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "posts_priority_idx" ON "posts" USING btree ("user_id","posted_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE passes_source_rules and not archived;--> statement-breakpoint
CREATE INDEX "posts_source_idx" ON "posts" USING btree ("source_id");--> statement-breakpoint
CREATE INDEX "posts_source_tags_idx" ON "posts" USING gin ("source_tags");--> statement-breakpoint
CREATE INDEX "posts_rule_tags_idx" ON "posts" USING gin ("rule_tags");--> statement-breakpoint
CREATE INDEX "posts_content_tags_idx" ON "posts" USING gin ("content_tags");--> statement-breakpoint
CREATE INDEX "posts_search_idx" ON "posts" USING gin ("search_vector");