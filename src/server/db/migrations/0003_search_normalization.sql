-- Search text is unaccented before it is lowercased: under a C ctype lower() changes only ASCII letters, so the old
-- order left 'ŚWIETNA' as 'Swietna'. PostgreSQL 15 cannot change a generated column's expression in place.
ALTER TABLE "deals" drop column "search_text";--> statement-breakpoint
ALTER TABLE "deals" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(immutable_unaccent(coalesce(title, '') || ' ' || coalesce(subtitle, '') || ' ' || regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g')))) STORED;--> statement-breakpoint
-- Dropping the column dropped its trigram index (substring search of terms of 3+ characters).
CREATE INDEX IF NOT EXISTS "deals_search_text_trgm_idx" ON "deals" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Terms of 2 characters ('tv', 'lg', '4k') yield no trigram, so they match word starts through this word index instead.
CREATE INDEX IF NOT EXISTS "deals_search_words_idx" ON "deals" USING gin (to_tsvector('simple', "search_text"));--> statement-breakpoint
-- Shop names normalized in the same order as the deals' text (shops_name_trgm_idx keeps serving the shop list's search).
CREATE INDEX IF NOT EXISTS "shops_name_search_trgm_idx" ON "shops" USING gin ((lower(immutable_unaccent("name"))) gin_trgm_ops);--> statement-breakpoint
-- Lowest price per category (GET /api/deals/lowest-console-prices): the cheapest active deal is the first one met.
CREATE INDEX "deals_category_price_idx" ON "deals" USING btree ("category_id","new_price") WHERE "deals"."new_price" is not null;
