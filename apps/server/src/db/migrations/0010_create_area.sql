CREATE TABLE "content_answers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"content_idea_id" integer,
	"manual_idea" text,
	"answer_type" text NOT NULL,
	"post_format" text NOT NULL,
	"post_template" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"preset_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"user_prompt" text,
	"post_content" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"scheduled_time" timestamp with time zone,
	"content_media_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_answers_id_user_key" UNIQUE("id","user_id")
);
--> statement-breakpoint
CREATE TABLE "content_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"content_plan_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_groups_id_user_key" UNIQUE("id","user_id")
);
--> statement-breakpoint
CREATE TABLE "content_ideas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_ideas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"content_group_id" integer NOT NULL,
	"idea" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_ideas_id_user_key" UNIQUE("id","user_id")
);
--> statement-breakpoint
CREATE TABLE "content_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"role_description" text,
	"company_description" text,
	"customer_observations" text,
	"customer_hypothesis" text,
	"customer_barriers" text,
	"proposed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_plans_id_user_key" UNIQUE("id","user_id")
);
--> statement-breakpoint
CREATE TABLE "content_variants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_variants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"content_answer_id" integer NOT NULL,
	"format" text NOT NULL,
	"content" text NOT NULL,
	"content_media_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"scheduled_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"max_bytes" bigint NOT NULL,
	"declared_bytes" bigint,
	"size" bigint,
	"storage_key" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"uploaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_answers" ADD CONSTRAINT "content_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_answers" ADD CONSTRAINT "content_answers_content_media_id_media_id_fk" FOREIGN KEY ("content_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_answers" ADD CONSTRAINT "content_answers_idea_fk" FOREIGN KEY ("content_idea_id","user_id") REFERENCES "public"."content_ideas"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_groups" ADD CONSTRAINT "content_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_groups" ADD CONSTRAINT "content_groups_plan_fk" FOREIGN KEY ("content_plan_id","user_id") REFERENCES "public"."content_plans"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_ideas" ADD CONSTRAINT "content_ideas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_ideas" ADD CONSTRAINT "content_ideas_group_fk" FOREIGN KEY ("content_group_id","user_id") REFERENCES "public"."content_groups"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_plans" ADD CONSTRAINT "content_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_variants" ADD CONSTRAINT "content_variants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_variants" ADD CONSTRAINT "content_variants_content_media_id_media_id_fk" FOREIGN KEY ("content_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_variants" ADD CONSTRAINT "content_variants_answer_fk" FOREIGN KEY ("content_answer_id","user_id") REFERENCES "public"."content_answers"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_answers_idea_idx" ON "content_answers" USING btree ("user_id","content_idea_id","id");--> statement-breakpoint
CREATE INDEX "content_answers_user_idx" ON "content_answers" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "content_groups_plan_idx" ON "content_groups" USING btree ("user_id","content_plan_id","id");--> statement-breakpoint
CREATE INDEX "content_ideas_group_idx" ON "content_ideas" USING btree ("user_id","content_group_id","id");--> statement-breakpoint
CREATE INDEX "content_plans_user_idx" ON "content_plans" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "content_variants_answer_idx" ON "content_variants" USING btree ("user_id","content_answer_id","id");--> statement-breakpoint
CREATE INDEX "media_user_idx" ON "media" USING btree ("user_id","created_at");