ALTER TABLE "posts" ADD COLUMN "rule_tag_reasons" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "rule_verdicts" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "trackers" ADD COLUMN "retroactive" jsonb;