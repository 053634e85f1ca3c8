ALTER TABLE "keyword_alerts" ADD COLUMN "min_real_discount" integer;--> statement-breakpoint
ALTER TABLE "keyword_alerts" ADD COLUMN "price_rule" text DEFAULT 'any' NOT NULL;--> statement-breakpoint
ALTER TABLE "keyword_alerts" ADD CONSTRAINT "keyword_alerts_min_real_discount_check" CHECK ("keyword_alerts"."min_real_discount" is null or "keyword_alerts"."min_real_discount" between 1 and 99);--> statement-breakpoint
ALTER TABLE "keyword_alerts" ADD CONSTRAINT "keyword_alerts_price_rule_check" CHECK ("keyword_alerts"."price_rule" in ('any', 'at_30d_low', 'historic_low'));