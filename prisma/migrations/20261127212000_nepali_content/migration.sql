-- The shop in Nepali: optional Nepali content beside the English (artworks, services,
-- categories, About items, the site description), the artist's choice of digits on Nepali
-- pages, and the language each order was placed in (its buyer emails use it).

-- CreateEnum
CREATE TYPE "nepali_numerals" AS ENUM ('devanagari', 'latin');

-- AlterTable
ALTER TABLE "about_content" ADD COLUMN     "content_value_ne" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "artworks" ADD COLUMN     "description_ne" TEXT,
ADD COLUMN     "medium_ne" TEXT,
ADD COLUMN     "tags_ne" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "title_ne" TEXT;

-- AlterTable
ALTER TABLE "categories" ADD COLUMN     "name_ne" TEXT;

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "locale" TEXT NOT NULL DEFAULT 'en';

-- AlterTable
ALTER TABLE "services" ADD COLUMN     "description_ne" TEXT,
ADD COLUMN     "features_ne" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "title_ne" TEXT;

-- AlterTable
ALTER TABLE "settings" ADD COLUMN     "nepali_numerals" "nepali_numerals" NOT NULL DEFAULT 'devanagari',
ADD COLUMN     "site_description_ne" TEXT NOT NULL DEFAULT '';

-- Only the shop's languages (lib/i18n/locales.ts).
ALTER TABLE "orders" ADD CONSTRAINT "orders_locale_check" CHECK ("locale" IN ('en', 'ne'));

-- Gallery search in both scripts: the search text gains the Nepali title, description, medium
-- and tags, so one LIKE per word (served by the same trigram index) finds a work by its English
-- or its Nepali words. Text is stored NFC-normalised and queries are normalised to NFC before
-- they get here (lib/domain/gallery-query.ts), so Devanagari with combining marks matches.
-- lower() leaves Devanagari as it is (the script has no case).
DROP INDEX IF EXISTS "artworks_search_trgm_idx";
DROP FUNCTION IF EXISTS artwork_search_text(text, text, text, text[]);

CREATE OR REPLACE FUNCTION artwork_search_text(
  title text, description text, medium text, tags text[],
  title_ne text, description_ne text, medium_ne text, tags_ne text[]
)
RETURNS text
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
  SELECT lower(
    coalesce(title, '') || ' ' || coalesce(description, '') || ' ' || coalesce(medium, '') || ' ' ||
    coalesce(array_to_string(tags, ' '), '') || ' ' ||
    coalesce(title_ne, '') || ' ' || coalesce(description_ne, '') || ' ' || coalesce(medium_ne, '') || ' ' ||
    coalesce(array_to_string(tags_ne, ' '), '')
  )
$$;

CREATE INDEX "artworks_search_trgm_idx" ON "artworks"
  USING GIN (artwork_search_text("title", "description", "medium", "tags", "title_ne", "description_ne", "medium_ne", "tags_ne") gin_trgm_ops);
