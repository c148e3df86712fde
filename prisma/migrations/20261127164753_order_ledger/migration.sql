-- CreateEnum
CREATE TYPE "ledger_entry_kind" AS ENUM ('payment', 'refund');

-- CreateEnum
CREATE TYPE "ledger_method" AS ENUM ('qr', 'esewa', 'khalti', 'cash', 'bank', 'wallet');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "payment_status" ADD VALUE 'partly_paid';
ALTER TYPE "payment_status" ADD VALUE 'overpaid';
ALTER TYPE "payment_status" ADD VALUE 'partly_refunded';

ALTER TYPE "order_line_type" ADD VALUE 'custom';
ALTER TYPE "order_line_type" ADD VALUE 'adjustment';

ALTER TYPE "email_type" ADD VALUE 'payment_update';
ALTER TYPE "email_type" ADD VALUE 'money_alert';

-- AlterTable
ALTER TABLE "settings" ADD COLUMN "tax_number" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "claim_rejected_at" TIMESTAMPTZ(3),
ADD COLUMN     "restocked_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "order_ledger" (
    "id" UUID NOT NULL,
    "order_id" UUID NOT NULL,
    "kind" "ledger_entry_kind" NOT NULL,
    "method" "ledger_method" NOT NULL,
    "amount_paisa" BIGINT NOT NULL,
    "reference" TEXT,
    "reference_key" TEXT,
    "reason" TEXT,
    "attempt_id" UUID,
    "recorded_by_id" UUID,
    "recorded_by_email" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "voided_at" TIMESTAMPTZ(3),
    "voided_by_email" TEXT,
    "void_reason" TEXT,

    CONSTRAINT "order_ledger_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "order_ledger_attempt_id_key" ON "order_ledger"("attempt_id");

-- CreateIndex
CREATE INDEX "order_ledger_order_id_created_at_idx" ON "order_ledger"("order_id", "created_at");

-- CreateIndex
CREATE INDEX "order_ledger_reference_key_idx" ON "order_ledger"("reference_key");

-- CreateIndex
CREATE INDEX "order_ledger_kind_created_at_idx" ON "order_ledger"("kind", "created_at");

-- AddForeignKey
ALTER TABLE "order_ledger" ADD CONSTRAINT "order_ledger_order_id_fkey" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Backfill: each order's money so far becomes ledger rows, with its history kept. A paid order
-- received its total (online: the provider and its reference from the order's record; otherwise a
-- QR payment verified by an administrator, with the transaction reference recorded then). A
-- refunded order received it and paid it back. The rows are dated from the order's history.
INSERT INTO "order_ledger" ("id", "order_id", "kind", "method", "amount_paisa", "reference", "reference_key", "attempt_id", "recorded_by_email", "created_at")
SELECT gen_random_uuid(), o."id", 'payment',
       CASE WHEN o."metadata"->'online_payment'->>'provider' IN ('esewa', 'khalti') THEN (o."metadata"->'online_payment'->>'provider')::"ledger_method" ELSE 'qr' END,
       o."total_paisa",
       COALESCE(o."metadata"->'online_payment'->>'reference', o."transaction_reference"),
       NULLIF(upper(regexp_replace(COALESCE(o."metadata"->'online_payment'->>'reference', o."transaction_reference", ''), '[\s._-]+', '', 'g')), ''),
       CASE WHEN (o."metadata"->'online_payment'->>'attempt_id') ~ '^[0-9a-f-]{36}$' THEN (o."metadata"->'online_payment'->>'attempt_id')::uuid ELSE NULL END,
       (SELECT h."actor_email" FROM "order_history" h WHERE h."order_id" = o."id" AND h."field" = 'payment_status' AND h."to_value" = 'paid' ORDER BY h."created_at" DESC LIMIT 1),
       COALESCE((SELECT h."created_at" FROM "order_history" h WHERE h."order_id" = o."id" AND h."field" = 'payment_status' AND h."to_value" = 'paid' ORDER BY h."created_at" DESC LIMIT 1), o."updated_at")
FROM "orders" o
WHERE o."payment_status" IN ('paid', 'refunded');

INSERT INTO "order_ledger" ("id", "order_id", "kind", "method", "amount_paisa", "reason", "recorded_by_email", "created_at")
SELECT gen_random_uuid(), o."id", 'refund',
       CASE WHEN o."metadata"->'online_payment'->>'provider' IN ('esewa', 'khalti') THEN (o."metadata"->'online_payment'->>'provider')::"ledger_method" ELSE 'qr' END,
       o."total_paisa", 'refunded before the ledger (amount taken as the order total)',
       (SELECT h."actor_email" FROM "order_history" h WHERE h."order_id" = o."id" AND h."field" = 'payment_status' AND h."to_value" = 'refunded' ORDER BY h."created_at" DESC LIMIT 1),
       COALESCE((SELECT h."created_at" FROM "order_history" h WHERE h."order_id" = o."id" AND h."field" = 'payment_status' AND h."to_value" = 'refunded' ORDER BY h."created_at" DESC LIMIT 1), o."updated_at")
FROM "orders" o
WHERE o."payment_status" = 'refunded';

-- 'processing' was never a state of money: such orders had received nothing.
UPDATE "orders" SET "payment_status" = 'pending' WHERE "payment_status" = 'processing';
-- A rejected payment becomes a rejected claim, dated from the history.
UPDATE "orders" o SET "claim_rejected_at" = COALESCE((SELECT h."created_at" FROM "order_history" h WHERE h."order_id" = o."id" AND h."field" = 'payment_status' AND h."to_value" = 'failed' ORDER BY h."created_at" DESC LIMIT 1), o."updated_at")
WHERE o."payment_status" = 'failed';

-- Which order bought each sold original: the latest settled order with a line for it.
ALTER TABLE "artworks" ADD COLUMN "sold_to_order_id" UUID;
ALTER TABLE "artworks" ADD CONSTRAINT "artworks_sold_to_order_id_fkey" FOREIGN KEY ("sold_to_order_id") REFERENCES "orders"("id") ON DELETE SET NULL ON UPDATE CASCADE;
CREATE INDEX "artworks_sold_to_order_id_idx" ON "artworks"("sold_to_order_id");
UPDATE "artworks" a SET "sold_to_order_id" = (
  SELECT o."id" FROM "orders" o JOIN "order_lines" l ON l."order_id" = o."id"
  WHERE l."artwork_id" = a."id" AND o."payment_status" = 'paid' AND o."status" <> 'cancelled'
    AND COALESCE(l."customizations"->>'size', 'original') = 'original'
  ORDER BY o."created_at" DESC LIMIT 1)
WHERE a."status" = 'sold' AND a."reserved_by_order_id" IS NULL;
