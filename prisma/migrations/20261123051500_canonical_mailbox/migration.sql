-- The canonical mailbox of an email address, the same rule as canonicalEmail() in
-- lib/domain/email-address.ts (a test keeps the two in agreement): lower-cased and trimmed, the
-- domain's final dots dropped, a +tag removed, and for gmail.com / googlemail.com the dots of
-- the local part removed and the domain read as gmail.com. The back office groups customers by
-- it. Prisma does not manage functions, so it does not appear in schema.prisma (no drift).
CREATE OR REPLACE FUNCTION canonical_email(email text)
RETURNS text
LANGUAGE plpgsql
IMMUTABLE
PARALLEL SAFE
AS $$
DECLARE
  lowered text := lower(btrim(coalesce(email, '')));
  at_pos int;
  local_part text;
  domain_part text;
  plus_pos int;
BEGIN
  -- The last '@' (reverse search).
  at_pos := length(lowered) - strpos(reverse(lowered), '@') + 1;
  IF strpos(lowered, '@') = 0 OR at_pos <= 1 THEN
    RETURN lowered;
  END IF;
  local_part := left(lowered, at_pos - 1);
  domain_part := rtrim(substr(lowered, at_pos + 1), '.');
  plus_pos := strpos(local_part, '+');
  IF plus_pos > 1 THEN
    local_part := left(local_part, plus_pos - 1);
  END IF;
  IF domain_part IN ('gmail.com', 'googlemail.com') THEN
    local_part := replace(local_part, '.', '');
    domain_part := 'gmail.com';
  END IF;
  RETURN local_part || '@' || domain_part;
END;
$$;

-- Orders placed before the column existed get their mailbox too.
UPDATE "orders" SET "customer_email_canonical" = canonical_email("customer_email") WHERE "customer_email_canonical" = '';
