-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "email_type" ADD VALUE 'payment_link';
ALTER TYPE "email_type" ADD VALUE 'order_expired';

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "cancel_reason" TEXT,
ADD COLUMN     "payment_due_at" TIMESTAMPTZ(3),
ADD COLUMN     "payment_submitted_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "settings" ADD COLUMN     "payment_window_minutes" INTEGER NOT NULL DEFAULT 30;

-- CreateIndex
CREATE INDEX "orders_status_payment_due_at_idx" ON "orders"("status", "payment_due_at");

-- Orders placed before the payment step existed came with their screenshot: their hold lasts
-- until the payment is verified or rejected, as for every order with a screenshot.
UPDATE "orders" SET "payment_submitted_at" = "created_at" WHERE "payment_submitted_at" IS NULL;
