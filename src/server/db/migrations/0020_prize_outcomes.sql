ALTER TABLE "points_ledger" DROP CONSTRAINT "points_ledger_reason_check";--> statement-breakpoint
ALTER TABLE "inbox_items" ALTER COLUMN "deal_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "inbox_items" ADD COLUMN "user_prize_id" integer;--> statement-breakpoint
ALTER TABLE "user_prizes" ADD COLUMN "points_spent" integer;--> statement-breakpoint
ALTER TABLE "user_prizes" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inbox_items" ADD CONSTRAINT "inbox_items_user_prize_id_user_prizes_id_fk" FOREIGN KEY ("user_prize_id") REFERENCES "public"."user_prizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_reason_check" CHECK ("points_ledger"."reason" in ('daily_points', 'marketing_consent_bonus', 'buy_prize', 'buy_lootbox', 'other', 'lootbox_points_prize', 'prize_refund'));