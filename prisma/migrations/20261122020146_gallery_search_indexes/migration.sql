-- Gallery indexes: filters, sorts and search stay fast with 10,000 artworks
-- (figures: npx tsx scripts/bench-gallery.ts).

-- CreateIndex
-- 'Price high to low' orders by price_paisa DESC NULLS LAST (works without a price last).
-- schema.prisma cannot state NULLS LAST; Prisma reads this index as its @@index(... sort: Desc).
CREATE INDEX "artworks_price_desc_idx" ON "artworks"("price_paisa" DESC NULLS LAST, "created_at" DESC, "id" DESC);

-- Search: every word of the gallery search is matched as a substring of one lower-cased text
-- made of title, description, medium and tags. A trigram (pg_trgm) GIN index on that expression
-- serves LIKE '%word%'. pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may
-- create it without superuser rights. Prisma does not manage functions or expression indexes,
-- so neither appears in schema.prisma (and neither counts as drift).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- Declared IMMUTABLE so it can be indexed: for text columns the result depends only on the
-- arguments (array_to_string is only STABLE because of other element types).
CREATE OR REPLACE FUNCTION artwork_search_text(title text, description text, medium text, tags text[])
RETURNS text
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
  SELECT lower(
    coalesce(title, '') || ' ' || coalesce(description, '') || ' ' || coalesce(medium, '') || ' ' ||
    coalesce(array_to_string(tags, ' '), '')
  )
$$;

CREATE INDEX "artworks_search_trgm_idx" ON "artworks"
  USING GIN (artwork_search_text("title", "description", "medium", "tags") gin_trgm_ops);
