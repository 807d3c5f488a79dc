CREATE TABLE "action_queue_states" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"paused_until" timestamp with time zone,
	"pause_reason" text,
	"next_action_at" timestamp with time zone,
	"linkedin_account" text DEFAULT 'unknown' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instructions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"error" jsonb,
	"target" text,
	"post_id" uuid,
	"depends_on" uuid,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"lease_expires_at" timestamp with time zone,
	"not_before" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engagements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"poster_entity_id" text,
	"poster_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"post_id" uuid,
	"instruction_id" uuid,
	"post_url" text,
	"post_slug" text,
	"comment" text,
	"company_id" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"post_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dismissed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "email_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_lookups" (
	"user_id" uuid NOT NULL,
	"person_key" text NOT NULL,
	"company_key" text NOT NULL,
	"domain" text NOT NULL,
	"email" text,
	"status" text NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"provider" text NOT NULL,
	"alternatives" text[] NOT NULL,
	"looked_up_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_lookups_user_id_person_key_company_key_pk" PRIMARY KEY("user_id","person_key","company_key")
);
--> statement-breakpoint
CREATE TABLE "post_comment_caches" (
	"user_id" uuid NOT NULL,
	"post_id" uuid NOT NULL,
	"comments" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "post_comment_caches_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
ALTER TABLE "action_queue_states" ADD CONSTRAINT "action_queue_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructions" ADD CONSTRAINT "instructions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructions" ADD CONSTRAINT "instructions_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructions" ADD CONSTRAINT "instructions_depends_on_instructions_id_fk" FOREIGN KEY ("depends_on") REFERENCES "public"."instructions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_instruction_id_instructions_id_fk" FOREIGN KEY ("instruction_id") REFERENCES "public"."instructions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_lookups" ADD CONSTRAINT "email_lookups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_comment_caches" ADD CONSTRAINT "post_comment_caches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_comment_caches" ADD CONSTRAINT "post_comment_caches_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instructions_open_idx" ON "instructions" USING btree ("user_id","created_at") WHERE status in ('pending', 'running');--> statement-breakpoint
CREATE INDEX "instructions_user_type_created_idx" ON "instructions" USING btree ("user_id","type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "instructions_one_pending_key" ON "instructions" USING btree ("user_id","type","target") WHERE status = 'pending' and target is not null;--> statement-breakpoint
CREATE INDEX "instructions_depends_on_idx" ON "instructions" USING btree ("depends_on");--> statement-breakpoint
CREATE INDEX "instructions_post_idx" ON "instructions" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "engagements_user_created_idx" ON "engagements" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "engagements_poster_keys_idx" ON "engagements" USING gin ("poster_keys");--> statement-breakpoint
CREATE INDEX "engagements_instruction_idx" ON "engagements" USING btree ("instruction_id");--> statement-breakpoint
CREATE INDEX "engagements_post_idx" ON "engagements" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "notices_open_idx" ON "notices" USING btree ("user_id","created_at") WHERE dismissed_at is null;--> statement-breakpoint
CREATE INDEX "email_templates_user_idx" ON "email_templates" USING btree ("user_id","name");