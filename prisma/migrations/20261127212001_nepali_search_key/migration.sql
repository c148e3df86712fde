-- Gallery search in Devanagari through the trigram index. pg_trgm builds trigrams from the
-- characters the database's locale calls alphanumeric; under the C locale the shop's databases
-- use (initdb --no-locale), no Devanagari character is, so a Nepali word gave no trigram and the
-- index could not narrow a Devanagari search (every row was rechecked). The Nepali part of the
-- search text is therefore written with a key: each Devanagari character (U+0900-U+097F) becomes
-- "X" and its two upper-case hex digits within the block (थ = U+0925 -> X25), so a Nepali word is
-- one run of ASCII letters and digits with real trigrams. The rest of the text is lower-cased, so
-- the upper-case key never meets an English search, and every key is aligned on its "X". Queries
-- are keyed the same way (devanagariSearchKey in lib/domain/gallery-query.ts).

CREATE OR REPLACE FUNCTION devanagari_search_key(t text)
RETURNS text
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
AS $$
  SELECT CASE
    WHEN t IS NULL THEN ''
    WHEN t !~ '[ऀ-ॿ]' THEN t
    ELSE (
      SELECT string_agg(
        CASE WHEN ascii(c) BETWEEN 2304 AND 2431 THEN 'X' || upper(lpad(to_hex(ascii(c) - 2304), 2, '0')) ELSE c END,
        '' ORDER BY i)
      FROM regexp_split_to_table(t, '') WITH ORDINALITY AS s(c, i)
    )
  END
$$;

DROP INDEX IF EXISTS "artworks_search_trgm_idx";

CREATE OR REPLACE FUNCTION artwork_search_text(
  title text, description text, medium text, tags text[],
  title_ne text, description_ne text, medium_ne text, tags_ne text[]
)
RETURNS text
LANGUAGE sql
IMMUTABLE
PARALLEL SAFE
-- Index builds run with a search_path of pg_catalog only: keep the one in force here, so
-- devanagari_search_key is found wherever the shop's schema is.
SET search_path FROM CURRENT
AS $$
  SELECT lower(
    coalesce(title, '') || ' ' || coalesce(description, '') || ' ' || coalesce(medium, '') || ' ' ||
    coalesce(array_to_string(tags, ' '), '')
  ) || ' ' || devanagari_search_key(lower(
    coalesce(title_ne, '') || ' ' || coalesce(description_ne, '') || ' ' || coalesce(medium_ne, '') || ' ' ||
    coalesce(array_to_string(tags_ne, ' '), '')
  ))
$$;

CREATE INDEX "artworks_search_trgm_idx" ON "artworks"
  USING GIN (artwork_search_text("title", "description", "medium", "tags", "title_ne", "description_ne", "medium_ne", "tags_ne") gin_trgm_ops);
