-- The shop and coupon searches now normalize names like the deals' text (unaccent, then lower), which
-- shops_name_search_trgm_idx (migration 0003) serves; the index of the old order has no user left.
DROP INDEX IF EXISTS "shops_name_trgm_idx";
