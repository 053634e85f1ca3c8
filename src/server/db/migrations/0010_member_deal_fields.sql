-- Member deals: uploads wait in deal_images without a deal until a submission claims them, and
-- deals.url_key finds an active deal already posted for the same link.
ALTER TABLE "deal_images" ALTER COLUMN "deal_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "deal_images" ADD COLUMN "uploaded_by" integer;--> statement-breakpoint
ALTER TABLE "deal_images" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "url_key" text;--> statement-breakpoint
ALTER TABLE "deal_images" ADD CONSTRAINT "deal_images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deal_images_unclaimed_idx" ON "deal_images" USING btree ("uploaded_by","created_at") WHERE "deal_images"."deal_id" is null;--> statement-breakpoint
CREATE INDEX "deals_url_key_idx" ON "deals" USING btree ("market_id","url_key") WHERE "deals"."url_key" is not null;