-- Trigram indexes serve the diacritics- and case-insensitive substring search (ILIKE '%term%') on deals and shop names.
CREATE INDEX IF NOT EXISTS "deals_search_text_trgm_idx" ON "deals" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shops_name_trgm_idx" ON "shops" USING gin ((immutable_unaccent(lower("name"))) gin_trgm_ops);
