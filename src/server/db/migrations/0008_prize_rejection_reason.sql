-- Why a prize request was turned down, shown under its own label (it used to be written into the user's claim information).
ALTER TABLE "user_prizes" ADD COLUMN "rejection_reason" text;