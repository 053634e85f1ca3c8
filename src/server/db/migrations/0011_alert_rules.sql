-- Alert rules: excluded words, a price cap, categories, one moment to tell, pausing; at most one
-- alert item per member and deal.
ALTER TABLE "keyword_alerts" ADD COLUMN "exclude_words" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "keyword_alerts" ADD COLUMN "exclude_normalized" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "keyword_alerts" ADD COLUMN "max_price" integer;--> statement-breakpoint
ALTER TABLE "keyword_alerts" ADD COLUMN "categories" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "keyword_alerts" ADD COLUMN "category_ids" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "keyword_alerts" ADD COLUMN "notify_at" text DEFAULT 'created' NOT NULL;--> statement-breakpoint
ALTER TABLE "keyword_alerts" ADD COLUMN "paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "keyword_alerts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Alerts told a member about one deal up to four times (creation, 10, 25, 100 votes); the first item of each stays.
DELETE FROM "inbox_items" "later" USING "inbox_items" "first"
WHERE "later"."user_id" = "first"."user_id" AND "later"."deal_id" = "first"."deal_id"
  AND "later"."trigger" in ('created', 'votes_10', 'votes_25', 'votes_100')
  AND "first"."trigger" in ('created', 'votes_10', 'votes_25', 'votes_100')
  AND ("first"."created_at", "first"."id") < ("later"."created_at", "later"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_items_user_deal_alert_key" ON "inbox_items" USING btree ("user_id","deal_id") WHERE "inbox_items"."trigger" in ('created', 'votes_10', 'votes_25', 'votes_100');--> statement-breakpoint
ALTER TABLE "keyword_alerts" ADD CONSTRAINT "keyword_alerts_notify_at_check" CHECK ("keyword_alerts"."notify_at" in ('created', 'votes_10', 'votes_25', 'votes_100'));--> statement-breakpoint
ALTER TABLE "keyword_alerts" ADD CONSTRAINT "keyword_alerts_max_price_check" CHECK ("keyword_alerts"."max_price" is null or "keyword_alerts"."max_price" >= 0);