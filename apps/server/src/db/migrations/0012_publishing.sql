CREATE TABLE "integrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "integrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"platform" text NOT NULL,
	"status" text DEFAULT 'connected' NOT NULL,
	"account_id" text NOT NULL,
	"account_name" text,
	"access_token_enc" text NOT NULL,
	"refresh_token_enc" text,
	"access_token_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integrations_id_user_key" UNIQUE("id","user_id")
);
--> statement-breakpoint
CREATE TABLE "publications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "publications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"answer_id" integer,
	"variant_id" integer,
	"platform" text NOT NULL,
	"integration_id" integer,
	"subreddit" text,
	"title" text,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"claim_token" text,
	"claimed_until" timestamp with time zone,
	"network_post_id" text,
	"url" text,
	"error" text,
	"needs_sign_in" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone,
	"likes" integer,
	"comments" integer,
	"shares" integer,
	"metrics_read_at" timestamp with time zone,
	"metrics_reads" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publish_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "publish_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"publication_id" integer NOT NULL,
	"attempt" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"state" text DEFAULT 'started' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "publish_attempts_key" UNIQUE("idempotency_key"),
	CONSTRAINT "publish_attempts_publication_attempt_key" UNIQUE("publication_id","attempt")
);
--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_variant_id_content_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."content_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_integration_id_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."integrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publications" ADD CONSTRAINT "publications_answer_fk" FOREIGN KEY ("answer_id","user_id") REFERENCES "public"."content_answers"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publish_attempts" ADD CONSTRAINT "publish_attempts_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "integrations_user_idx" ON "integrations" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "publications_answer_key" ON "publications" USING btree ("answer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "publications_variant_key" ON "publications" USING btree ("variant_id");--> statement-breakpoint
CREATE INDEX "publications_user_idx" ON "publications" USING btree ("user_id","id");