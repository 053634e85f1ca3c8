CREATE TABLE "marketing_bonus_phones" (
	"phone_hash" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Numbers already paid stay paid: the phones of accounts holding the bonus, normalized as phoneKey does (no spaces,
-- dashes or parentheses; 00 is +; nine digits are a Polish number).
INSERT INTO "marketing_bonus_phones" ("phone_hash")
  SELECT DISTINCT encode(sha256(convert_to(CASE WHEN "n" ~ '^\d{9}$' THEN '+48' || "n" ELSE "n" END, 'UTF8')), 'hex')
  FROM (
    SELECT regexp_replace(regexp_replace("u"."phone", '[\s()-]', '', 'g'), '^00', '+') AS "n"
    FROM "users" "u"
    WHERE "u"."phone" IS NOT NULL
      AND EXISTS (SELECT 1 FROM "points_ledger" "l" WHERE "l"."user_id" = "u"."id" AND "l"."reason" = 'marketing_consent_bonus')
  ) "phones"
ON CONFLICT DO NOTHING;
