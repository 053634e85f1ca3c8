CREATE TABLE "device_accounts" (
	"device_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_accounts_device_id_user_id_pk" PRIMARY KEY("device_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "votes_cast" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "comments_written" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "positive_comments" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deals_reached_best" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "weighted_score" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "hot_rank" double precision GENERATED ALWAYS AS ((sign(weighted_score::double precision) * log(1 + abs(weighted_score)::double precision) + extract(epoch from (created_at - to_timestamp(1767225600)))::double precision * 1000 / 43200000)) STORED;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "weight" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "votes" ADD COLUMN "weight" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "votes" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "device_accounts" ADD CONSTRAINT "device_accounts_device_id_anonymous_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."anonymous_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_accounts" ADD CONSTRAINT "device_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_accounts_user_idx" ON "device_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "deals_market_hot_idx" ON "deals" USING btree ("market_id","hot_rank" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_reason_check" CHECK ("votes"."reason" is null or ("votes"."value" = -1 and "votes"."reason" in ('overpriced', 'unavailable', 'not_a_deal', 'spam', 'other')));--> statement-breakpoint
-- Backfills: votes and reports made before standing existed count as members', so every score stays what it was and taking one back subtracts what it added.
UPDATE "votes" SET "weight" = 1;--> statement-breakpoint
UPDATE "reports" SET "weight" = 1;--> statement-breakpoint
UPDATE "deals" SET "weighted_score" = "votes_count" WHERE "votes_count" <> 0;--> statement-breakpoint
UPDATE "users" SET
	"votes_cast" = (SELECT count(*) FROM "votes" v WHERE v."user_id" = "users"."id"),
	"comments_written" = (SELECT count(*) FROM "comments" c WHERE c."user_id" = "users"."id" AND c."deleted_at" IS NULL),
	"positive_comments" = (SELECT count(*) FROM "comments" c WHERE c."user_id" = "users"."id" AND c."deleted_at" IS NULL AND c."votes_count" > 0),
	"deals_reached_best" = (SELECT count(*) FROM "deals" d WHERE d."user_id" = "users"."id" AND d."best_at" IS NOT NULL);--> statement-breakpoint
INSERT INTO "device_accounts" ("device_id", "user_id") SELECT "id", "user_id" FROM "anonymous_devices" WHERE "user_id" IS NOT NULL;

