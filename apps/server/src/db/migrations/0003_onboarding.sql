CREATE TABLE "onboarding_answers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"answers" jsonb,
	"submitted_at" timestamp with time zone,
	"getting_started_guide_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "onboarding_answers" ADD CONSTRAINT "onboarding_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;