CREATE TABLE "seen_deals" (
	"user_id" integer NOT NULL,
	"deal_id" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seen_deals_user_id_deal_id_pk" PRIMARY KEY("user_id","deal_id")
);
--> statement-breakpoint
ALTER TABLE "seen_deals" ADD CONSTRAINT "seen_deals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seen_deals" ADD CONSTRAINT "seen_deals_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seen_deals_user_seen_idx" ON "seen_deals" USING btree ("user_id","seen_at" DESC NULLS LAST);