ALTER TABLE "verification_codes" DROP CONSTRAINT "verification_codes_purpose_check";--> statement-breakpoint
ALTER TABLE "verification_codes" ADD COLUMN "requester" text;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_purpose_check" CHECK ("verification_codes"."purpose" in ('verify_email', 'reset_password', 'change_email', 'reauth', 'sign_in'));