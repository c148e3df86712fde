-- AlterTable
ALTER TABLE "artworks" ALTER COLUMN "price_paisa" SET DATA TYPE BIGINT,
ALTER COLUMN "shipping_charge_paisa" SET DATA TYPE BIGINT;

-- AlterTable
ALTER TABLE "order_lines" ALTER COLUMN "unit_price_paisa" SET DATA TYPE BIGINT,
ALTER COLUMN "shipping_paisa" SET DATA TYPE BIGINT,
ALTER COLUMN "tax_paisa" SET DATA TYPE BIGINT,
ALTER COLUMN "line_total_paisa" SET DATA TYPE BIGINT;

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "client_address" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "customer_email_canonical" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "request_fingerprint" TEXT,
ALTER COLUMN "subtotal_paisa" SET DATA TYPE BIGINT,
ALTER COLUMN "tax_paisa" SET DATA TYPE BIGINT,
ALTER COLUMN "shipping_paisa" SET DATA TYPE BIGINT,
ALTER COLUMN "total_paisa" SET DATA TYPE BIGINT;

-- AlterTable
ALTER TABLE "services" ALTER COLUMN "shipping_charge_paisa" SET DATA TYPE BIGINT;

-- AlterTable
ALTER TABLE "settings" ADD COLUMN     "max_reserved_originals" INTEGER NOT NULL DEFAULT 3,
ALTER COLUMN "shipping_fee_paisa" SET DATA TYPE BIGINT;

-- CreateIndex
CREATE INDEX "orders_customer_email_canonical_payment_status_idx" ON "orders"("customer_email_canonical", "payment_status");

-- CreateIndex
CREATE INDEX "orders_client_address_payment_status_idx" ON "orders"("client_address", "payment_status");
