CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "verification_codes" DROP CONSTRAINT "verification_codes_purpose_check";--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "family_expires_at" timestamp with time zone;--> statement-breakpoint
-- Sessions that exist already get the 90-day absolute lifetime from when their token was issued.
UPDATE "refresh_tokens" SET "family_expires_at" = "created_at" + interval '90 days';--> statement-breakpoint
ALTER TABLE "refresh_tokens" ALTER COLUMN "family_expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "for_reset" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "popular_rewarded_at" timestamp with time zone;--> statement-breakpoint
-- Deals that became popular before this column existed already paid their author.
UPDATE "deals" SET "popular_rewarded_at" = "best_at" WHERE "best_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_purpose_check" CHECK ("verification_codes"."purpose" in ('verify_email', 'reset_password', 'change_email', 'reauth'));