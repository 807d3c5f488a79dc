CREATE TABLE "posting_slots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "posting_slots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"weekday" text NOT NULL,
	"time" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "posting_slots_user_weekday_time_key" UNIQUE("user_id","weekday","time")
);
--> statement-breakpoint
ALTER TABLE "posting_slots" ADD CONSTRAINT "posting_slots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posting_slots_user_idx" ON "posting_slots" USING btree ("user_id");