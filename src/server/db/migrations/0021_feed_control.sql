CREATE TABLE "feed_filters" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"muted_words" text[] DEFAULT '{}'::text[] NOT NULL,
	"muted_shop_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"muted_category_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"muted_user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hidden_deals" (
	"user_id" integer NOT NULL,
	"deal_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hidden_deals_user_id_deal_id_pk" PRIMARY KEY("user_id","deal_id")
);
--> statement-breakpoint
ALTER TABLE "feed_filters" ADD CONSTRAINT "feed_filters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_deals" ADD CONSTRAINT "hidden_deals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_deals" ADD CONSTRAINT "hidden_deals_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hidden_deals_user_created_idx" ON "hidden_deals" USING btree ("user_id","created_at");