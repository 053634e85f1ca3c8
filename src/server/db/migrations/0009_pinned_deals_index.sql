-- Pinned deals lead every deal list: they are found through this small partial index.
CREATE INDEX "deals_pinned_idx" ON "deals" USING btree ("market_id") WHERE "deals"."is_pinned";