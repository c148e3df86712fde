-- CreateEnum
CREATE TYPE "payment_method_kind" AS ENUM ('esewa', 'khalti', 'imepay', 'merchant_qr', 'bank');

-- CreateTable
CREATE TABLE "payment_methods" (
    "kind" "payment_method_kind" NOT NULL,
    "account_name" TEXT NOT NULL DEFAULT '',
    "account_id" TEXT NOT NULL DEFAULT '',
    "bank_name" TEXT NOT NULL DEFAULT '',
    "branch" TEXT NOT NULL DEFAULT '',
    "qr_payload" TEXT,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "payment_methods_pkey" PRIMARY KEY ("kind")
);

-- Copy the wallet IDs and the bank account of the legacy settings.payment_details JSON
-- (no QR payloads existed before: none is invented).
INSERT INTO "payment_methods" ("kind", "account_id", "updated_at")
SELECT k.kind::"payment_method_kind", left(btrim(s."payment_details" ->> k.kind), 120), CURRENT_TIMESTAMP
FROM "settings" s
CROSS JOIN (VALUES ('esewa'), ('khalti'), ('imepay')) AS k(kind)
WHERE s."id" = 1
  AND jsonb_typeof(s."payment_details" -> k.kind) = 'string'
  AND btrim(s."payment_details" ->> k.kind) <> '';

INSERT INTO "payment_methods" ("kind", "account_name", "account_id", "bank_name", "branch", "updated_at")
SELECT 'bank', left(coalesce(b ->> 'accountName', ''), 120), left(coalesce(b ->> 'accountNumber', ''), 120),
       left(coalesce(b ->> 'name', ''), 120), left(coalesce(b ->> 'branch', ''), 120), CURRENT_TIMESTAMP
FROM (SELECT "payment_details" -> 'bank' AS b FROM "settings" WHERE "id" = 1) legacy
WHERE jsonb_typeof(b) = 'object' AND (coalesce(b ->> 'accountNumber', '') <> '' OR coalesce(b ->> 'name', '') <> '');
