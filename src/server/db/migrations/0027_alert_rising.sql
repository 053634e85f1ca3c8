DROP INDEX "inbox_items_user_deal_alert_key";--> statement-breakpoint
ALTER TABLE "keyword_alerts" ADD COLUMN "rising_votes" integer;--> statement-breakpoint
ALTER TABLE "keyword_alerts" ADD COLUMN "rising_minutes" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_items_user_deal_alert_key" ON "inbox_items" USING btree ("user_id","deal_id") WHERE "inbox_items"."trigger" in ('created', 'votes_10', 'votes_25', 'votes_100', 'rising', 'followed_user', 'followed_shop');--> statement-breakpoint
ALTER TABLE "keyword_alerts" ADD CONSTRAINT "keyword_alerts_rising_check" CHECK (("keyword_alerts"."rising_votes" is null) = ("keyword_alerts"."rising_minutes" is null) and ("keyword_alerts"."rising_votes" is null or "keyword_alerts"."notify_at" = 'created'));